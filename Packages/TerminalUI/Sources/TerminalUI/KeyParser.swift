/// Turns the bytes a terminal sends in raw mode into keys: printable UTF-8
/// text, control keys, and the escape sequences of arrows, PgUp/PgDn and
/// Home/End (both the `ESC [` and `ESC O` forms).
public struct KeyParser: Sendable {
  /// A parser with nothing pending.
  public init() {}

  private var pending: [UInt8] = []

  /// The keys completed by `bytes`. A lone ESC at the end of a read is the
  /// Escape key (terminals send sequences in one write).
  public mutating func keys(from bytes: [UInt8]) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1b:
        if index + 1 >= pending.count {
          keys.append(.escape)
          index += 1
        } else if let (key, length) = Self.sequence(pending[(index + 1)...]) {
          if let key { keys.append(key) }
          index += 1 + length
        } else if pending[index + 1] == 0x5b || pending[index + 1] == 0x4f {
          // An incomplete sequence: wait for the rest.
          pending = Array(pending[index...])
          return keys
        } else {
          keys.append(.escape)
          index += 1
        }
      case 0x0d, 0x0a:
        keys.append(.enter)
        index += 1
      case 0x7f, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x03:
        keys.append(.ctrlC)
        index += 1
      case 0x00..<0x20: index += 1
      default:
        let length = Self.utf8Length(byte)
        guard index + length <= pending.count else {
          pending = Array(pending[index...])
          return keys
        }
        let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        if let character = text.first { keys.append(.character(character)) }
        index += length
      }
    }
    pending = []
    return keys
  }

  /// The key of an escape sequence (after ESC) and its length, or `nil`
  /// when it is not complete yet. Unknown complete sequences give no key.
  private static func sequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
    guard let introducer = bytes.first, introducer == 0x5b || introducer == 0x4f else { return nil }
    var length = 1
    var parameters = ""
    for byte in bytes.dropFirst() {
      length += 1
      if (0x30...0x3f).contains(byte) {
        parameters.append(Character(Unicode.Scalar(byte)))
        continue
      }
      switch (byte, parameters) {
      case (0x41, _): return (.up, length)
      case (0x42, _): return (.down, length)
      case (0x48, _): return (.home, length)
      case (0x46, _): return (.end, length)
      case (0x7e, "5"): return (.pageUp, length)
      case (0x7e, "6"): return (.pageDown, length)
      case (0x7e, "1"), (0x7e, "7"): return (.home, length)
      case (0x7e, "4"), (0x7e, "8"): return (.end, length)
      default: return (nil, length)
      }
    }
    return nil
  }

  private static func utf8Length(_ byte: UInt8) -> Int {
    switch byte {
    case 0xf0...: 4
    case 0xe0...: 3
    case 0xc0...: 2
    default: 1
    }
  }
}
