import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation

/// The interactive browser's controller: turns keys into view-model actions
/// and screen moves, and draws the states. It drives the same view models
/// as `discover`, `show` and `favorites list`.
@MainActor
final class Browser {
  enum Outcome: Equatable {
    case keepGoing
    case quit
  }

  private(set) var screen: BrowserScreen
  let list: DiscoveryViewModel
  private(set) var detail: BeerDetailViewModel?
  private(set) var favorites: FavoritesViewModel
  private let discovery: DiscoveryEnvironment
  private let favoritesEnvironment: FavoritesEnvironment
  private let pageSize: Int
  private let filterPause: Duration
  private let sleep: @Sendable (Duration) async throws -> Void
  private var filterTask: Task<Void, Never>?
  /// Called whenever something on screen may have changed.
  var onChange: () -> Void = {}

  init(
    discovery: DiscoveryEnvironment, favorites: FavoritesEnvironment, rows: Int, columns: Int,
    pageSize: Int = 20, filterPause: Duration = .milliseconds(300),
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    self.discovery = discovery
    self.favoritesEnvironment = favorites
    self.pageSize = pageSize
    self.filterPause = filterPause
    self.sleep = sleep
    screen = BrowserScreen(rows: rows, columns: columns)
    list = discovery.makeDiscoveryViewModel(pageSize: pageSize)
    self.favorites = favorites.makeFavoritesViewModel(pageSize: pageSize)
    list.observe { [weak self] _ in
      self?.onChange()
      // After the state settles: the rows now on screen have appeared.
      Task { @MainActor [weak self] in self?.prefetchVisible() }
    }
    self.favorites.observe { [weak self] _ in self?.onChange() }
  }

  /// Every row on screen has appeared: a screen taller than the loaded
  /// items asks for the next page before any key is pressed.
  private func prefetchVisible() {
    guard screen.mode == .list, !list.state.items.isEmpty else { return }
    let lastVisible = min(list.state.items.count, screen.listScroll + screen.bodyRows) - 1
    list.send(.itemAppeared(index: lastVisible))
  }

  /// Loads the first page.
  @discardableResult
  func start() -> Task<Void, Never> {
    list.send(.load)
  }

  func resize(rows: Int, columns: Int) {
    screen.rows = rows
    screen.columns = columns
    screen.moveList(by: 0, count: list.state.items.count)
    screen.moveFavorites(by: 0, count: favorites.state.items.count)
  }

  /// The rows to draw now.
  func frame(style: OutputStyle) -> [String] {
    BrowserRenderer(style: style).render(
      screen, discovery: list.state, detail: detail?.state, favorites: favorites.state)
  }

  /// Handles one key; the returned task ends when the work it started is
  /// done (tests await it; the terminal loop does not).
  @discardableResult
  func handle(_ key: Key) -> (Outcome, Task<Void, Never>?) {
    if key == .ctrlC { return (.quit, nil) }
    if screen.filterInput != nil { return (.keepGoing, typeFilter(key)) }
    if screen.showsHelp, key != .character("q") {
      screen.showsHelp = false
      return (.keepGoing, nil)
    }
    switch key {
    case .character("q"): return (.quit, nil)
    case .character("?"):
      screen.showsHelp = true
      return (.keepGoing, nil)
    default: break
    }
    switch screen.mode {
    case .list: return (.keepGoing, handleList(key))
    case .favorites: return (.keepGoing, handleFavorites(key))
    case .detail(_, let origin): return (.keepGoing, handleDetail(key, origin: origin))
    }
  }

  private func handleList(_ key: Key) -> Task<Void, Never>? {
    let state = list.state
    switch key {
    case .up, .character("k"): return moveList(by: -1)
    case .down, .character("j"): return moveList(by: 1)
    case .pageUp: return moveList(by: -screen.bodyRows)
    case .pageDown: return moveList(by: screen.bodyRows)
    case .home: return moveList(by: -state.items.count)
    case .end: return moveList(by: state.items.count)
    case .enter:
      guard state.items.indices.contains(screen.listSelection) else { return nil }
      return openDetail(state.items[screen.listSelection].id, from: .list)
    case .character("f"):
      guard state.items.indices.contains(screen.listSelection) else { return nil }
      return list.send(.toggleFavorite(id: state.items[screen.listSelection].id))
    case .character("F"):
      screen.mode = .favorites
      screen.favoritesSelection = 0
      screen.favoritesScroll = 0
      favorites = favoritesEnvironment.makeFavoritesViewModel(pageSize: pageSize)
      favorites.observe { [weak self] _ in self?.onChange() }
      return favorites.send(.load)
    case .character("/"):
      screen.filterInput = screen.filter
      return nil
    case .character("r"): return list.send(.retry)
    default: return nil
    }
  }

