import Common

/// A command-line value that is not acceptable, found before any request.
struct UsageError: Error, Equatable, UserFacingError {
  var userMessage: String
  var kind: ErrorKind { .usage }

  init(_ message: String) { userMessage = message }
}
