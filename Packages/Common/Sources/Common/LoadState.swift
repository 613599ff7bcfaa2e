/// The state of one load direction of a list (the first page, or the next
/// page), kept separately per direction so a failed next page never hides the
/// items already loaded.
public enum LoadState: Equatable, Sendable {
  /// Nothing requested yet.
  case idle
  /// A request is in flight.
  case loading
  /// The last request succeeded and returned items.
  case loaded
  /// The last request succeeded with no items (an empty result, or the end).
  case empty
  /// The last request failed; it can be retried.
  case failed(ErrorSummary)

  /// `true` while a request is in flight.
  public var isLoading: Bool { self == .loading }

  /// The failure, when the last request failed.
  public var failure: ErrorSummary? {
    if case .failed(let summary) = self { summary } else { nil }
  }
}
