/// A key press, as ``KeyParser`` decodes it from a terminal in raw mode.
public enum Key: Equatable, Sendable {
  /// ↑, or `ESC [ A` / `ESC O A`.
  case up
  /// ↓.
  case down
  /// PgUp (`ESC [ 5 ~`).
  case pageUp
  /// PgDn (`ESC [ 6 ~`).
  case pageDown
  /// Home, in any of its encodings.
  case home
  /// End, in any of its encodings.
  case end
  /// Enter or Return (CR or LF).
  case enter
  /// A lone Escape.
  case escape
  /// Backspace (DEL or BS).
  case backspace
  /// Ctrl-C (raw mode turns off the signal it would send).
  case ctrlC
  /// A printable character, decoded from UTF-8.
  case character(Character)
}
