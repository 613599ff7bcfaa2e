import Foundation
import GRDB

/// Opens the favorites file on first use, once. A read before the file
/// exists gets `nil` (no favorites) instead of creating the file; the first
/// write creates it.
final class LazyDatabase: @unchecked Sendable {
  private let url: URL
  private let lock = NSLock()
  private var opened: Result<DatabasePool, FavoritesStorageError>?

  init(url: URL) { self.url = url }

  func forReading() throws -> (any DatabaseWriter)? {
    try lock.withLock {
      if opened == nil, !FileManager.default.fileExists(atPath: url.path(percentEncoded: false)) {
        return nil
      }
      return try openLocked()
    }
  }

  func forWriting() throws -> (any DatabaseWriter)? {
    try lock.withLock { try openLocked() }
  }

  private func openLocked() throws -> DatabasePool {
    if let opened { return try opened.get() }
    let result = Result { () throws(FavoritesStorageError) in try FavoritesDatabase.open(at: url) }
    opened = result
    return try result.get()
  }
}
