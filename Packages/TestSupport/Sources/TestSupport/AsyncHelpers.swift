/// The operation did not finish within its time limit.
public struct TimeoutError: Error, Equatable, CustomStringConvertible {
  /// The limit that passed.
  public var limit: Duration

  /// Describes the limit that passed.
  public var description: String { "timed out after \(limit)" }
}

/// Runs `operation`, throwing ``TimeoutError`` if it takes longer than
/// `limit`. The operation is cancelled when the limit passes.
public func withTimeout<T: Sendable>(
  _ limit: Duration, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
  try await withThrowingTaskGroup(of: T.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await Task.sleep(for: limit)
      throw TimeoutError(limit: limit)
    }
    defer { group.cancelAll() }
    guard let result = try await group.next() else { throw TimeoutError(limit: limit) }
    return result
  }
}

/// Polls `condition` until it holds, throwing ``TimeoutError`` after `limit`.
public func waitUntil(
  _ limit: Duration = .seconds(5), every interval: Duration = .milliseconds(5),
  _ condition: @Sendable () async throws -> Bool
) async throws {
  let deadline = ContinuousClock.now + limit
  while try await !condition() {
    guard ContinuousClock.now < deadline else { throw TimeoutError(limit: limit) }
    try await Task.sleep(for: interval)
  }
}
