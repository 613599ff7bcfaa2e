/// What kind of failure an error is, which decides how an app reports it
/// (the `taproom` CLI maps each kind to one exit code).
public enum ErrorKind: String, Sendable, Equatable, CaseIterable {
  /// The user asked for something invalid: a bad option, filter or page token.
  case usage
  /// The server sent data that cannot be read.
  case malformedData
  /// The server could not be reached, or kept failing after retries.
  case unavailable
  /// Local storage (the favorites file) cannot be used.
  case storage
  /// The thing asked for does not exist, such as an unknown beer id.
  case notFound
  /// Anything else.
  case other
}
