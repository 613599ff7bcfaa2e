import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How output looks: colours, and the width text is laid out for.
struct OutputStyle: Equatable {
  var colors: Bool
  var width: Int

  static let plain = OutputStyle(colors: false, width: 100)

  /// Colours only on a terminal, never with `NO_COLOR` set (to anything but
  /// the empty string) or `--no-color`. The width comes from `COLUMNS`, the
  /// terminal, or is 100.
  static func detect(noColorFlag: Bool, environment: [String: String]) -> OutputStyle {
    let terminal = isatty(STDOUT_FILENO) == 1
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    var width = 100
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns >= 20 {
      width = columns
    } else if terminal {
      var size = winsize()
      if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 {
        width = Int(size.ws_col)
      }
    }
    return OutputStyle(colors: terminal && !noColor && !noColorFlag, width: width)
  }

  /// The line after a page: the exact command for the next page, or "end of results".
  func pageFooter(nextCommand: String?) -> String {
    guard let nextCommand else { return dim("end of results") + "\n" }
    return "\n" + dim("next page: ") + nextCommand + "\n"
  }

  func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
  func dim(_ text: String) -> String { colors ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
  func yellow(_ text: String) -> String { colors ? "\u{1B}[33m\(text)\u{1B}[0m" : text }
}
