import Foundation
import GRDB

/// The set of favorite ids, streamed on every change made in this process
/// (GRDB `ValueObservation`), starting with the current set once the
/// database is open.
enum FavoriteChanges {
  /// A stream whose observation starts when `whenOpened` hands over the
  /// database (at once if it is open; for a file not created yet, when the
  /// first favorite is added).
  static func stream(
    whenOpened: @escaping @Sendable (@escaping @Sendable (any DatabaseWriter) -> Void) -> Void
  ) -> AsyncStream<Set<Int>> {
    AsyncStream { continuation in
      let observer = Observer()
      continuation.onTermination = { _ in observer.cancel() }
      whenOpened { database in
        let observation = ValueObservation.tracking { db in
          Set(try Int.fetchAll(db, sql: "SELECT id FROM favorite"))
        }.removeDuplicates()
        observer.keep(
          observation.start(
            in: database, scheduling: .async(onQueue: DispatchQueue(label: "favorites.changes")),
            onError: { _ in continuation.finish() }, onChange: { continuation.yield($0) }))
      }
    }
  }

  /// Holds the observation until the stream ends.
  private final class Observer: @unchecked Sendable {
    private let lock = NSLock()
    private var cancellable: AnyDatabaseCancellable?
    private var cancelled = false

    func keep(_ cancellable: AnyDatabaseCancellable) {
      let keep = lock.withLock {
        if !cancelled { self.cancellable = cancellable }
        return !cancelled
      }
      if !keep { cancellable.cancel() }
    }

    func cancel() {
      lock.withLock {
        cancelled = true
        cancellable?.cancel()
        cancellable = nil
      }
    }
  }
}
