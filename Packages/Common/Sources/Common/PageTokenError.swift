/// Why a page token was refused. Each case names a distinct problem so the
/// user is told which one they hit.
public enum PageTokenError: Error, Equatable, Sendable {
  /// The token is empty.
  case empty
  /// The token holds characters that never appear in a page token.
  case invalidCharacters
  /// The token is shorter than its own header says: it was cut off.
  case truncated
  /// The token's checksum does not match its content: it was altered.
  case altered
  /// The token was made by a newer or unknown format version.
  case unsupportedVersion(UInt8)
  /// The token belongs to a different list (for example a favorites token
  /// given to discovery).
  case foreignList
  /// The token was made for a different query (other filters).
  case queryMismatch
}

extension PageTokenError: UserFacingError {
  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .empty: "the page token is empty"
    case .invalidCharacters: "the page token is not valid: it contains characters a token never has"
    case .truncated: "the page token is truncated: copy the whole token"
    case .altered: "the page token was altered: its checksum does not match"
    case .unsupportedVersion(let version):
      "the page token has format version \(version), which this version of taproom does not read"
    case .foreignList: "the page token belongs to a different list"
    case .queryMismatch:
      "the page token was made for a different query: use the same filters as the command that printed it"
    }
  }

  /// A bad token is always a usage error.
  public var kind: ErrorKind { .usage }
}
