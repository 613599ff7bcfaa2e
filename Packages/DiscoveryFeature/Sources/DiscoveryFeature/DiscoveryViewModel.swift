import Common
import Observation
import Paging

/// The paged discovery list: ``send(_:)`` in, one `Equatable`
/// ``DiscoveryState`` out, observable with Swift Observation. The paging
/// itself (load states, retry, generations, prefetch, de-duplication, the
/// window) is Paging's `PagedList`; this adds the query and favorite marks.
@MainActor
@Observable
public final class DiscoveryViewModel {
  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Load the first page (ignored while it is loading or loaded).
    case load
    /// Ask again for whichever page failed, with the same token.
    case retry
    /// Reload from the start; the items stay until the new first page arrives.
    case refresh
    /// Show another query from its first page.
    case setQuery(BeerQuery)
    /// The item at this absolute index became visible.
    case itemAppeared(index: Int)
    /// These absolute indices are on screen, or about to be (rows a
    /// PageDown will reach): pages load ahead, and none of them is dropped.
    case rangeAppeared(ClosedRange<Int>)
    /// Make the beer a favorite, or not any more; the mark changes at once.
    case toggleFavorite(id: Int)
    /// The set of favorite ids changed (from the favorites stream).
    case favoritesChanged(Set<Int>)
  }

  /// The current state.
  public var state: DiscoveryState {
    DiscoveryState(query: query, list: list.state, favoriteFailure: favoriteFailure)
  }

  private var query: BeerQuery
  private var favoriteFailure: ErrorSummary?
  @ObservationIgnored private let list: PagedList<BeerSummary>
  @ObservationIgnored private let fetchPage:
    @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>
  @ObservationIgnored private let favorites: FavoriteMarks
  @ObservationIgnored private let pageSize: Int?
  @ObservationIgnored private var favoritesTask: Task<Void, Never>?
  /// Marks toggled here whose save is in flight: a set the stream read
  /// before the save must not put the old mark back meanwhile. (Once saved,
  /// the stream's next set has the change, so nothing can stick.)
  @ObservationIgnored private var unsavedMarks: [Int: Bool] = [:]

  init(
    fetchPage: @escaping @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>,
    favorites: FavoriteMarks, query: BeerQuery, pageSize: Int?, startToken: PageToken?,
    paging: PagingConfiguration
  ) {
    self.fetchPage = fetchPage
    self.favorites = favorites
    self.query = query
    self.pageSize = pageSize
    list = PagedList(
      configuration: paging, startToken: startToken,
      loader: Self.loader(fetchPage, query, pageSize))
  }

  isolated deinit {
    favoritesTask?.cancel()
  }

  /// How close to the end an appearing item triggers the next page.
  public var prefetchDistance: Int { list.configuration.prefetchDistance }

  /// Handles an action. The returned task ends when the work it started is
  /// done; callers may await it or not.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    switch action {
    case .load:
      observeFavorites()
      return list.send(.load)
    case .refresh:
      return list.send(.refresh)
    case .retry:
      return list.send(.retry)
    case .setQuery(let query):
      self.query = query
      return list.setLoader(Self.loader(fetchPage, query, pageSize))
    case .itemAppeared(let index):
      return list.send(.itemAppeared(index: index))
    case .rangeAppeared(let range):
      return list.send(.rangeAppeared(range))
    case .toggleFavorite(let id):
      return toggleFavorite(id)
    case .favoritesChanged(let ids):
      let unsaved = unsavedMarks
      list.updateItems { $0.isFavorite = unsaved[$0.id] ?? ids.contains($0.id) }
      return Task {}
    }
  }

  /// Waits until no page is loading (a prefetch chain included).
  public func settled() async { await list.settled() }

  private static func loader(
    _ fetchPage: @escaping @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>,
    _ query: BeerQuery, _ pageSize: Int?
  ) -> PagedList<BeerSummary>.Loader {
    { token in try await fetchPage(query, PageRequest(pageSize: pageSize, token: token)) }
  }

  /// Follows the favorites stream until the list is released.
  private func observeFavorites() {
    guard favoritesTask == nil else { return }
    let changes = favorites.changes
    favoritesTask = Task { [weak self] in
      for await ids in changes() {
        self?.send(.favoritesChanged(ids))
      }
    }
  }

  private func toggleFavorite(_ id: Int) -> Task<Void, Never> {
    guard let beer = list.state.items.first(where: { $0.id == id }) else { return Task {} }
    let wanted = !beer.isFavorite
    setMark(id, wanted)
    unsavedMarks[id] = wanted
    favoriteFailure = nil
    let setFavorite = favorites.setFavorite
    return Task {
      do {
        try await setFavorite(beer, wanted)
        if self.unsavedMarks[id] == wanted { self.unsavedMarks[id] = nil }
      } catch {
        self.unsavedMarks[id] = nil
        self.setMark(id, !wanted)
        self.favoriteFailure = ErrorSummary(error)
      }
    }
  }

  private func setMark(_ id: Int, _ isFavorite: Bool) {
    list.updateItems { if $0.id == id { $0.isFavorite = isFavorite } }
  }
}
