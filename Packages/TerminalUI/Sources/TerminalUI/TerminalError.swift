/// Why the terminal could not be put in raw mode.
public enum TerminalError: Error, Equatable, Sendable {
  /// Input is not a terminal (its settings cannot be read).
  case notATerminal
  /// The terminal refused the raw-mode settings.
  case rawModeRefused

  /// One line for the user.
  public var message: String {
    switch self {
    case .notATerminal: "cannot read the terminal's settings: input is not a terminal"
    case .rawModeRefused: "cannot switch the terminal to raw mode"
    }
  }
}
