/// Base64url without padding (RFC 4648 §5): the alphabet of page tokens.
enum Base64URL {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  private static let reverse: [UInt8: UInt8] = {
    var table: [UInt8: UInt8] = [:]
    for (index, character) in alphabet.enumerated() { table[character] = UInt8(index) }
    return table
  }()

  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count * 4 + 2) / 3)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var group: UInt32 = 0
      for (offset, byte) in chunk.enumerated() { group |= UInt32(byte) << (16 - 8 * offset) }
      for position in 0...chunk.count {
        output.append(alphabet[Int((group >> (18 - 6 * position)) & 0x3f)])
      }
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes text, or returns `nil` when a character is outside the alphabet.
  ///
  /// Decoding is lenient so a cut-off token can be told apart from an altered
  /// one: a dangling final character is dropped, and unused bits are ignored.
  /// `isCanonical` is `true` only when the text is exactly what ``encode(_:)``
  /// gives for the bytes.
  static func decode(_ text: String) -> (bytes: [UInt8], isCanonical: Bool)? {
    var characters = Array(text.utf8)
    let dangling = characters.count % 4 == 1
    if dangling { characters.removeLast() }
    var output: [UInt8] = []
    output.reserveCapacity(characters.count * 3 / 4)
    var index = 0
    while index < characters.count {
      let chunk = characters[index..<min(index + 4, characters.count)]
      var group: UInt32 = 0
      for (offset, character) in chunk.enumerated() {
        guard let value = reverse[character] else { return nil }
        group |= UInt32(value) << (18 - 6 * offset)
      }
      for position in 0..<(chunk.count - 1) {
        output.append(UInt8((group >> (16 - 8 * position)) & 0xff))
      }
      index += 4
    }
    return (output, !dangling && encode(output) == text)
  }
}
