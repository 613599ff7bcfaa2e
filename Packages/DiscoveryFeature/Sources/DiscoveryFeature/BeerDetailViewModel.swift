import Common

/// One beer's detail as a state machine: ``send(_:)`` in, an `Equatable`
/// ``State`` out. Not found is a state of its own, not an error.
@MainActor
public final class BeerDetailViewModel {
  /// What the detail shows.
  public enum State: Equatable, Sendable {
    /// Nothing requested yet.
    case idle
    /// The beer is loading.
    case loading
    /// The beer.
    case loaded(Beer)
    /// No beer has this id.
    case notFound(id: Int)
    /// Loading failed; it can be retried.
    case failed(ErrorSummary)
  }

  /// What can happen to the detail.
  public enum Action: Equatable, Sendable {
    /// Load the beer (ignored while loading).
    case load
    /// Load again after a failure.
    case retry
    /// Make the beer a favorite, or not any more; the mark changes at once.
    case toggleFavorite
  }

  /// The beer's id.
  public let id: Int
  /// The current state.
  public private(set) var state: State = .idle {
    didSet {
      if state != oldValue { for observer in observers { observer(state) } }
    }
  }

  /// The last favorite toggle that failed (the mark was put back).
  public private(set) var favoriteFailure: ErrorSummary?

  private let fetchBeer: @Sendable (Int) async throws -> Beer
  private let favorites: FavoriteMarks
  private var task: Task<Void, Never>?
  private var observers: [(State) -> Void] = []

  init(id: Int, fetchBeer: @escaping @Sendable (Int) async throws -> Beer, favorites: FavoriteMarks)
  {
    self.id = id
    self.fetchBeer = fetchBeer
    self.favorites = favorites
  }

  /// Calls `observer` with every new state.
  public func observe(_ observer: @escaping (State) -> Void) {
    observers.append(observer)
  }

  /// Handles an action; the task ends when the load is done.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    if action == .toggleFavorite { return toggleFavorite() }
    if state == .loading, let task { return task }
    state = .loading
    let id = id
    let task = Task { [fetchBeer] in
      do {
        self.state = .loaded(try await fetchBeer(id))
      } catch DiscoveryError.beerNotFound(let id) {
        self.state = .notFound(id: id)
      } catch {
        self.state = .failed(ErrorSummary(error))
      }
    }
    self.task = task
    return task
  }

  private func toggleFavorite() -> Task<Void, Never> {
    guard case .loaded(var beer) = state else { return Task {} }
    let wanted = !beer.isFavorite
    beer.isFavorite = wanted
    state = .loaded(beer)
    favoriteFailure = nil
    let (setFavorite, summary) = (favorites.setFavorite, beer.summary)
    return Task {
      do {
        try await setFavorite(summary, wanted)
      } catch {
        if case .loaded(var current) = self.state {
          current.isFavorite = !wanted
          self.state = .loaded(current)
        }
        self.favoriteFailure = ErrorSummary(error)
      }
    }
  }
}
