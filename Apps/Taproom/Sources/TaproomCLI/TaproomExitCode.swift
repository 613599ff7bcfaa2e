import Common

/// The exit codes of `taproom`, in the sysexits spirit. The README's table
/// lists the same codes.
public enum TaproomExitCode: Int32, CaseIterable, Sendable {
  /// Success.
  case ok = 0
  /// Anything else, such as an unknown beer id.
  case failure = 1
  /// Bad usage: an option, filter value or page token.
  case usage = 64
  /// Malformed data from the server.
  case dataError = 65
  /// The server is unreachable or kept failing after retries.
  case unavailable = 69
  /// The favorites file cannot be used.
  case ioError = 74

  /// The exit status for a kind of error.
  public init(_ kind: ErrorKind) {
    switch kind {
    case .usage: self = .usage
    case .malformedData: self = .dataError
    case .unavailable: self = .unavailable
    case .storage: self = .ioError
    case .notFound, .other: self = .failure
    }
  }

  /// The table shown at the end of `taproom --help`.
  static let helpText = """
    Exit status: 0 ok, 1 other failure (such as an unknown beer id), 64 usage \
    (bad option, filter value or page token), 65 malformed data from the server, \
    69 server unreachable or failing after retries, 74 favorites file unusable.
    """
}
