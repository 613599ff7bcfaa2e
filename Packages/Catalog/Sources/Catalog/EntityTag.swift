import Common
import Foundation

/// A strong entity tag: the 64-bit FNV-1a hash of a body, in quotes.
public struct EntityTag: Hashable, Sendable, CustomStringConvertible {
  /// The tag as the `ETag` header carries it, quotes included.
  public let description: String

  /// The tag of `body`.
  public init(of body: Data) {
    description = "\"" + FNV1a.hexadecimal(FNV1a.hash(body)) + "\""
  }

  /// Whether an `If-None-Match` value names this tag.
  public func isMatched(by ifNoneMatch: String) -> Bool {
    Self.isMatched(description, by: ifNoneMatch)
  }

  /// Whether an `If-None-Match` value names `tag` (as the `ETag` header
  /// carried it): `*`, or a comma-separated list of tags, weak (`W/"…"`) or
  /// strong (RFC 9110's weak comparison). A malformed value matches nothing.
  public static func isMatched(_ tag: String, by ifNoneMatch: String) -> Bool {
    let value = ifNoneMatch.trimmingCharacters(in: .whitespaces)
    if value == "*" { return true }
    return value.split(separator: ",").contains { candidate in
      var item = candidate.trimmingCharacters(in: .whitespaces)[...]
      if item.hasPrefix("W/") { item = item.dropFirst(2) }
      return item == tag
    }
  }
}
