import Common
import Observation
import Paging

/// The favorites list: ``send(_:)`` in, one `Equatable` ``FavoritesState``
/// out, observable with Swift Observation. The paging is Paging's
/// `PagedList`; this adds remove, and undo of the last remove (the favorite
/// returns to its place).
@MainActor
@Observable
public final class FavoritesViewModel {
  /// What can happen to the list.
  public enum Action: Equatable, Sendable {
    /// Load the first page.
    case load
    /// Reload from the start; the items stay until the new first page arrives.
    case refresh
    /// Ask again for whichever page failed, with the same token.
    case retry
    /// The favorite at this absolute index became visible.
    case itemAppeared(index: Int)
    /// Remove a favorite.
    case remove(id: Int)
    /// Put back the last removed favorite, once.
    case undoRemove
  }

  /// The current state.
  public var state: FavoritesState {
    FavoritesState(
      list: list.state, lastRemoved: lastRemoved?.favorite, actionFailure: actionFailure)
  }

  /// A removed favorite and where it was.
  private struct Removed {
    var favorite: Favorite
    var index: Int
  }

  private var lastRemoved: Removed?
  private var actionFailure: ErrorSummary?
  @ObservationIgnored private let list: PagedList<Favorite>
  @ObservationIgnored private let environment: FavoritesEnvironment

  init(environment: FavoritesEnvironment, pageSize: Int?, startToken: PageToken?) {
    self.environment = environment
    let list = environment.list
    self.list = PagedList(
      configuration: .pages(of: pageSize ?? 20), startToken: startToken,
      loader: { token in try await list(pageSize, token) })
  }

  /// Handles an action; the task ends when its work is done.
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never> {
    switch action {
    case .load: list.send(.load)
    case .refresh: list.send(.refresh)
    case .retry: list.send(.retry)
    case .itemAppeared(let index): list.send(.itemAppeared(index: index))
    case .remove(let id): remove(id)
    case .undoRemove: undo()
    }
  }

  private func remove(_ id: Int) -> Task<Void, Never> {
    guard let (index, favorite) = list.remove(id: id) else { return Task {} }
    lastRemoved = Removed(favorite: favorite, index: index)
    actionFailure = nil
    let remove = environment.remove
    return Task {
      do {
        _ = try await remove(id)
      } catch {
        self.list.insert(favorite, at: index)
        if self.lastRemoved?.favorite.id == id { self.lastRemoved = nil }
        self.actionFailure = ErrorSummary(error)
      }
    }
  }

  /// The favorite goes back at once, and the undo is used up at once, so a
  /// second undo before the first is saved does nothing.
  private func undo() -> Task<Void, Never> {
    guard let removed = lastRemoved else { return Task {} }
    lastRemoved = nil
    actionFailure = nil
    list.insert(removed.favorite, at: removed.index)
    let add = environment.add
    return Task {
      do {
        _ = try await add(removed.favorite)
      } catch {
        self.list.remove(id: removed.favorite.id)
        self.lastRemoved = removed
        self.actionFailure = ErrorSummary(error)
      }
    }
  }
}
