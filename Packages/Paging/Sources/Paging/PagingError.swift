import Common

/// A loader that broke the paging contract. The list stops loading in that
/// direction (or, for duplicates, drops them) and reports it in its state.
public enum PagingError: Error, Equatable, Sendable, UserFacingError {
  /// A page's next token is one this list already followed: loading on
  /// would loop.
  case repeatedToken(PageToken)
  /// A page held items the list already shows; they were not shown again.
  case duplicateItems(count: Int)
  /// A dropped page, reloaded with its token, no longer has the same number
  /// of items, so the indices after it would move.
  case pageChanged(expected: Int, got: Int)

  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .repeatedToken:
      "the list returned a page token it had already returned; loading stopped to avoid a loop"
    case .duplicateItems(let count):
      "the list returned \(count) item\(count == 1 ? "" : "s") already shown; \(count == 1 ? "it was" : "they were") skipped"
    case .pageChanged(let expected, let got):
      "the list changed while scrolling (a page of \(expected) items now has \(got)); refresh to see it"
    }
  }

  /// A server that does not keep the paging contract.
  public var kind: ErrorKind { .malformedData }
}
