import Common

/// The state of one load direction of a ``PagedList``: the refresh (the first
/// pages), the append (after the last item) or the prepend (pages the window
/// dropped before the first item).
public enum PageLoadState: Equatable, Sendable {
  /// Not loading; more can be loaded in this direction.
  case idle
  /// A request is in flight.
  case loading
  /// The last request failed; ``PagingAction/retry`` asks again with the same token.
  case failed(ErrorSummary)
  /// Nothing more exists in this direction.
  case ended

  /// `true` while a request is in flight.
  public var isLoading: Bool { self == .loading }

  /// The failure, when the last request failed.
  public var failure: ErrorSummary? {
    if case .failed(let summary) = self { summary } else { nil }
  }
}
