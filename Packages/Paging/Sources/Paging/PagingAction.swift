/// What can happen to a ``PagedList``.
public enum PagingAction: Equatable, Sendable {
  /// Load the first pages, unless they are loaded or loading.
  case load
  /// Load from the start again. The items stay on screen until the new first
  /// pages arrive; loads in flight are cancelled and their answers dropped.
  case refresh
  /// Ask again, with the same token, in every direction that failed.
  case retry
  /// The item at this absolute index became visible: load ahead, or reload
  /// dropped pages behind, when it is within the prefetch distance.
  case itemAppeared(index: Int)
}
