import Common
import Paging

/// What the discovery list shows: the query, the paged items with their
/// load states, and the last failed favorite toggle.
public struct DiscoveryState: Equatable, Sendable {
  /// The query the items belong to.
  public var query: BeerQuery
  /// The paged list: items at stable indices, and a load state per direction.
  public var list: PagingState<BeerSummary>
  /// The last favorite toggle that failed (the mark was put back).
  public var favoriteFailure: ErrorSummary?

  /// Creates the state of a list that has not loaded yet.
  public init(query: BeerQuery) {
    self.init(query: query, list: PagingState(), favoriteFailure: nil)
  }

  init(query: BeerQuery, list: PagingState<BeerSummary>, favoriteFailure: ErrorSummary?) {
    self.query = query
    self.list = list
    self.favoriteFailure = favoriteFailure
  }

  /// The items in memory (`PagingState.items`).
  public var items: [BeerSummary] { list.items }

  /// Where the page after the items starts; `nil` at the end.
  public var nextPageToken: PageToken? { list.nextPageToken }
}
