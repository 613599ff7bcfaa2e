import Foundation

/// A value shared between tasks and threads behind a lock.
///
/// Test doubles use it to record what they were asked, from `@Sendable`
/// closures:
///
/// ```swift
/// let requests = Locked<[String]>([])
/// let fetch: @Sendable (String) -> Void = { path in requests.withLock { $0.append(path) } }
/// ```
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Wraps an initial value.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with exclusive access to the value.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }

  /// A copy of the current value.
  public var current: Value { withLock { $0 } }
}
