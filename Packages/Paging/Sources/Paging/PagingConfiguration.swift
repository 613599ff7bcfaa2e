/// How a ``PagedList`` loads and how much it keeps.
public struct PagingConfiguration: Equatable, Sendable {
  /// The number of items a page usually holds (the loader decides the real
  /// size; this sets the defaults below and the smallest window).
  public let pageSize: Int
  /// How close to either edge of the loaded items an appearing index starts
  /// the next load in that direction (compared with `>=`).
  public let prefetchDistance: Int
  /// The first load keeps requesting pages until it holds at least this
  /// many items (or the end), so it can fill a screen in one step.
  public let initialLoadSize: Int
  /// The most items kept at once (`nil`: all). Pages far behind the last
  /// appeared index are dropped beyond it and reloaded when scrolled back to.
  public let maxItems: Int?

  /// Validates and creates a configuration.
  ///
  /// - Parameters:
  ///   - pageSize: items per page, at least 1 (default 20).
  ///   - prefetchDistance: `nil` for one page.
  ///   - initialLoadSize: `nil` for one page.
  ///   - maxItems: `nil` keeps every item; otherwise at least two pages.
  /// - Throws: ``PagingConfigurationError`` naming the value that is out of range.
  public init(
    pageSize: Int = 20, prefetchDistance: Int? = nil, initialLoadSize: Int? = nil,
    maxItems: Int? = nil
  ) throws(PagingConfigurationError) {
    guard pageSize >= 1 else { throw .pageSizeTooSmall(pageSize) }
    let prefetch = prefetchDistance ?? pageSize
    guard prefetch >= 0 else { throw .negativePrefetchDistance(prefetch) }
    if let maxItems, maxItems < 2 * pageSize {
      throw .windowTooSmall(maxItems: maxItems, pageSize: pageSize)
    }
    self.pageSize = pageSize
    self.prefetchDistance = prefetch
    self.initialLoadSize = max(1, initialLoadSize ?? pageSize)
    self.maxItems = maxItems
  }
}

extension PagingConfiguration {
  /// Pages of `pageSize` items (at least 1), prefetching one page ahead, no
  /// window: what a list uses when its caller asked for nothing else.
  public static func pages(of pageSize: Int) -> PagingConfiguration {
    // A page size of at least 1 and no window cannot be refused.
    try! PagingConfiguration(pageSize: max(1, pageSize))
  }
}

/// A ``PagingConfiguration`` value out of range.
public enum PagingConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The page size is below 1.
  case pageSizeTooSmall(Int)
  /// The prefetch distance is negative.
  case negativePrefetchDistance(Int)
  /// `maxItems` cannot hold two pages.
  case windowTooSmall(maxItems: Int, pageSize: Int)

  /// One line naming the setting and the rule.
  public var description: String {
    switch self {
    case .pageSizeTooSmall(let size): "pageSize must be at least 1, got \(size)"
    case .negativePrefetchDistance(let distance):
      "prefetchDistance must not be negative, got \(distance)"
    case .windowTooSmall(let maxItems, let pageSize):
      "maxItems must hold at least two pages (\(2 * pageSize) items at pageSize \(pageSize)), got \(maxItems)"
    }
  }
}
