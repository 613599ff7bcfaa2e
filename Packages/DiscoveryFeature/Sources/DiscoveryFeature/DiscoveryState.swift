import Common

/// What the discovery list shows: the items so far and the state of each
/// load direction.
public struct DiscoveryState: Equatable, Sendable {
  /// The query the items belong to.
  public var query: BeerQuery
  /// The items loaded so far, each id once, in list order.
  public var items: [BeerSummary] = []
  /// The first page (also a refresh, or a new query).
  public var firstPage: LoadState = .idle
  /// The next page.
  public var nextPage: LoadState = .idle
  /// Where the next page starts; `nil` once the end is reached.
  public var nextPageToken: PageToken?
  /// The last favorite toggle that failed (the mark was put back).
  public var favoriteFailure: ErrorSummary?

  /// Creates the state of a list that has not loaded yet.
  public init(query: BeerQuery) {
    self.query = query
  }

  /// `true` once the first page loaded and no further page exists.
  public var isEndOfResults: Bool {
    (firstPage == .loaded || firstPage == .empty) && nextPageToken == nil && !nextPage.isLoading
  }
}
