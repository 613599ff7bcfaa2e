import Common

/// What a ``PagedList`` shows: a window of items at stable absolute indices,
/// and the state of each load direction.
///
/// Without a window (`maxItems == nil`) ``offset`` is always 0 and ``items``
/// holds everything loaded. With one, pages far behind the viewer are dropped:
/// ``offset`` items before ``items`` are not in memory, and come back when
/// the viewer scrolls to them.
public struct PagingState<Item: Identifiable & Sendable & Equatable>: Equatable, Sendable {
  /// The items in memory, each id once, in list order.
  public internal(set) var items: [Item] = []
  /// The absolute index of the first item of ``items``.
  public internal(set) var offset = 0
  /// The first pages (also a refresh).
  public internal(set) var refresh: PageLoadState = .idle
  /// Dropped pages before ``items``; `.ended` when ``offset`` is 0.
  public internal(set) var prepend: PageLoadState = .ended
  /// Pages after ``items``; `.ended` at the end of the results.
  public internal(set) var append: PageLoadState = .idle
  /// The token that continues after ``items`` (`nil` at the end): what a
  /// one-shot client prints to ask for the next page later.
  public internal(set) var nextPageToken: PageToken?
  /// `true` once the first pages of the current generation have arrived.
  public internal(set) var isLoaded = false
  /// The last contract breach the loader made (duplicates skipped, a token
  /// repeated, a page changed); `nil` while it keeps the contract.
  public internal(set) var problem: PagingError?

  /// Creates the state of a list that has not loaded yet.
  public init() {}

  /// The number of rows the list has so far: dropped items before the
  /// window plus the items in memory.
  public var count: Int { offset + items.count }

  /// The item at an absolute index, or `nil` when it is not in memory.
  public func item(at index: Int) -> Item? {
    let local = index - offset
    return items.indices.contains(local) ? items[local] : nil
  }

  /// `true` once loaded with no items at all.
  public var isEmptyResult: Bool { isLoaded && count == 0 && append == .ended }

  /// `true` once loaded and nothing follows the last item.
  public var isEndOfResults: Bool { isLoaded && append == .ended }
}
