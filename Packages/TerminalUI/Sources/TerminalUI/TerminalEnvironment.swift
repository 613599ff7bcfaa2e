import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The front door of TerminalUI: the terminal a program talks to (its input
/// and output file descriptors) and the environment variables that shape
/// output (`NO_COLOR`, `COLUMNS`).
///
/// ```swift
/// let terminal = TerminalEnvironment.live
/// guard terminal.isInteractive else { return }
/// let raw = try terminal.enterRawMode()
/// defer { raw.restore() }
/// var parser = KeyParser()
/// for await bytes in raw.keystrokes() {
///   if parser.keys(from: bytes).contains(.character("q")) { break }
/// }
/// ```
///
/// Tests point it at a pseudo-terminal and give it the variables they want.
public struct TerminalEnvironment: Sendable {
  /// The file descriptor keys are read from.
  public var input: Int32
  /// The file descriptor output is written to.
  public var output: Int32
  /// The process's environment variables (only `NO_COLOR` and `COLUMNS`
  /// are read).
  public var variables: [String: String]

  /// A terminal environment from its parts.
  public init(input: Int32, output: Int32, variables: [String: String]) {
    self.input = input
    self.output = output
    self.variables = variables
  }

  /// Standard input and output, and the process's environment variables.
  public static var live: TerminalEnvironment {
    TerminalEnvironment(
      input: STDIN_FILENO, output: STDOUT_FILENO,
      variables: ProcessInfo.processInfo.environment)
  }

  /// `true` when both input and output are terminals.
  public var isInteractive: Bool { isatty(input) == 1 && isatty(output) == 1 }

  /// Colour only when output is a terminal, never with `NO_COLOR` set to
  /// anything but the empty string (no-color.org) or with `noColorFlag`.
  /// The width comes from `COLUMNS`, then the terminal, then
  /// ``TerminalCapabilities/defaultWidth``; widths below
  /// ``TerminalCapabilities/minimumWidth`` are ignored.
  public func capabilities(noColorFlag: Bool = false) -> TerminalCapabilities {
    let terminal = isatty(output) == 1
    let noColor = !(variables["NO_COLOR"] ?? "").isEmpty
    var width = TerminalCapabilities.defaultWidth
    if let columns = variables["COLUMNS"].flatMap(Int.init),
      columns >= TerminalCapabilities.minimumWidth
    {
      width = columns
    } else if terminal {
      var size = winsize()
      if ioctl(output, UInt(TIOCGWINSZ), &size) == 0,
        Int(size.ws_col) >= TerminalCapabilities.minimumWidth
      {
        width = Int(size.ws_col)
      }
    }
    return TerminalCapabilities(colors: terminal && !noColor && !noColorFlag, width: width)
  }

  /// Puts the terminal in raw mode with the alternate screen; the result
  /// restores it.
  /// - Throws: ``TerminalError`` when input is not a terminal or refuses.
  public func enterRawMode() throws(TerminalError) -> RawTerminal {
    try RawTerminal(input: input, output: output)
  }
}
