import ArgumentParser
import Common
import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `taproom browse`: the interactive endless-scroll browser.
struct BrowseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "browse",
    abstract: "Browse beers interactively: endless scroll, details, favorites, a name filter.",
    discussion: "Keys: ↑↓/jk, PgUp/PgDn, Home/End, Enter, Esc, f, F, /, r, ?, q. Needs a terminal.")

  @OptionGroup var globals: GlobalOptions

  @Option(help: "Items per page, and how far ahead the next page loads (default 20).")
  var pageSize: Int?

  func run() async throws {
    guard Terminal.isInteractive else {
      throw UsageError(
        "browse needs an interactive terminal; to list beers from a script, use 'taproom discover'")
    }
    if let pageSize, pageSize < 1 {
      throw UsageError("--page-size must be at least 1, got \(pageSize)")
    }
    let app = try AppEnvironment.make(globals)
    try await BrowseSession.run(app: app, pageSize: min(pageSize ?? 20, 80))
  }
}

/// What wakes the browser up.
private enum BrowserEvent: Sendable {
  case input([UInt8])
  case resize
  case terminate(Int32)
  case redraw
}

@MainActor
private enum BrowseSession {
  static func run(app: AppEnvironment, pageSize: Int) async throws {
    let terminal = try Terminal()
    defer { terminal.restore() }
    let (events, continuation) = AsyncStream.makeStream(
      of: BrowserEvent.self, bufferingPolicy: .unbounded)
    let sources = watchSignals(continuation)
    readInput(continuation)
    defer { for source in sources { source.cancel() } }

    let size = terminal.size
    let browser = Browser(
      discovery: app.discovery, favorites: app.favorites, rows: size.rows, columns: size.columns,
      pageSize: pageSize)
    browser.onChange = { continuation.yield(.redraw) }
    var style = app.output
    style.width = size.columns
    var writer = ScreenWriter()
    var parser = KeyParser()
    browser.start()
    terminal.write(writer.update(to: browser.frame(style: style)))

    var signal: Int32?
    loop: for await event in events {
      switch event {
      case .input(let bytes):
        for key in parser.keys(from: bytes) where browser.handle(key).0 == .quit {
          break loop
        }
      case .resize:
        let size = terminal.size
        browser.resize(rows: size.rows, columns: size.columns)
        style.width = size.columns
        writer.invalidate()
      case .terminate(let number):
        signal = number
        break loop
      case .redraw:
        break
      }
      terminal.write(writer.update(to: browser.frame(style: style)))
    }
    terminal.restore()
    if let signal, signal != 0 { exit(128 + signal) }
  }

  /// SIGWINCH redraws; SIGTERM, SIGHUP and SIGINT end the session (after the
  /// terminal is restored).
  private static func watchSignals(_ continuation: AsyncStream<BrowserEvent>.Continuation)
    -> [any DispatchSourceSignal]
  {
    var sources: [any DispatchSourceSignal] = []
    for (number, event) in [
      (SIGWINCH, BrowserEvent.resize), (SIGTERM, .terminate(SIGTERM)), (SIGHUP, .terminate(SIGHUP)),
      (SIGINT, .terminate(SIGINT)),
    ] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler { continuation.yield(event) }
      source.resume()
      sources.append(source)
    }
    return sources
  }

  /// Reads standard input on its own thread and sends the bytes as events.
  private static func readInput(_ continuation: AsyncStream<BrowserEvent>.Continuation) {
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count <= 0 {
          continuation.yield(.terminate(0))
          return
        }
        continuation.yield(.input(Array(buffer[..<count])))
      }
    }
    thread.start()
  }
}
