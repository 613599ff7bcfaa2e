import Common
import Foundation
import GRDB

/// Favorites in SQLite. Writes are transactions; the list is read by keyset
/// (`addedAt`, `id`, newest first), so a deep page costs the same as the
/// first, and changes between two pages neither skip nor repeat an item.
struct FavoritesRepository: Sendable {
  let database: @Sendable () throws -> (any DatabaseWriter)?
  let path: String

  static let tokens = PageTokenCodec(list: "favorites")
  static let maximumPageSize = 100

  /// Adds a snapshot; `false` when it was already a favorite.
  func add(_ favorite: Favorite) throws -> Bool {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO favorite (id, name, tagline, abv, ibu, addedAt) VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT(id) DO NOTHING
          """,
        arguments: [
          favorite.id, favorite.name, favorite.tagline, favorite.abv, favorite.ibu,
          Self.milliseconds(favorite.addedAt),
        ])
      return db.changesCount > 0
    }
  }

  /// Removes a favorite; `false` when it was not one.
  func remove(id: Int) throws -> Bool {
    try write { db in
      try db.execute(sql: "DELETE FROM favorite WHERE id = ?", arguments: [id])
      return db.changesCount > 0
    }
  }

  func list(pageSize requested: Int?, token: PageToken?) throws -> Page<Favorite> {
    var cursor: (addedAt: Int64, id: Int64)?
    var tokenSize: Int?
    if let token {
      let position = try Self.tokens.position(of: token, query: "")
      guard position.values.count == 2 else { throw PageTokenError.altered }
      cursor = (position.values[0], position.values[1])
      tokenSize = position.pageSize
    }
    let size = try PageSize(requested ?? tokenSize, maximum: Self.maximumPageSize).value
    guard let database = try database() else { return Page(items: [], nextPageToken: nil) }
    // One row more than the page tells whether another page exists.
    let rows = try database.read { db in
      if let cursor {
        try Row.fetchAll(
          db,
          sql: """
            SELECT * FROM favorite WHERE (addedAt, id) < (?, ?) ORDER BY addedAt DESC, id DESC LIMIT ?
            """, arguments: [cursor.addedAt, cursor.id, size + 1])
      } else {
        try Row.fetchAll(
          db, sql: "SELECT * FROM favorite ORDER BY addedAt DESC, id DESC LIMIT ?",
          arguments: [size + 1])
      }
    }
    let favorites = rows.prefix(size).map(Self.favorite)
    let next: PageToken? =
      rows.count > size
      ? favorites.last.map {
        Self.tokens.token(
          for: PagePosition(values: [Self.milliseconds($0.addedAt), Int64($0.id)], pageSize: size),
          query: "")
      } : nil
    return Page(items: Array(favorites), nextPageToken: next)
  }

  /// Which of `ids` are favorites; all favorites when `ids` is `nil`.
  func favoriteIDs(among ids: [Int]?) throws -> Set<Int> {
    guard let database = try database() else { return [] }
    return try database.read { db in
      if let ids {
        guard !ids.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: ids.count).joined(separator: ",")
        return Set(
          try Int.fetchAll(
            db, sql: "SELECT id FROM favorite WHERE id IN (\(placeholders))",
            arguments: StatementArguments(ids)))
      }
      return Set(try Int.fetchAll(db, sql: "SELECT id FROM favorite"))
    }
  }

  private func write<T>(_ body: (Database) throws -> T) throws -> T {
    guard let database = try database() else {
      throw FavoritesStorageError(path: path, reason: .database("the database could not be opened"))
    }
    do {
      return try database.write(body)
    } catch let error as DatabaseError {
      throw FavoritesStorageError(path: path, reason: FavoritesDatabase.reason(for: error))
    }
  }

  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
  }

  private static func favorite(_ row: Row) -> Favorite {
    Favorite(
      id: row["id"], name: row["name"], tagline: row["tagline"], abv: row["abv"], ibu: row["ibu"],
      addedAt: Date(timeIntervalSince1970: Double(row["addedAt"] as Int64) / 1000))
  }
}