  private func moveList(by delta: Int) -> Task<Void, Never> {
    screen.moveList(by: delta, count: list.state.items.count)
    let lastVisible = min(list.state.items.count, screen.listScroll + screen.bodyRows) - 1
    return list.send(.itemAppeared(index: max(screen.listSelection, lastVisible)))
  }

  private func handleFavorites(_ key: Key) -> Task<Void, Never>? {
    let state = favorites.state
    func move(_ delta: Int) -> Task<Void, Never>? {
      screen.moveFavorites(by: delta, count: state.items.count)
      guard screen.favoritesSelection >= state.items.count - pageSize else { return nil }
      return favorites.send(.loadNextPage)
    }
    switch key {
    case .up, .character("k"): return move(-1)
    case .down, .character("j"): return move(1)
    case .pageUp: return move(-screen.bodyRows)
    case .pageDown: return move(screen.bodyRows)
    case .home: return move(-state.items.count)
    case .end: return move(state.items.count)
    case .enter:
      guard state.items.indices.contains(screen.favoritesSelection) else { return nil }
      return openDetail(state.items[screen.favoritesSelection].id, from: .favorites)
    case .character("f"), .character("x"):
      guard state.items.indices.contains(screen.favoritesSelection) else { return nil }
      let task = favorites.send(.remove(id: state.items[screen.favoritesSelection].id))
      screen.favoritesSelection = min(
        screen.favoritesSelection, max(0, favorites.state.items.count - 1))
      return task
    case .character("u"): return favorites.send(.undoRemove)
    case .character("r"): return favorites.send(.retry)
    case .escape, .backspace, .character("F"):
      screen.mode = .list
      return refreshMarks()
    default: return nil
    }
  }

  private func handleDetail(_ key: Key, origin: BrowserScreen.Origin) -> Task<Void, Never>? {
    switch key {
    case .up, .character("k"): screen.detailScroll = max(0, screen.detailScroll - 1)
    case .down, .character("j"): screen.detailScroll += 1
    case .pageUp: screen.detailScroll = max(0, screen.detailScroll - screen.bodyRows)
    case .pageDown: screen.detailScroll += screen.bodyRows
    case .home: screen.detailScroll = 0
    case .character("f"): return detail?.send(.toggleFavorite)
    case .character("r"): return detail?.send(.retry)
    case .escape, .backspace:
      screen.mode = origin == .list ? .list : .favorites
      detail = nil
      return origin == .favorites ? favorites.send(.load) : nil
    default: break
    }
    return nil
  }

  private func openDetail(_ id: Int, from origin: BrowserScreen.Origin) -> Task<Void, Never> {
    screen.mode = .detail(id: id, from: origin)
    screen.detailScroll = 0
    let detail = discovery.makeDetailViewModel(id: id)
    detail.observe { [weak self] _ in self?.onChange() }
    self.detail = detail
    return detail.send(.load)
  }

  /// After favorites changed elsewhere (the favorites list), bring the marks
  /// of the loaded items up to date.
  private func refreshMarks() -> Task<Void, Never> {
    let ids = list.state.items.map(\.id)
    let marks = discovery.favorites
    let list = list
    return Task {
      guard let favorites = try? await marks.favoriteIDs(ids) else { return }
      list.send(.favoritesChanged(favorites))
    }
  }

  private func typeFilter(_ key: Key) -> Task<Void, Never>? {
    guard var input = screen.filterInput else { return nil }
    switch key {
    case .escape:
      screen.filterInput = nil
      return nil
    case .enter:
      screen.filterInput = nil
      filterTask?.cancel()
      return applyFilter(input)
    case .backspace:
      if !input.isEmpty { input.removeLast() }
    case .character(let character):
      input.append(character)
    default:
      return nil
    }
    screen.filterInput = input
    // Typing refines the filter after a short pause.
    filterTask?.cancel()
    let (pause, sleep) = (filterPause, self.sleep)
    let task = Task { [weak self] in
      guard (try? await sleep(pause)) != nil, !Task.isCancelled, let self else { return }
      await self.applyFilter(input).value
    }
    filterTask = task
    return task
  }

  private func applyFilter(_ text: String) -> Task<Void, Never> {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard name != screen.filter else { return Task {} }
    screen.filter = name
    screen.listSelection = 0
    screen.listScroll = 0
    onChange()
    return list.send(.setQuery(BeerQuery(name: name.isEmpty ? nil : name)))
  }
}
