import ArgumentParser
import Catalog
import Common
import Foundation
import Hummingbird
import Logging
import NIOCore
import Prometheus
import TerminalUI

/// `taproom-server`: serves a Punk API v2 catalog over HTTP.
public struct ServerCommand: AsyncParsableCommand {
  /// The command's name, help and version.
  public static let configuration = CommandConfiguration(
    commandName: "taproom-server",
    abstract: "Serve a Punk API v2-compatible beer catalog over HTTP.",
    discussion: """
      The first line on standard output is 'listening on http://HOST:PORT/v2'. \
      Routes: /v2/beers, /v2/beers/{id}, /v2/beers/random, /health, /metrics (Prometheus), \
      /openapi.json (the contract). Request logs go to standard error at debug level \
      (TAPROOM_LOG_LEVEL=debug to see them; default warning). \
      SIGINT or SIGTERM stops it gracefully: it stops accepting, requests in flight finish, exit 0.
      """,
    version: "taproom-server 0.1.0")

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port; 0 picks a free one.")
  var port = 8080

  @Option(help: ArgumentHelp("Serve this JSON array of Punk API beers.", valueName: "file"))
  var catalog: String?

  @Option(help: "Serve a generated catalog of this many beers (default 325).")
  var size: Int?

  /// Creates the command (used by the argument parser).
  public init() {}

  /// Checks the options before anything starts.
  public func validate() throws {
    if catalog != nil, size != nil {
      throw ValidationError("use either --catalog or --size, not both")
    }
    if let size, size < 0 { throw ValidationError("--size must be 0 or more, got \(size)") }
    if !(0...65_535).contains(port) {
      throw ValidationError("--port must be from 0 to 65535, got \(port)")
    }
  }

  /// Starts the server and runs until SIGINT or SIGTERM.
  public func run() async throws {
    do {
      try LogSetup.bootstrap()
    } catch {
      throw CleanError(error.message, code: 64)
    }
    let registry = PrometheusCollectorRegistry()
    let common = CommonEnvironment.live
    var environment = CatalogEnvironment.builtIn(
      size: size ?? CatalogEnvironment.defaultSize, common: common)
    if let catalog {
      do {
        environment = try CatalogEnvironment.file(URL(filePath: catalog), common: common)
      } catch {
        throw CleanError(error.userMessage, code: error.kind == .usage ? 64 : 65)
      }
    }
    let logger = Logger(label: "taproom-server")
    environment.handler.prepare()
    // Hummingbird's request log writes one line per request at debug level;
    // below that level it is left out of the chain, so it costs nothing.
    // The responder counts requests for /metrics itself (RequestMetrics).
    let catalogResponder = TaproomResponder(handler: environment.handler, registry: registry)
    if logger.logLevel <= .debug {
      try await serve(
        MiddlewareResponder(middleware: LogRequestsMiddleware(.debug), next: catalogResponder),
        logger: logger)
    } else {
      try await serve(catalogResponder, logger: logger)
    }
  }

  /// Runs the HTTP server with `responder` until SIGINT or SIGTERM.
  private func serve(_ responder: some HTTPResponder<BasicRequestContext>, logger: Logger)
    async throws
  {
    let host = host
    let port = port
    let app = Application(
      responder: responder,
      // Request targets up to 1 MB reach the handler, which answers one over
      // 8 KB with a JSON 414 (the HTTP parser's own refusal has no body).
      // On shutdown, answers in flight are sent whole before their
      // connection closes.
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [FlushBeforeCloseHandler()],
          httpDecoderConfiguration: .init(
            maxHeaderFieldSize: 1 << 20, maxHeaderListSize: 2 << 20))),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        FileHandle.standardOutput.write(Data("listening on http://\(host):\(port)/v2\n".utf8))
      },
      logger: logger)
    do {
      try await app.runService()
    } catch {
      throw CleanError("cannot serve on \(host):\(port): \(Self.describe(error))", code: 69)
    }
  }

  /// Why the server could not start, from the error's kind and code.
  static func describe(_ error: any Error) -> String {
    if let error = error as? IOError {
      switch error.errnoCode {
      case EADDRINUSE: return "address already in use"
      case EADDRNOTAVAIL: return "no such local address"
      case EACCES: return "permission denied (ports below 1024 need privileges)"
      default: return "the server could not start (errno \(error.errnoCode))"
      }
    }
    if error is SocketAddressError { return "no such local address" }
    return "the server could not start"
  }
}

/// Runs `taproom-server` and exits: every failure is one `error:` line on
/// standard error and an exit code (64 usage, 65 unreadable catalog, 69
/// cannot serve).
public enum ServerRunner {
  /// Parses the process's arguments, runs the server, and exits.
  public static func main() async -> Never {
    do {
      var command = try ServerCommand.parseAsRoot()
      if let command = command as? ServerCommand {
        try await command.run()
      } else {
        try command.run()
      }
      exit(0)
    } catch let error as CleanError {
      FileHandle.standardError.write(Data("error: \(TerminalText.sanitize(error.message))\n".utf8))
      exit(error.code)
    } catch {
      let code = ServerCommand.exitCode(for: error)
      if code == .success {
        print(ServerCommand.fullMessage(for: error))
        exit(0)
      }
      let message = ServerCommand.message(for: error).split(whereSeparator: \.isNewline).joined(
        separator: " ")
      FileHandle.standardError.write(Data("error: \(message) (see 'taproom-server --help')\n".utf8))
      exit(code.rawValue)
    }
  }
}

/// A failure printed as one `error:` line, with an exit code.
struct CleanError: Error, CustomStringConvertible {
  var message: String
  var code: Int32

  init(_ message: String, code: Int32) {
    self.message = message
    self.code = code
  }

  var description: String { message }
}
