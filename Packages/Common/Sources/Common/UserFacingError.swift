/// An error that knows how to describe itself twice: one plain line for the
/// person using the app, and the technical detail for the log.
///
/// Conform every error a package throws across its public API. Never show
/// `String(describing:)` of a system error to a user; put it in ``logDetail``.
public protocol UserFacingError: Error {
  /// One line, lower-case start, no trailing period, safe to print after
  /// `error: `.
  var userMessage: String { get }
  /// The technical detail for the log: codes, coding paths, underlying errors.
  var logDetail: String { get }
  /// What kind of failure this is.
  var kind: ErrorKind { get }
}

extension UserFacingError {
  /// By default the log gets the same text as the user.
  public var logDetail: String { userMessage }
}
