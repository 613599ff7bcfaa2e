import Common
import Observation

/// The one paged-list state machine of Taproom: ``send(_:)`` in, one
/// `Equatable` ``PagingState`` out, observable with Swift Observation.
///
/// It is fed by a narrow loader, `(PageToken?) async throws -> Page<Item>`,
/// and does the rest:
///
/// - separate load states for refresh, prepend and append;
/// - ``PagingAction/retry`` of exactly the direction that failed, with the
///   same token, keeping the items;
/// - a refresh keeps the items on screen until the new first pages arrive;
/// - the next page loads once an appearing index is within
///   ``PagingConfiguration/prefetchDistance`` of the end (compared with `>=`);
/// - de-duplication by id in O(page size) per page;
/// - a refresh or a new loader starts a generation: loads in flight are
///   cancelled and their late answers dropped;
/// - a window (``PagingConfiguration/maxItems``): pages far behind the
///   viewer are dropped and reloaded with their kept tokens when scrolled
///   back to, at the same indices;
/// - no task outlives the list: releasing it cancels its loads.
///
/// ```swift
/// let list = PagedList<Beer>(configuration: try PagingConfiguration(pageSize: 20)) { token in
///   try await api.beers(after: token)            // any (PageToken?) -> Page<Beer>
/// }
/// await list.send(.load).value
/// list.send(.itemAppeared(index: 15))            // loads page 2 ahead
/// ```
@MainActor
@Observable
public final class PagedList<Item: Identifiable & Sendable & Equatable> where Item.ID: Sendable {
  /// Loads the page that a token starts (`nil`: the first page).
  public typealias Loader = @Sendable (PageToken?) async throws -> Page<Item>

  /// The current state.
  public private(set) var state = PagingState<Item>()
  /// How the list loads and how much it keeps.
  public let configuration: PagingConfiguration

  @ObservationIgnored private var loader: Loader
  @ObservationIgnored private var startToken: PageToken?
  @ObservationIgnored private var directory = PageDirectory()
  @ObservationIgnored private var ids: Set<Item.ID> = []
  @ObservationIgnored private var generation = 0
  @ObservationIgnored private var lastAppeared: ClosedRange<Int>?
  @ObservationIgnored private var refreshTask: Task<Void, Never>?
  @ObservationIgnored private var appendTask: Task<Void, Never>?
  @ObservationIgnored private var prependTask: Task<Void, Never>?

  /// Creates a list that has not loaded yet.
  ///
  /// - Parameters:
  ///   - configuration: page size, prefetch distance, first load, window.
  ///   - startToken: where the list starts (`nil`: the beginning).
  ///   - loader: loads one page.
  public init(
    configuration: PagingConfiguration, startToken: PageToken? = nil,
    loader: @escaping Loader
  ) {
    self.configuration = configuration
    self.startToken = startToken
    self.loader = loader
  }

  isolated deinit {
    refreshTask?.cancel()
    appendTask?.cancel()
    prependTask?.cancel()
  }

  /// Handles an action. The returned task ends when the load it started has
  /// been applied (or at once when it started none).
  @discardableResult
  public func send(_ action: PagingAction) -> Task<Void, Never> {
    switch action {
    case .load:
      if state.refresh.isLoading, let refreshTask { return refreshTask }
      if state.isLoaded { return Task {} }
      return startRefresh(clearing: false)
    case .refresh:
      return startRefresh(clearing: false)
    case .retry:
      if state.refresh.failure != nil { return startRefresh(clearing: false) }
      let tasks = [
        state.append.failure != nil ? startAppend() : nil,
        state.prepend.failure != nil ? startPrepend() : nil,
      ].compactMap { $0 }
      return Task { for task in tasks { await task.value } }
    case .itemAppeared(let index):
      lastAppeared = index...index
      return evaluate() ?? Task {}
    case .rangeAppeared(let range):
      lastAppeared = range
      return evaluate() ?? Task {}
    }
  }

  /// Shows another list (a new query) from its first page: the items go at
  /// once, and loads of the old loader are cancelled and dropped.
  @discardableResult
  public func setLoader(_ loader: @escaping Loader, startToken: PageToken? = nil) -> Task<
    Void, Never
  > {
    self.loader = loader
    self.startToken = startToken
    return startRefresh(clearing: true)
  }

