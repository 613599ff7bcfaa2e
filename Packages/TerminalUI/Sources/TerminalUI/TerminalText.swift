/// Makes untrusted text (from a catalog, a server, a database) safe to write
/// to a terminal.
///
/// Escape sequences are removed whole: CSI (`ESC [` … and 8-bit `U+009B`),
/// OSC, DCS, SOS, PM and APC strings up to their terminator (BEL or ST), and
/// two-character and `nF` escape sequences. Any other C0 or C1 control
/// character and DEL becomes `U+FFFD` so the user sees that something was
/// there. Tabs become spaces, carriage returns are dropped, and line feeds
/// become spaces unless the caller keeps them. Bidirectional override characters, which can make text read
/// differently from what it is, are removed. Ordinary Unicode (`Nøgne Ø`, en
/// dashes, emoji) is kept as is.
public enum TerminalText {
  /// Returns `text` with every control character and escape sequence
  /// neutralised.
  ///
  /// - Parameters:
  ///   - text: the untrusted text.
  ///   - keepingNewlines: keep `\n` (for multi-line blocks such as a
  ///     description); otherwise line breaks become spaces.
  public static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: needsAttention) else { return text }
    var output = String.UnicodeScalarView()
    var state = State.normal
    for scalar in text.unicodeScalars {
      state = consume(scalar, in: state, keepingNewlines: keepingNewlines, into: &output)
    }
    return String(output)
  }

  private enum State {
    case normal
    case escape  // after ESC, possibly after intermediates
    case controlSequence  // CSI parameters and intermediates
    case controlString  // OSC, DCS, SOS, PM, APC body
    case controlStringEscape  // ESC seen inside a control string
  }

  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
    isControl(scalar) || isBidiControl(scalar)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value)
  }

  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202a...0x202e).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  private static func consume(
    _ scalar: Unicode.Scalar, in state: State, keepingNewlines: Bool,
    into output: inout String.UnicodeScalarView
  ) -> State {
    let value = scalar.value
    switch state {
    case .normal:
      switch value {
      case 0x1b: return .escape
      case 0x9b: return .controlSequence
      case 0x90, 0x98, 0x9d, 0x9e, 0x9f: return .controlString
      case 0x09: output.append(" ")
      case 0x0a: output.append(keepingNewlines ? scalar : " ")
      case 0x0d: break  // a carriage return only moves the cursor; CR LF becomes one break
      default:
        if isBidiControl(scalar) { break }
        output.append(isControl(scalar) ? replacement : scalar)
      }
      return .normal
    case .escape:
      switch value {
      case 0x5b: return .controlSequence  // [
      case 0x5d, 0x50, 0x58, 0x5e, 0x5f: return .controlString  // ] P X ^ _
      case 0x20...0x2f: return .escape  // intermediates of an nF sequence
      case 0x30...0x7e: return .normal  // final byte
      default: return consume(scalar, in: .normal, keepingNewlines: keepingNewlines, into: &output)
      }
    case .controlSequence:
      switch value {
      case 0x20...0x3f: return .controlSequence  // parameters and intermediates
      case 0x40...0x7e: return .normal  // final byte
      default: return consume(scalar, in: .normal, keepingNewlines: keepingNewlines, into: &output)
      }
    case .controlString:
      switch value {
      case 0x07, 0x9c: return .normal  // BEL or 8-bit ST
      case 0x1b: return .controlStringEscape
      default: return .controlString
      }
    case .controlStringEscape:
      // ESC \ is the string terminator; any other ESC starts a new sequence.
      if value == 0x5c { return .normal }
      return consume(scalar, in: .escape, keepingNewlines: keepingNewlines, into: &output)
    }
  }
}
