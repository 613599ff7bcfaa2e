/// Where a page starts, as a repository sees it: the values of its cursor and
/// the page size in use.
///
/// An offset-paged backend keeps one value (the offset); a keyset-paged store
/// keeps the sort key of the last item it returned (for example
/// `[addedAtMillis, id]`). The meaning of the values belongs to the repository
/// that made the token; ``PageTokenCodec`` only carries them safely.
public struct PagePosition: Hashable, Sendable {
  /// The cursor values, at most ``maximumValueCount``.
  public var values: [Int64]
  /// The page size the list was read with.
  public var pageSize: Int

  /// The largest number of cursor values a token carries.
  public static let maximumValueCount = 8

  /// Creates a position.
  public init(values: [Int64], pageSize: Int) {
    self.values = values
    self.pageSize = pageSize
  }
}
