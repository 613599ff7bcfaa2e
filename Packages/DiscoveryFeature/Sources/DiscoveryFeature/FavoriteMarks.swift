import Common

/// What discovery needs to know about favorites, declared here so that
/// DiscoveryFeature never depends on the package that keeps them. An app
/// fills it from its favorites store (`Apps/Taproom` adapts FavoritesFeature).
public struct FavoriteMarks: Sendable {
  /// Which of these ids are favorites.
  public var favoriteIDs: @Sendable ([Int]) async throws -> Set<Int>
  /// Makes a beer a favorite (`true`) or not (`false`).
  public var setFavorite: @Sendable (BeerSummary, Bool) async throws -> Void
  /// The set of favorite ids now, then after every change.
  public var changes: @Sendable () -> AsyncStream<Set<Int>>

  /// Creates the interface from its closures.
  public init(
    favoriteIDs: @escaping @Sendable ([Int]) async throws -> Set<Int>,
    setFavorite: @escaping @Sendable (BeerSummary, Bool) async throws -> Void,
    changes: @escaping @Sendable () -> AsyncStream<Set<Int>>
  ) {
    self.favoriteIDs = favoriteIDs
    self.setFavorite = setFavorite
    self.changes = changes
  }

  /// No favorites: nothing is marked, and toggling says favorites are not
  /// available.
  public static var none: FavoriteMarks {
    FavoriteMarks(
      favoriteIDs: { _ in [] },
      setFavorite: { _, _ in throw FavoritesUnavailable() },
      changes: { AsyncStream { $0.finish() } })
  }

  /// Sets `isFavorite` on each item of a page.
  func mark(_ page: Page<BeerSummary>) async throws -> Page<BeerSummary> {
    guard !page.items.isEmpty else { return page }
    let favorites = try await favoriteIDs(page.items.map(\.id))
    return page.map { item in
      var marked = item
      marked.isFavorite = favorites.contains(item.id)
      return marked
    }
  }
}

/// Favorites were asked for where the app provides none.
struct FavoritesUnavailable: Error, Equatable, Sendable, UserFacingError {
  /// Creates the error.
  init() {}
  /// One line for the user.
  var userMessage: String { "favorites are not available here" }
  /// Anything else.
  var kind: ErrorKind { .other }
}
