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
  /// These absolute indices are on screen (a viewer may add rows it is
  /// about to move to). Loads ahead of the last and behind the first, like
  /// ``itemAppeared(index:)``, and the window never drops a page within the
  /// prefetch distance of the range.
  case rangeAppeared(ClosedRange<Int>)
}
