import Foundation

/// A lock around a value (Synchronization's `Mutex` needs macOS 15 at run
/// time for every caller; this one is for test helpers only).
final class Mutex<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
