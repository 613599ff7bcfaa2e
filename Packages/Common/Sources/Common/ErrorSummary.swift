/// An `Equatable` summary of an error, for view states and for printing.
///
/// View models keep this instead of `any Error`, so a state with a failure can
/// still be compared in tests and rendered by any UI.
public struct ErrorSummary: Error, Equatable, Sendable {
  /// What kind of failure it was.
  public var kind: ErrorKind
  /// The one line to show the user.
  public var message: String
  /// The technical detail for the log.
  public var detail: String

  /// Creates a summary from its parts.
  public init(kind: ErrorKind, message: String, detail: String? = nil) {
    self.kind = kind
    self.message = message
    self.detail = detail ?? message
  }

  /// Summarises any error. A ``UserFacingError`` keeps its own message; any
  /// other error gets a generic message, and its description goes only to
  /// ``detail``.
  public init(_ error: any Error) {
    switch error {
    case let summary as ErrorSummary:
      self = summary
    case let error as any UserFacingError:
      self.init(kind: error.kind, message: error.userMessage, detail: error.logDetail)
    case is CancellationError:
      self.init(kind: .other, message: "cancelled")
    default:
      self.init(
        kind: .other, message: "an unexpected error occurred",
        detail: String(reflecting: error))
    }
  }
}

extension ErrorSummary: UserFacingError {
  /// The one line to show the user.
  public var userMessage: String { message }
  /// The technical detail for the log.
  public var logDetail: String { detail }
}
