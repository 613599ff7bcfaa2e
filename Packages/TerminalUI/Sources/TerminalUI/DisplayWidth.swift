/// How many terminal columns text takes: wide (East Asian) characters and
/// emoji take two, combining marks ride on their base character.
public enum DisplayWidth {
  /// The columns `text` takes.
  public static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// The columns one character takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.isEmojiPresentation
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }

  /// `text` cut to at most `width` columns, ending in `…` when cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let next = of(character)
      if used + next > width - 1 { break }
      result.append(character)
      used += next
    }
    return result + "…"
  }

  /// `text` truncated to `width` and padded with spaces to exactly `width` columns.
  public static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
    let cut = truncate(text, to: width)
    let padding = String(repeating: " ", count: max(0, width - of(cut)))
    return alignRight ? padding + cut : cut + padding
  }

  /// Words of `text` in lines of at most `width` columns.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if of(candidate) > width, !line.isEmpty {
          lines.append(line)
          line = truncate(String(word), to: width)
        } else {
          line = of(candidate) > width ? truncate(candidate, to: width) : candidate
        }
      }
      lines.append(line)
    }
    return lines
  }
}
