import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the favorites file safely: checks what an existing file is before
/// SQLite writes anything to it, creates a new one owner-only, and migrates.
enum FavoritesDatabase {
  /// `PRAGMA application_id` of a Taproom favorites database: "TAPR".
  static let applicationID: Int32 = 0x5441_5052

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: favorite") { db in
      try db.execute(
        sql: """
          CREATE TABLE favorite (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            tagline TEXT NOT NULL,
            abv REAL,
            ibu REAL,
            addedAt INTEGER NOT NULL
          );
          CREATE INDEX favorite_by_addedAt ON favorite(addedAt, id);
          """)
    }
    return migrator
  }

  static func configuration() -> Configuration {
    var configuration = Configuration()
    // Several taproom processes may write at once: wait for the lock.
    configuration.busyMode = .timeout(15)
    configuration.label = "favorites"
    return configuration
  }

  /// Opens (creating if needed) the database at `url`.
  static func open(at url: URL) throws(FavoritesStorageError) -> DatabasePool {
    let path = url.path(percentEncoded: false)
    func fail(_ reason: FavoritesStorageError.Reason) -> FavoritesStorageError {
      FavoritesStorageError(path: path, reason: reason)
    }
    let header = try readHeader(path).get()
    switch header {
    case .missing:
      try createOwnerOnly(path, directory: url.deletingLastPathComponent()).get()
      try stamp(path).get()
    case .empty:
      try stamp(path).get()
    case .notSQLite:
      throw fail(.notADatabase)
    case .sqlite(let applicationID) where applicationID != Self.applicationID:
      // A database with no tables (an empty SQLite file) may become ours.
      guard try isEmptyDatabase(path) else { throw fail(.foreignDatabase) }
      try stamp(path).get()
    case .sqlite:
      break
    }
    do {
      let pool = try DatabasePool(path: path, configuration: configuration())
      let migrator = migrator
      let superseded = try pool.read { db in try migrator.hasBeenSuperseded(db) }
      if superseded {
        try pool.close()
        throw fail(.newerSchema)
      }
      try migrate(pool, with: migrator)
      return pool
    } catch let error as FavoritesStorageError {
      throw error
    } catch let error as DatabaseError {
      throw fail(reason(for: error))
    } catch {
      throw fail(.database("unexpected error"))
    }
  }

  /// Migrates, tolerating another process migrating the same file at the
  /// same moment: GRDB's migrator is not atomic across processes, so a
  /// migration that finds its work already done is checked again.
  private static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
    var attempt = 0
    while true {
      do {
        try migrator.migrate(pool)
        return
      } catch let error as DatabaseError where attempt < 5 {
        attempt += 1
        let complete = try pool.read { db in try migrator.hasCompletedMigrations(db) }
        if complete { return }
        Thread.sleep(forTimeInterval: 0.05 * Double(attempt))
        _ = error
      }
    }
  }

  static func reason(for error: DatabaseError) -> FavoritesStorageError.Reason {
    switch error.resultCode {
    case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
      .notWritable("permission denied or read-only")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notADatabase
    case .SQLITE_FULL: .notWritable("the disk is full")
    default: .database(error.message ?? "SQLite error \(error.resultCode.rawValue)")
    }
  }

  private enum Header {
    case missing
    case empty
    case notSQLite
    case sqlite(applicationID: Int32)
  }

  /// Reads the file's first 100 bytes without opening it as a database.
  private static func readHeader(_ path: String) -> Result<Header, FavoritesStorageError> {
    guard FileManager.default.fileExists(atPath: path) else { return .success(.missing) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(FavoritesStorageError(path: path, reason: .notWritable("cannot be read")))
    }
    defer { try? handle.close() }
    let bytes = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
    if bytes.isEmpty { return .success(.empty) }
    guard bytes.count == 100, bytes.starts(with: Array("SQLite format 3\0".utf8)) else {
      return .success(.notSQLite)
    }
    let id = bytes[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return .success(.sqlite(applicationID: Int32(bitPattern: id)))
  }

  private static func createOwnerOnly(_ path: String, directory: URL) -> Result<
    Void, FavoritesStorageError
  > {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(
        FavoritesStorageError(path: path, reason: .notWritable("cannot create its folder")))
    }
    #if canImport(Glibc)
      let descriptor = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    #else
      let descriptor = Darwin.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
    #endif
    // Another process created it a moment ago: fine, it is checked next.
    if descriptor < 0, errno == EEXIST { return .success(()) }
    guard descriptor >= 0 else {
      let reason =
        errno == EACCES || errno == EROFS || errno == EPERM
        ? "permission denied" : String(cString: strerror(errno))
      return .failure(FavoritesStorageError(path: path, reason: .notWritable(reason)))
    }
    close(descriptor)
    return .success(())
  }

  /// Marks a new or empty database as Taproom's, in the main file itself
  /// (rollback journal), before WAL is switched on.
  private static func stamp(_ path: String) -> Result<Void, FavoritesStorageError> {
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration())
      try queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA application_id = \(applicationID)")
      }
      try queue.close()
      return .success(())
    } catch let error as DatabaseError {
      return .failure(FavoritesStorageError(path: path, reason: reason(for: error)))
    } catch {
      return .failure(FavoritesStorageError(path: path, reason: .database("unexpected error")))
    }
  }

  private static func isEmptyDatabase(_ path: String) throws(FavoritesStorageError) -> Bool {
    var configuration = Configuration()
    configuration.readonly = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      defer { try? queue.close() }
      return try queue.read { db in
        try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
      } == 0
    } catch {
      return false
    }
  }
}
