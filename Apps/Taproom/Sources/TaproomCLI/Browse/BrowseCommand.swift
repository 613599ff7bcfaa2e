import ArgumentParser
import Common
import Dispatch
import Foundation
import TerminalUI

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
    let terminal = TerminalEnvironment.live
    guard terminal.isInteractive else {
      throw UsageError(
        "browse needs an interactive terminal; to list beers from a script, use 'taproom discover'")
    }
    if let pageSize, pageSize < 1 {
      throw UsageError("--page-size must be at least 1, got \(pageSize)")
    }
    let app = try CommandContext.make(globals, terminal: terminal)
    let raw: RawTerminal
    do {
      raw = try terminal.enterRawMode()
    } catch {
      throw UsageError(error.message)
    }
    try await BrowseSession.run(app: app, terminal: raw, pageSize: min(pageSize ?? 20, 80))
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
  static func run(app: CommandContext, terminal: RawTerminal, pageSize: Int) async throws {
    defer { terminal.restore() }
    let (events, continuation) = AsyncStream.makeStream(
      of: BrowserEvent.self, bufferingPolicy: .unbounded)
    let sources = watchSignals(continuation)
    forwardKeystrokes(of: terminal, to: continuation)
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

  /// Sends the bytes typed as events; the end of input ends the session.
  private static func forwardKeystrokes(
    of terminal: RawTerminal, to continuation: AsyncStream<BrowserEvent>.Continuation
  ) {
    Task.detached {
      for await bytes in terminal.keystrokes() { continuation.yield(.input(bytes)) }
      continuation.yield(.terminate(0))
    }
  }
}
