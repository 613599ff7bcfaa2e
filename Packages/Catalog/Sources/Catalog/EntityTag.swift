import Common
import Foundation

/// A strong entity tag: a 64-bit FNV-1a hash of the body, in quotes.
struct EntityTag: Hashable, Sendable, CustomStringConvertible {
  /// The tag as the `ETag` header carries it, quotes included.
  let description: String

  /// The tag of `body`.
  init(of body: Data) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    body.withUnsafeBytes { bytes in
      for byte in bytes {
        hash ^= UInt64(byte)
        hash &*= 0x0000_0100_0000_01b3
      }
    }
    let hex = String(hash, radix: 16)
    description = "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
  }

  /// Whether an `If-None-Match` value names this tag: `*`, or a
  /// comma-separated list of tags, weak (`W/"…"`) or strong (RFC 9110's weak
  /// comparison). A malformed value matches nothing.
  func isMatched(by ifNoneMatch: String) -> Bool {
    let value = ifNoneMatch.trimmingCharacters(in: .whitespaces)
    if value == "*" { return true }
    return value.split(separator: ",").contains { candidate in
      var tag = candidate.trimmingCharacters(in: .whitespaces)[...]
      if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
      return tag == description
    }
  }
}