  /// Changes items in memory in place (a favorite mark, say). `change` must
  /// keep each item's id.
  public func updateItems(_ change: (inout Item) -> Void) {
    state.items.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { change(&buffer[index]) }
    }
  }

  /// Removes the item with this id, if it is in memory; returns its
  /// absolute index and the item. Later items move up by one.
  @discardableResult
  public func remove(id: Item.ID) -> (index: Int, item: Item)? {
    guard let local = state.items.firstIndex(where: { $0.id == id }) else { return nil }
    let item = state.items.remove(at: local)
    ids.remove(id)
    directory.adjustCount(atLocalIndex: local, by: -1)
    return (state.offset + local, item)
  }

  /// Inserts an item at an absolute index (clamped to the items in memory),
  /// unless its id is already shown. Later items move down by one.
  public func insert(_ item: Item, at index: Int) {
    guard state.isLoaded, !ids.contains(item.id) else { return }
    let local = min(max(0, index - state.offset), state.items.count)
    state.items.insert(item, at: local)
    ids.insert(item.id)
    directory.adjustCount(atLocalIndex: local, by: 1)
  }

  /// Waits until no load is in flight, including the loads that finished
  /// loads start (a prefetch chain); for one-shot clients and tests.
  public func settled() async {
    var awaited: Set<Task<Void, Never>> = []
    while true {
      let pending = Set([refreshTask, appendTask, prependTask].compactMap { $0 })
      if pending.isEmpty || pending.isSubset(of: awaited) { return }
      for task in pending { await task.value }
      awaited.formUnion(pending)
    }
  }

  // MARK: - Loading

  private func cancelAll() {
    generation += 1
    refreshTask?.cancel()
    appendTask?.cancel()
    prependTask?.cancel()
    refreshTask = nil
    appendTask = nil
    prependTask = nil
  }

  private func startRefresh(clearing: Bool) -> Task<Void, Never> {
    cancelAll()
    let current = generation
    if clearing {
      state = PagingState()
      directory = PageDirectory()
      ids = []
      lastAppeared = nil
    } else {
      if state.append.isLoading { state.append = .idle }
      if state.prepend.isLoading { state.prepend = .idle }
    }
    state.refresh = .loading
    let (loader, start, wanted) = (loader, startToken, configuration.initialLoadSize)
    let task = Task { [weak self] in
      let first = await Self.loadFirstPages(loader, from: start, atLeast: wanted)
      guard let self, current == self.generation else { return }
      self.refreshTask = nil
      self.applyRefresh(first)
      self.evaluate()
    }
    refreshTask = task
    return task
  }

  /// The pages of a first load: each with the token that loaded it, and the
  /// error that stopped it early, if any.
  private struct FirstPages: Sendable {
    var pages: [(token: PageToken?, page: Page<Item>)] = []
    var failure: ErrorSummary?
  }

  private nonisolated static func loadFirstPages(
    _ loader: Loader, from start: PageToken?, atLeast wanted: Int
  ) async -> FirstPages {
    var result = FirstPages()
    var token = start
    var total = 0
    var followed: Set<PageToken> = []
    while !Task.isCancelled {
      do {
        let page = try await loader(token)
        result.pages.append((token, page))
        total += page.items.count
        if let token { followed.insert(token) }
        guard let next = page.nextPageToken, total < wanted, !followed.contains(next) else {
          break
        }
        token = next
      } catch {
        result.failure = ErrorSummary(error)
        break
      }
    }
    return result
  }

  private func applyRefresh(_ first: FirstPages) {
    guard !first.pages.isEmpty else {
      state.refresh = .failed(first.failure ?? ErrorSummary(CancellationError()))
      return
    }
    directory = PageDirectory()
    ids = []
    var next = PagingState<Item>()
    next.isLoaded = true
    for (token, page) in first.pages {
      acceptNew(page, token: token, into: &next)
    }
    if let failure = first.failure, next.append != .ended, next.append.failure == nil {
      next.append = .failed(failure)
    }
    next.nextPageToken = directory.nextToken
    state = next
  }

  /// Adds a page the list has not seen before after the last one.
  private func acceptNew(_ page: Page<Item>, token: PageToken?, into next: inout PagingState<Item>)
  {
    var fresh: [Item] = []
    fresh.reserveCapacity(page.items.count)
    for item in page.items where ids.insert(item.id).inserted { fresh.append(item) }
    let duplicates = page.items.count - fresh.count
    if duplicates > 0 { next.problem = .duplicateItems(count: duplicates) }
    directory.appendNew(token: token, count: fresh.count, next: page.nextPageToken)
    next.items.append(contentsOf: fresh)
    if let following = page.nextPageToken,
      following == token || directory.wasFollowed(following)
    {
      directory.endAtLastPage()
      next.problem = .repeatedToken(following)
      next.append = .failed(ErrorSummary(PagingError.repeatedToken(following)))
    } else {
      next.append = page.nextPageToken == nil ? .ended : .idle
    }
  }

  /// Starts what the last appeared index asks for; returns the first task
  /// it started.
  @discardableResult
  private func evaluate() -> Task<Void, Never>? {
    guard let range = lastAppeared, state.isLoaded, !state.refresh.isLoading else { return nil }
    var started: Task<Void, Never>?
    if state.append == .idle, range.upperBound >= state.count - configuration.prefetchDistance {
      started = startAppend()
    }
    if state.prepend == .idle, range.lowerBound < state.offset + configuration.prefetchDistance {
      let prepend = startPrepend()
      started = started ?? prepend
    }
    return started
  }

  private func startAppend() -> Task<Void, Never> {
    if state.append.isLoading, let appendTask { return appendTask }
    guard state.isLoaded, !state.refresh.isLoading else { return Task {} }
    guard let (token, reload) = directory.afterWindow else {
      state.append = .ended
      return Task {}
    }
    let expected = reload ? directory.pages[directory.window.upperBound].count : nil
    let task = startLoad(\.append, token: token) { list, page in
      if let expected {
        list.acceptReloadAfter(page, expected: expected)
      } else {
        list.acceptNew(page, token: token, into: &list.state)
      }
      list.state.nextPageToken = list.directory.nextToken
      list.dropFront()
    }
    appendTask = task
    return task
  }

  private func startPrepend() -> Task<Void, Never> {
    if state.prepend.isLoading, let prependTask { return prependTask }
    guard state.isLoaded, !state.refresh.isLoading, let before = directory.beforeWindow else {
      return Task {}
    }
    let task = startLoad(\.prepend, token: before.token) { list, page in
      list.acceptReloadBefore(page, expected: before.count)
      list.dropBack()
    }
    prependTask = task
    return task
  }

  /// Loads one page at an edge of the window: the direction's state is
  /// `.loading` until the answer, which `apply` takes (a failure is the
  /// direction's); an answer of an older generation is dropped. While a
  /// direction loads, the other never drops pages at its edge, so the edge
  /// is where it was when the load started.
  private func startLoad(
    _ direction: WritableKeyPath<PagingState<Item>, PageLoadState>, token: PageToken?,
    apply: @escaping (PagedList, Page<Item>) -> Void
  ) -> Task<Void, Never> {
    let current = generation
    state[keyPath: direction] = .loading
    let loader = loader
    return Task { [weak self] in
      let result = await Self.load(loader, token)
      guard let self, current == self.generation else { return }
      switch result {
      case .success(let page): apply(self, page)
      case .failure(let error): self.state[keyPath: direction] = .failed(error)
      }
      self.evaluate()
    }
  }

  /// The unseen items of a reloaded page, or `nil` when it no longer has
  /// the items it had: the problem is recorded and `direction` fails.
  private func reloaded(
    _ page: Page<Item>, expected: Int,
    failing direction: WritableKeyPath<PagingState<Item>, PageLoadState>
  ) -> [Item]? {
    let fresh = page.items.filter { !ids.contains($0.id) }
    guard fresh.count == expected else {
      let problem = PagingError.pageChanged(expected: expected, got: fresh.count)
      state.problem = problem
      state[keyPath: direction] = .failed(ErrorSummary(problem))
      return nil
    }
    for item in fresh { ids.insert(item.id) }
    return fresh
  }

  private func acceptReloadAfter(_ page: Page<Item>, expected: Int) {
    guard let fresh = reloaded(page, expected: expected, failing: \.append) else { return }
    directory.extendAfter()
    state.items.append(contentsOf: fresh)
    state.append = directory.afterWindow == nil ? .ended : .idle
  }

  private func acceptReloadBefore(_ page: Page<Item>, expected: Int) {
    guard let fresh = reloaded(page, expected: expected, failing: \.prepend) else { return }
    directory.extendBefore()
    state.items.insert(contentsOf: fresh, at: 0)
    state.offset -= fresh.count
    state.prepend = directory.beforeWindow == nil ? .ended : .idle
  }

  /// After an append: drops pages at the front while the window holds more
  /// than `maxItems` and they end more than the prefetch distance before
  /// the range last seen.
  private func dropFront() {
    guard let maxItems = configuration.maxItems, !state.prepend.isLoading else { return }
    let protected = (lastAppeared?.lowerBound ?? state.count) - configuration.prefetchDistance
    while state.items.count > maxItems, directory.window.count > 1,
      let first = directory.firstCount, state.offset + first <= protected
    {
      let count = directory.dropFirst()
      for item in state.items[..<count] { ids.remove(item.id) }
      state.items.removeFirst(count)
      state.offset += count
      state.prepend = .idle
    }
  }

  /// After a prepend: drops pages at the back while the window holds more
  /// than `maxItems` and they start more than the prefetch distance after
  /// the range last seen.
  private func dropBack() {
    guard let maxItems = configuration.maxItems, !state.append.isLoading else { return }
    let protected = (lastAppeared?.upperBound ?? 0) + configuration.prefetchDistance
    while state.items.count > maxItems, directory.window.count > 1,
      let last = directory.lastCount, state.count - last > protected
    {
      let count = directory.dropLast()
      for item in state.items[(state.items.count - count)...] { ids.remove(item.id) }
      state.items.removeLast(count)
      state.append = .idle
    }
    state.nextPageToken = directory.nextToken
  }

  private nonisolated static func load(_ loader: Loader, _ token: PageToken?) async -> Result<
    Page<Item>, ErrorSummary
  > {
    do {
      return .success(try await loader(token))
    } catch {
      return .failure(ErrorSummary(error))
    }
  }
}
