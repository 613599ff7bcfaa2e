import Observation

/// Waits until an observable value equals `expected`, woken by Swift
/// Observation on each change (no polling). Throws ``TimeoutError`` after
/// `limit`, so a broken test fails instead of hanging.
///
/// ```swift
/// try await observed({ list.state.items.map(\.isFavorite) }, equals: [false, true])
/// ```
@MainActor
public func observed<Value: Equatable>(
  _ value: @escaping @MainActor () -> Value, equals expected: Value,
  limit: Duration = .seconds(5)
) async throws {
  let wait = Task { @MainActor in
    while value() != expected, !Task.isCancelled {
      let wake = Locked<CheckedContinuation<Void, Never>?>(nil)
      await withTaskCancellationHandler {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
          wake.withLock { $0 = continuation }
          withObservationTracking {
            _ = value()
          } onChange: {
            wake.withLock { $0.take() }?.resume()
          }
          if Task.isCancelled { wake.withLock { $0.take() }?.resume() }
        }
      } onCancel: {
        wake.withLock { $0.take() }?.resume()
      }
    }
  }
  let timer = Task {
    try await Task.sleep(for: limit)
    wait.cancel()
  }
  await wait.value
  timer.cancel()
  if value() != expected { throw TimeoutError(limit: limit) }
}
