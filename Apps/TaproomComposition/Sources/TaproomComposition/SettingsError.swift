import Common

/// A setting that is not acceptable, found before any request: the same
/// message in every app, naming the option or variable.
public struct SettingsError: Error, Equatable, Sendable, UserFacingError {
  /// One line naming the option and what it must be.
  public var userMessage: String

  /// A usage error: the exit code of a bad command line.
  public var kind: ErrorKind { .usage }

  /// Creates the error.
  public init(_ message: String) { userMessage = message }
}
