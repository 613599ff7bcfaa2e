import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import Observation
import Paging
import TerminalUI

/// The interactive browser's controller: turns keys into view-model actions
/// and screen moves, and follows the view models' states with Observation.
/// It drives the same view models as `discover`, `show` and `favorites list`.
@MainActor
@Observable
final class Browser {
  enum Outcome: Equatable {
    case keepGoing
    case quit
  }

  @ObservationIgnored private(set) var screen: BrowserScreen
  @ObservationIgnored let list: DiscoveryViewModel
  private(set) var detail: BeerDetailViewModel?
  private(set) var favorites: FavoritesViewModel
  @ObservationIgnored private let discovery: DiscoveryEnvironment
  @ObservationIgnored private let favoritesEnvironment: FavoritesEnvironment
  @ObservationIgnored private let pageSize: Int
  @ObservationIgnored private let filterPause: Duration
  @ObservationIgnored private let sleep: @Sendable (Duration) async throws -> Void
  @ObservationIgnored private var filterTask: Task<Void, Never>?
  /// Rows a PageDown (or a held ↓) asked for beyond the last loaded row:
  /// the selection goes on as the pages arrive.
  @ObservationIgnored private(set) var pendingRows = 0
  /// Called whenever something on screen may have changed.
  @ObservationIgnored var onChange: () -> Void = {}

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
    let screen = BrowserScreen(rows: rows, columns: columns)
    self.screen = screen
    list = discovery.makeDiscoveryViewModel(
      pageSize: pageSize, paging: Self.paging(pageSize: pageSize, bodyRows: screen.bodyRows))
    self.favorites = favorites.makeFavoritesViewModel(pageSize: pageSize)
    follow()
  }

  /// One page ahead; a first load that fills the screen; a window of at
  /// least ten pages that holds the screen and a page either side twice
  /// over, so a dropped page is never one on screen.
  static func paging(pageSize: Int, bodyRows: Int) -> PagingConfiguration {
    let size = max(1, pageSize)
    let window = max(10 * size, 2 * (bodyRows + 2 * size))
    // A page size of at least 1 and a window of ten pages or more are never refused.
    return try! PagingConfiguration(
      pageSize: size, initialLoadSize: bodyRows + 1, maxItems: window)
  }

  /// Follows every state on screen; each change redraws and lets a pending
  /// move go on.
  private func follow() {
    withObservationTracking {
      _ = list.state
      _ = favorites.state
      _ = detail?.state
    } onChange: { [weak self] in
      Task { @MainActor [weak self] in
        guard let self else { return }
        self.continuePendingMove()
        self.onChange()
        self.follow()
      }
    }
  }

  /// Loads the first pages: enough to fill the screen, and the next one.
  @discardableResult
  func start() -> Task<Void, Never> {
    let load = list.send(.load)
    list.send(.itemAppeared(index: screen.bodyRows - 1))
    return load
  }

  func resize(rows: Int, columns: Int) {
    screen.rows = rows
    screen.columns = columns
    screen.moveList(by: 0, count: list.state.list.count)
    screen.moveFavorites(by: 0, count: favorites.state.list.count)
    list.send(.rangeAppeared(screen.listScroll...(screen.listScroll + screen.bodyRows - 1)))
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
    let state = list.state.list
    switch key {
    case .up, .character("k"): return moveList(by: -1)
    case .down, .character("j"): return moveList(by: 1)
    case .pageUp: return moveList(by: -screen.bodyRows)
    case .pageDown: return moveList(by: screen.bodyRows)
    case .home: return moveList(by: -state.count)
    case .end: return moveList(by: state.count, waitingForRows: false)
    case .enter:
      guard let beer = state.item(at: screen.listSelection) else { return nil }
      return openDetail(beer.id, from: .list)
    case .character("f"):
      guard let beer = state.item(at: screen.listSelection) else { return nil }
      return list.send(.toggleFavorite(id: beer.id))
    case .character("F"):
      pendingRows = 0
      screen.mode = .favorites
      screen.favoritesSelection = 0
      screen.favoritesScroll = 0
      favorites = favoritesEnvironment.makeFavoritesViewModel(pageSize: pageSize)
      return favorites.send(.load)
    case .character("/"):
      screen.filterInput = screen.filter
      return nil
    case .character("r"): return list.send(.retry)
    default: return nil
    }
  }

  /// Moves the selection; rows asked for past the last loaded one wait in
  /// ``pendingRows`` while the pages ahead load (not for End, which goes to
  /// the last row loaded). Tells the list which rows
  /// are on screen, plus the pending ones, so pages load ahead, dropped
  /// pages come back, and no page on screen is dropped.
  private func moveList(by delta: Int, waitingForRows: Bool = true) -> Task<Void, Never> {
    let state = list.state.list
    if delta <= 0 || !waitingForRows { pendingRows = 0 }
    let target = screen.listSelection + delta
    screen.moveList(by: delta, count: state.count)
    if waitingForRows, delta > 0, target > screen.listSelection, !state.isEndOfResults {
      pendingRows += target - screen.listSelection
    }
    let top = screen.listScroll
    let bottom = screen.listScroll + screen.bodyRows - 1
    let load = list.send(.rangeAppeared(top...(bottom + pendingRows)))
    guard pendingRows > 0 else { return load }
    return Task {
      await load.value
      await self.continuePendingMove()?.value
    }
  }

  /// Goes on with a pending move once more rows have loaded.
  @discardableResult
  private func continuePendingMove() -> Task<Void, Never>? {
    guard pendingRows > 0, screen.mode == .list else { return nil }
    let state = list.state.list
    let room = state.count - 1 - screen.listSelection
    if state.isEndOfResults || state.append.failure != nil { pendingRows = 0 }
    guard room > 0, pendingRows > 0 else { return nil }
    let rows = pendingRows
    pendingRows = 0
    return moveList(by: rows)
  }

  private func handleFavorites(_ key: Key) -> Task<Void, Never>? {
    let state = favorites.state.list
    func move(_ delta: Int) -> Task<Void, Never>? {
      screen.moveFavorites(by: delta, count: state.count)
      return favorites.send(
        .itemAppeared(index: screen.favoritesScroll + screen.bodyRows - 1))
    }
    switch key {
    case .up, .character("k"): return move(-1)
    case .down, .character("j"): return move(1)
    case .pageUp: return move(-screen.bodyRows)
    case .pageDown: return move(screen.bodyRows)
    case .home: return move(-state.count)
    case .end: return move(state.count)
    case .enter:
      guard let favorite = state.item(at: screen.favoritesSelection) else { return nil }
      return openDetail(favorite.id, from: .favorites)
    case .character("f"), .character("x"):
      guard let favorite = state.item(at: screen.favoritesSelection) else { return nil }
      let task = favorites.send(.remove(id: favorite.id))
      screen.favoritesSelection = min(
        screen.favoritesSelection, max(0, favorites.state.list.count - 1))
      return task
    case .character("u"): return favorites.send(.undoRemove)
    case .character("r"): return favorites.send(.retry)
    case .escape, .backspace, .character("F"):
      // The list's marks follow the favorites through its change stream.
      screen.mode = .list
      return nil
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
      return origin == .favorites ? favorites.send(.refresh) : nil
    default: break
    }
    return nil
  }

  private func openDetail(_ id: Int, from origin: BrowserScreen.Origin) -> Task<Void, Never> {
    screen.mode = .detail(id: id, from: origin)
    screen.detailScroll = 0
    let detail = discovery.makeDetailViewModel(id: id)
    self.detail = detail
    return detail.send(.load)
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
    pendingRows = 0
    onChange()
    let load = list.send(.setQuery(BeerQuery(name: name.isEmpty ? nil : name)))
    list.send(.itemAppeared(index: screen.bodyRows - 1))
    return load
  }
}
