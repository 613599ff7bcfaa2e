/// What output to a terminal may use: colour, and the width to lay text out
/// for. ``TerminalEnvironment/capabilities(noColorFlag:)`` decides it.
public struct TerminalCapabilities: Equatable, Sendable {
  /// Whether to write colour and style escape sequences.
  public var colors: Bool
  /// Columns to lay text out for.
  public var width: Int

  /// Capabilities from their parts.
  public init(colors: Bool, width: Int) {
    self.colors = colors
    self.width = width
  }

  /// The width when neither `COLUMNS` nor the terminal says: 100 columns.
  public static let defaultWidth = 100
  /// The narrowest width taken from `COLUMNS` or the terminal.
  public static let minimumWidth = 20
}
