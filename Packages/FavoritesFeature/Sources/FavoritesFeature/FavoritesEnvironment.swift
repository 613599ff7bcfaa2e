import Common
import Foundation
import GRDB

/// The front door of FavoritesFeature: favorites kept in SQLite, as
/// closures, and the factory of the favorites list.
///
/// ```swift
/// let favorites = FavoritesEnvironment.live(databaseURL: URL(filePath: "/home/me/.local/share/taproom/favorites.sqlite"))
/// let added = try await favorites.add(Favorite(id: 1, name: "Punk IPA", addedAt: Date()))
/// let page = try await favorites.list(20, nil)      // newest first
/// ```
public struct FavoritesEnvironment: Sendable {
  /// Adds a snapshot; `false` when it was already a favorite.
  public var add: @Sendable (Favorite) async throws -> Bool
  /// Removes a favorite by id; `false` when it was not one.
  public var remove: @Sendable (Int) async throws -> Bool
  /// One page, newest first: the page size (`nil`: the token's, or 20; at
  /// most 100) and where to continue.
  public var list: @Sendable (Int?, PageToken?) async throws -> Page<Favorite>
  /// Which of the given ids are favorites (`nil`: all favorite ids).
  public var favoriteIDs: @Sendable ([Int]?) async throws -> Set<Int>
  /// The set of favorite ids now, then after every change made in this process.
  public var changes: @Sendable () -> AsyncStream<Set<Int>>

  /// Creates an environment from its use cases (for tests and previews).
  public init(
    add: @escaping @Sendable (Favorite) async throws -> Bool,
    remove: @escaping @Sendable (Int) async throws -> Bool,
    list: @escaping @Sendable (Int?, PageToken?) async throws -> Page<Favorite>,
    favoriteIDs: @escaping @Sendable ([Int]?) async throws -> Set<Int>,
    changes: @escaping @Sendable () -> AsyncStream<Set<Int>>
  ) {
    self.add = add
    self.remove = remove
    self.list = list
    self.favoriteIDs = favoriteIDs
    self.changes = changes
  }

  /// Favorites in one SQLite file (WAL, versioned migrations, a busy timeout
  /// so several processes can write at once). The file is opened on first
  /// use and created, owner-only, by the first write; a file that is not a
  /// Taproom database, or from a newer schema, is reported as a
  /// ``FavoritesStorageError`` and left untouched.
  public static func live(databaseURL: URL) -> FavoritesEnvironment {
    let database = LazyDatabase(url: databaseURL)
    let path = databaseURL.path(percentEncoded: false)
    let reader = FavoritesRepository(database: database.forReading, path: path)
    let writer = FavoritesRepository(database: database.forWriting, path: path)
    return FavoritesEnvironment(
      add: { try writer.add($0) },
      remove: { try writer.remove(id: $0) },
      list: { try reader.list(pageSize: $0, token: $1) },
      favoriteIDs: { try reader.favoriteIDs(among: $0) },
      changes: { FavoriteChanges.stream { start in database.whenOpened { start($0) } } })
  }

  /// Favorites in an in-memory SQLite database, gone when released.
  public static func inMemory() -> FavoritesEnvironment {
    let queue = try? DatabaseQueue(configuration: FavoritesDatabase.configuration())
    if let queue { try? FavoritesDatabase.migrator.migrate(queue) }
    let repository = FavoritesRepository(database: { queue }, path: ":memory:")
    return FavoritesEnvironment(
      add: { try repository.add($0) },
      remove: { try repository.remove(id: $0) },
      list: { try repository.list(pageSize: $0, token: $1) },
      favoriteIDs: { try repository.favoriteIDs(among: $0) },
      changes: { FavoriteChanges.stream { start in if let queue { start(queue) } } })
  }

  /// Makes the paged favorites list.
  @MainActor
  public func makeFavoritesViewModel(pageSize: Int? = nil, startToken: PageToken? = nil)
    -> FavoritesViewModel
  {
    FavoritesViewModel(environment: self, pageSize: pageSize, startToken: startToken)
  }
}
