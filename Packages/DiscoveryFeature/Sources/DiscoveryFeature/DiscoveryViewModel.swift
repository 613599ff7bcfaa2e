import Common

/// The paged discovery list as a state machine: ``send(_:)`` in, an
/// `Equatable` ``DiscoveryState`` out. It holds no UI type, so the one-shot
/// CLI, the interactive browser and an iOS app drive the same object.
///
/// - One load in flight per direction; the first page and the next page have
///   separate ``LoadState``s.
/// - A failed next page keeps the items, and ``Action/retry`` asks again with
///   the same token.
/// - A new query or a refresh starts a new generation: responses of the old
///   one are dropped.
/// - Items are de-duplicated by id across pages.
/// - ``Action/itemAppeared(index:)`` loads the next page once the index is
///   within the prefetch distance of the end (compared with `>=`, so a fast
///   scroll that skips indices still triggers it).
@MainActor
public final class DiscoveryViewModel {
  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Load the first page (ignored while it is loading).
    case load
    /// Load the next page, if there is one (ignored while it is loading).
    case loadNextPage
    /// Ask again for whichever page failed.
    case retry
    /// Reload from the start, dropping anything in flight.
    case refresh
    /// Show another query from its first page.
    case setQuery(BeerQuery)
    /// The item at `index` became visible.
    case itemAppeared(index: Int)
    /// Make the beer a favorite, or not any more; the mark changes at once.
    case toggleFavorite(id: Int)
    /// The set of favorite ids changed (from the favorites stream).
    case favoritesChanged(Set<Int>)
  }

  /// The current state.
  public private(set) var state: DiscoveryState {
    didSet {
      if state != oldValue { for observer in observers { observer(state) } }
    }
  }

  /// Items per page requested (`nil`: the token's, or 20).
  public let pageSize: Int?
  /// How close to the end an appearing item triggers the next page.
  public let prefetchDistance: Int

  private let fetchPage: @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>
  private let favorites: FavoriteMarks
  private let startToken: PageToken?
  private var favoritesTask: Task<Void, Never>?
  private var generation = 0
  private var firstTask: Task<Void, Never>?
  private var nextTask: Task<Void, Never>?
  private var observers: [(DiscoveryState) -> Void] = []

  init(
    fetchPage: @escaping @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>,
    favorites: FavoriteMarks, query: BeerQuery, pageSize: Int?, startToken: PageToken?,
    prefetchDistance: Int?
  ) {
    self.fetchPage = fetchPage
    self.favorites = favorites
    self.pageSize = pageSize
    self.startToken = startToken
    self.prefetchDistance = max(0, prefetchDistance ?? pageSize ?? PageSize.defaultValue)
    state = DiscoveryState(query: query)
  }

  /// Calls `observer` with every new state (not the current one).
  public func observe(_ observer: @escaping (DiscoveryState) -> Void) {
    observers.append(observer)
  }

  /// Handles an action. The returned task ends when the work it started is
  /// done; callers may await it or not.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    switch action {
    case .load:
      if state.firstPage.isLoading, let firstTask { return firstTask }
      observeFavorites()
      return startFirstPage(keepingItems: false)
    case .refresh:
      return startFirstPage(keepingItems: true)
    case .setQuery(let query):
      state.query = query
      return startFirstPage(keepingItems: false)
    case .loadNextPage:
      return startNextPage()
    case .retry:
      if state.firstPage.failure != nil { return startFirstPage(keepingItems: true) }
      if state.nextPage.failure != nil { return startNextPage() }
      return Task {}
    case .itemAppeared(let index):
      guard state.nextPageToken != nil, state.nextPage.failure == nil,
        index >= state.items.count - prefetchDistance
      else { return Task {} }
      return startNextPage()
    case .toggleFavorite(let id):
      return toggleFavorite(id)
    case .favoritesChanged(let ids):
      applyFavorites(ids)
      return Task {}
    }
  }

  /// Follows the favorites stream for as long as the list lives.
  private func observeFavorites() {
    guard favoritesTask == nil else { return }
    let changes = favorites.changes
    favoritesTask = Task { [weak self] in
      for await ids in changes() {
        guard let self else { return }
        self.applyFavorites(ids)
      }
    }
  }

  private func applyFavorites(_ ids: Set<Int>) {
    var marked = state
    for index in marked.items.indices {
      marked.items[index].isFavorite = ids.contains(marked.items[index].id)
    }
    state = marked
  }

  private func toggleFavorite(_ id: Int) -> Task<Void, Never> {
    guard let index = state.items.firstIndex(where: { $0.id == id }) else { return Task {} }
    let beer = state.items[index]
    let wanted = !beer.isFavorite
    state.items[index].isFavorite = wanted
    state.favoriteFailure = nil
    let setFavorite = favorites.setFavorite
    return Task {
      do {
        try await setFavorite(beer, wanted)
      } catch {
        if let index = self.state.items.firstIndex(where: { $0.id == id }) {
          self.state.items[index].isFavorite = !wanted
        }
        self.state.favoriteFailure = ErrorSummary(error)
      }
    }
  }

  private func startFirstPage(keepingItems: Bool) -> Task<Void, Never> {
    generation += 1
    let current = generation
    firstTask?.cancel()
    nextTask?.cancel()
    nextTask = nil
    var loading = state
    if !keepingItems { loading.items = [] }
    loading.firstPage = .loading
    loading.nextPage = .idle
    loading.nextPageToken = nil
    state = loading
    let query = state.query
    let request = PageRequest(pageSize: pageSize, token: startToken)
    let task = Task { [fetchPage] in
      let result = await Self.load(fetchPage, query, request)
      guard current == self.generation else { return }
      switch result {
      case .success(let page):
        var loaded = self.state
        loaded.items = Self.unique(page.items)
        loaded.nextPageToken = page.nextPageToken
        loaded.firstPage = page.items.isEmpty ? .empty : .loaded
        self.state = loaded
      case .failure(let error):
        self.state.firstPage = .failed(ErrorSummary(error))
      }
    }
    firstTask = task
    return task
  }

  private func startNextPage() -> Task<Void, Never> {
    if state.nextPage.isLoading, let nextTask { return nextTask }
    guard state.firstPage == .loaded, let token = state.nextPageToken else { return Task {} }
    let current = generation
    state.nextPage = .loading
    let query = state.query
    let request = PageRequest(pageSize: pageSize, token: token)
    let task = Task { [fetchPage] in
      let result = await Self.load(fetchPage, query, request)
      guard current == self.generation else { return }
      switch result {
      case .success(let page):
        var loaded = self.state
        let known = Set(loaded.items.map(\.id))
        loaded.items += Self.unique(page.items.filter { !known.contains($0.id) })
        loaded.nextPageToken = page.nextPageToken
        loaded.nextPage = page.items.isEmpty ? .empty : .loaded
        self.state = loaded
      case .failure(let error):
        self.state.nextPage = .failed(ErrorSummary(error))
      }
    }
    nextTask = task
    return task
  }

  private nonisolated static func load(
    _ fetchPage: @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>,
    _ query: BeerQuery, _ request: PageRequest
  ) async -> Result<Page<BeerSummary>, any Error> {
    do {
      return .success(try await fetchPage(query, request))
    } catch {
      return .failure(error)
    }
  }

  private static func unique(_ items: [BeerSummary]) -> [BeerSummary] {
    var seen = Set<Int>()
    return items.filter { seen.insert($0.id).inserted }
  }
}
