import Common
import Foundation

/// What the favorites list shows.
public struct FavoritesState: Equatable, Sendable {
  /// The favorites loaded so far, newest first, each once.
  public var items: [Favorite] = []
  /// The first page.
  public var firstPage: LoadState = .idle
  /// The next page.
  public var nextPage: LoadState = .idle
  /// Where the next page starts; `nil` at the end.
  public var nextPageToken: PageToken?
  /// The last removed favorite, which ``FavoritesViewModel/Action/undoRemove`` restores.
  public var lastRemoved: Favorite?
  /// The last failed remove or undo.
  public var actionFailure: ErrorSummary?

  /// An empty, not yet loaded list.
  public init() {}

  /// `true` once the first page loaded and no further page exists.
  public var isEndOfResults: Bool {
    (firstPage == .loaded || firstPage == .empty) && nextPageToken == nil && !nextPage.isLoading
  }
}

/// The favorites list as a state machine: ``send(_:)`` in, an `Equatable`
/// ``FavoritesState`` out. Paged like discovery; remove, and undo the last
/// remove (the favorite returns to its place).
@MainActor
public final class FavoritesViewModel {
  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Load the first page.
    case load
    /// Load the next page, if any.
    case loadNextPage
    /// Ask again for whichever page failed.
    case retry
    /// Remove a favorite.
    case remove(id: Int)
    /// Put back the last removed favorite.
    case undoRemove
  }

  /// The current state.
  public private(set) var state = FavoritesState() {
    didSet {
      if state != oldValue { for observer in observers { observer(state) } }
    }
  }

  private let environment: FavoritesEnvironment
  private let pageSize: Int?
  private let startToken: PageToken?
  private var observers: [(FavoritesState) -> Void] = []
  private var firstTask: Task<Void, Never>?
  private var nextTask: Task<Void, Never>?

  init(environment: FavoritesEnvironment, pageSize: Int?, startToken: PageToken?) {
    self.environment = environment
    self.pageSize = pageSize
    self.startToken = startToken
  }

  /// Calls `observer` with every new state.
  public func observe(_ observer: @escaping (FavoritesState) -> Void) {
    observers.append(observer)
  }

  /// Handles an action; the task ends when its work is done.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    switch action {
    case .load:
      return loadFirst()
    case .loadNextPage:
      return loadNext()
    case .retry:
      if state.firstPage.failure != nil { return loadFirst() }
      if state.nextPage.failure != nil { return loadNext() }
      return Task {}
    case .remove(let id):
      return remove(id)
    case .undoRemove:
      return undo()
    }
  }

  private func loadFirst() -> Task<Void, Never> {
    if state.firstPage.isLoading, let firstTask { return firstTask }
    nextTask?.cancel()
    state.firstPage = .loading
    state.nextPage = .idle
    let (list, size, token) = (environment.list, pageSize, startToken)
    let task = Task {
      do {
        let page = try await list(size, token)
        var loaded = self.state
        loaded.items = page.items
        loaded.nextPageToken = page.nextPageToken
        loaded.firstPage = page.items.isEmpty ? .empty : .loaded
        self.state = loaded
      } catch {
        self.state.firstPage = .failed(ErrorSummary(error))
      }
    }
    firstTask = task
    return task
  }

  private func loadNext() -> Task<Void, Never> {
    if state.nextPage.isLoading, let nextTask { return nextTask }
    guard state.firstPage == .loaded, let token = state.nextPageToken else { return Task {} }
    state.nextPage = .loading
    let (list, size) = (environment.list, pageSize)
    let task = Task {
      do {
        let page = try await list(size, token)
        var loaded = self.state
        let known = Set(loaded.items.map(\.id))
        loaded.items += page.items.filter { !known.contains($0.id) }
        loaded.nextPageToken = page.nextPageToken
        loaded.nextPage = page.items.isEmpty ? .empty : .loaded
        self.state = loaded
      } catch {
        self.state.nextPage = .failed(ErrorSummary(error))
      }
    }
    nextTask = task
    return task
  }

  private func remove(_ id: Int) -> Task<Void, Never> {
    guard let index = state.items.firstIndex(where: { $0.id == id }) else { return Task {} }
    let removed = state.items[index]
    var updated = state
    updated.items.remove(at: index)
    updated.lastRemoved = removed
    updated.actionFailure = nil
    state = updated
    let remove = environment.remove
    return Task {
      do {
        _ = try await remove(id)
      } catch {
        var restored = self.state
        restored.items.insert(removed, at: min(index, restored.items.count))
        restored.lastRemoved = nil
        restored.actionFailure = ErrorSummary(error)
        self.state = restored
      }
    }
  }

  private func undo() -> Task<Void, Never> {
    guard let favorite = state.lastRemoved else { return Task {} }
    let add = environment.add
    return Task {
      do {
        _ = try await add(favorite)
        var restored = self.state
        restored.lastRemoved = nil
        restored.actionFailure = nil
        // Back in its place: newest first by (addedAt, id).
        let position =
          restored.items.firstIndex {
            ($0.addedAt, $0.id) < (favorite.addedAt, favorite.id)
          } ?? restored.items.count
        restored.items.insert(favorite, at: position)
        self.state = restored
      } catch {
        self.state.actionFailure = ErrorSummary(error)
      }
    }
  }
}
