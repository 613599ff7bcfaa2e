import Foundation
import GRDB

/// Opens the favorites file on first use, once. A read before the file
/// exists gets `nil` (no favorites) instead of creating the file; the first
/// write creates it. Observers waiting for the file start when it opens.
final class LazyDatabase: @unchecked Sendable {
  private let url: URL
  private let lock = NSLock()
  private var opened: Result<DatabasePool, FavoritesStorageError>?
  private var waiting: [@Sendable (DatabasePool) -> Void] = []

  init(url: URL) { self.url = url }

  func forReading() throws -> (any DatabaseWriter)? {
    let pool: DatabasePool? = try lock.withLock {
      if opened == nil, !FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) {
        return nil
      }
      return try openLocked()
    }
    notifyWaiting(pool)
    return pool
  }

  func forWriting() throws -> (any DatabaseWriter)? {
    let pool = try lock.withLock { try openLocked() }
    notifyWaiting(pool)
    return pool
  }

  /// Calls `body` with the database once it is open: now, if it is.
  func whenOpened(_ body: @escaping @Sendable (DatabasePool) -> Void) {
    let pool: DatabasePool? = lock.withLock {
      if case .success(let pool) = opened { return pool }
      waiting.append(body)
      return nil
    }
    if let pool { body(pool) }
  }

  private func notifyWaiting(_ pool: DatabasePool?) {
    guard let pool else { return }
    let observers = lock.withLock {
      defer { waiting = [] }
      return waiting
    }
    for observer in observers { observer(pool) }
  }

  private func openLocked() throws -> DatabasePool {
    if let opened { return try opened.get() }
    let result = Result { () throws(FavoritesStorageError) in try FavoritesDatabase.open(at: url) }
    opened = result
    return try result.get()
  }
}
