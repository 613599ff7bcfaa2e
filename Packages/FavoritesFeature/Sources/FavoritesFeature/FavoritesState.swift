import Common
import Paging

/// What the favorites list shows.
public struct FavoritesState: Equatable, Sendable {
  /// The paged favorites, newest first, each once.
  public var list: PagingState<Favorite>
  /// The last removed favorite, which ``FavoritesViewModel/Action/undoRemove`` restores.
  public var lastRemoved: Favorite?
  /// The last failed remove or undo.
  public var actionFailure: ErrorSummary?

  /// An empty, not yet loaded list.
  public init() {
    self.init(list: PagingState(), lastRemoved: nil, actionFailure: nil)
  }

  init(list: PagingState<Favorite>, lastRemoved: Favorite?, actionFailure: ErrorSummary?) {
    self.list = list
    self.lastRemoved = lastRemoved
    self.actionFailure = actionFailure
  }

  /// The favorites in memory (`PagingState.items`).
  public var items: [Favorite] { list.items }

  /// Where the page after the items starts; `nil` at the end.
  public var nextPageToken: PageToken? { list.nextPageToken }
}
