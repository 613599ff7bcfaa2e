import TerminalUI

/// How output looks: colours, and the width text is laid out for.
struct OutputStyle: Equatable {
  var colors: Bool
  var width: Int

  static let plain = OutputStyle(colors: false, width: 100)

  /// The line after a page: the exact command for the next page, or "end of results".
  func pageFooter(nextCommand: String?) -> String {
    guard let nextCommand else { return dim("end of results") + "\n" }
    return "\n" + dim("next page: ") + nextCommand + "\n"
  }

  func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
  func yellow(_ text: String) -> String { colors ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
}

extension OutputStyle {
  /// The style for what the terminal allows (TerminalUI decides colour and
  /// width from `NO_COLOR`, `--no-color`, `COLUMNS` and the terminal).
  init(_ capabilities: TerminalCapabilities) {
    self.init(colors: capabilities.colors, width: capabilities.width)
  }
}
