import ArgumentParser
import Common
import Foundation
import Logging
import MCP
import TaproomComposition
import TerminalUI

/// `taproom-mcp`: Taproom's features for AI assistants, over the Model
/// Context Protocol on standard input and output. Standard output carries
/// only protocol messages; logs go to standard error.
public struct TaproomMCPCommand: AsyncParsableCommand {
  /// The command's name, abstract and version.
  public static let configuration = CommandConfiguration(
    commandName: "taproom-mcp",
    abstract: "Serve Taproom's beers and favorites to an AI assistant over MCP (stdio).",
    discussion:
      "Tools: discover_beers, get_beer, list_favorites, add_favorite, remove_favorite. Resources: taproom://beers/{id}. The same settings as taproom: the embedded catalog by default, the same favorites file.",
    version: "taproom-mcp \(TaproomVersion.current)")

  /// `--api-url`, `--catalog`, `--timeout`, `--favorites-db`: as taproom's.
  @OptionGroup var taproom: TaproomOptions

  /// Creates the command (argument parsing fills it).
  public init() {}

  /// Parses the process's arguments, serves, and exits: 0 when standard
  /// input ends, 64 for a bad argument, with one `error:` line on stderr.
  public static func serve() async -> Never {
    do {
      var command = try parseAsRoot()
      if let serving = command as? TaproomMCPCommand {
        try await serving.run()
      } else {
        try command.run()
      }
      Self.exit()
    } catch {
      Self.exit(withError: error)
    }
  }

  /// Builds the Environments and serves until standard input ends.
  public func run() async throws {
    do {
      try LogSetup.bootstrap()
    } catch {
      FileHandle.standardError.write(Data("error: \(TerminalText.sanitize(error.message))\n".utf8))
      throw ExitCode(64)
    }
    let composition: TaproomComposition
    do {
      composition = try TaproomComposition(taproom.settings())
    } catch let error as any UserFacingError {
      FileHandle.standardError.write(
        Data("error: \(TerminalText.sanitize(error.userMessage))\n".utf8))
      throw ExitCode(error.kind == .usage ? 64 : 66)
    }
    let server = await TaproomMCPServer.make(
      tools: TaproomTools(discovery: composition.discovery, favorites: composition.favorites),
      resources: TaproomResources(discovery: composition.discovery))
    try await server.start(transport: JSONLineTransport(logger: Logger(label: "taproom-mcp")))
    await server.waitUntilCompleted()
  }
}
