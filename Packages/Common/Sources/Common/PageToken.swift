/// An opaque continuation token for a paged list.
///
/// A token is URL-safe text. Callers store it and hand it back; they never
/// build or parse one. Only a ``PageTokenCodec`` makes tokens, and it checks
/// every token it is given, so a truncated, altered or foreign token is refused
/// with a ``PageTokenError`` instead of being misread.
public struct PageToken: Hashable, Sendable, CustomStringConvertible {
  /// The token's text, as printed to users and passed back on the command line.
  public let rawValue: String

  /// Wraps text received from a user or a caller. The text is checked only
  /// when a ``PageTokenCodec`` decodes it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The token's text.
  public var description: String { rawValue }
}

extension PageToken: Codable {
  /// Decodes a token from a single JSON string.
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
  }

  /// Encodes the token as a single JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}
