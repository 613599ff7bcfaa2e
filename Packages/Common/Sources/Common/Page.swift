/// One page of a paged list: the items, and the token for the page after it.
///
/// A `nil` ``nextPageToken`` is the only end-of-results signal. A page is never
/// followed by an empty page that exists just to say "the end".
public struct Page<Item> {
  /// The items of this page, in list order.
  public var items: [Item]
  /// The token that continues right after the last item, or `nil` at the end.
  public var nextPageToken: PageToken?

  /// Creates a page.
  public init(items: [Item], nextPageToken: PageToken?) {
    self.items = items
    self.nextPageToken = nextPageToken
  }

  /// `true` when no further page exists.
  public var isLast: Bool { nextPageToken == nil }

  /// The same page with each item transformed.
  public func map<T>(_ transform: (Item) throws -> T) rethrows -> Page<T> {
    Page<T>(items: try items.map(transform), nextPageToken: nextPageToken)
  }
}

extension Page: Sendable where Item: Sendable {}
extension Page: Equatable where Item: Equatable {}
