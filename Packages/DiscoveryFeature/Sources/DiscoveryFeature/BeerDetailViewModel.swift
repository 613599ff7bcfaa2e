import Common
import Observation

/// One beer's detail: ``send(_:)`` in, one `Equatable` ``State`` out,
/// observable with Swift Observation. Not found is a state of its own, not
/// an error; a failed favorite toggle puts the mark back and says so in the
/// state.
@MainActor
@Observable
public final class BeerDetailViewModel {
  /// What the detail shows.
  public struct State: Equatable, Sendable {
    /// The beer, or where its loading stands.
    public var content: Content = .idle
    /// The last favorite toggle that failed (the mark was put back).
    public var favoriteFailure: ErrorSummary?

    /// A detail that has not loaded yet.
    public init() {}
  }

  /// Where the loading of the beer stands.
  public enum Content: Equatable, Sendable {
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
  public private(set) var state = State()

  @ObservationIgnored private let fetchBeer: @Sendable (Int) async throws -> Beer
  @ObservationIgnored private let favorites: FavoriteMarks
  @ObservationIgnored private var task: Task<Void, Never>?

  init(id: Int, fetchBeer: @escaping @Sendable (Int) async throws -> Beer, favorites: FavoriteMarks)
  {
    self.id = id
    self.fetchBeer = fetchBeer
    self.favorites = favorites
  }

  isolated deinit {
    task?.cancel()
  }

  /// Handles an action; the task ends when its work is done.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    if action == .toggleFavorite { return toggleFavorite() }
    if state.content == .loading, let task { return task }
    state.content = .loading
    let id = id
    let task = Task { [weak self, fetchBeer] in
      let content: Content
      do {
        content = .loaded(try await fetchBeer(id))
      } catch DiscoveryError.beerNotFound(let id) {
        content = .notFound(id: id)
      } catch {
        content = .failed(ErrorSummary(error))
      }
      self?.state.content = content
    }
    self.task = task
    return task
  }

  private func toggleFavorite() -> Task<Void, Never> {
    guard case .loaded(var beer) = state.content else { return Task {} }
    let wanted = !beer.isFavorite
    beer.isFavorite = wanted
    state = State(content: .loaded(beer), favoriteFailure: nil)
    let (setFavorite, summary) = (favorites.setFavorite, beer.summary)
    return Task {
      do {
        try await setFavorite(summary, wanted)
      } catch {
        var failed = self.state
        if case .loaded(var current) = failed.content {
          current.isFavorite = !wanted
          failed.content = .loaded(current)
        }
        failed.favoriteFailure = ErrorSummary(error)
        self.state = failed
      }
    }
  }
}

extension BeerDetailViewModel.State {
  init(content: BeerDetailViewModel.Content, favoriteFailure: ErrorSummary?) {
    self.content = content
    self.favoriteFailure = favoriteFailure
  }
}
