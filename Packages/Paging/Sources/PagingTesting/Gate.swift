import Foundation
import Synchronization

/// A door a scripted page waits behind until the test opens it: the
/// "delay" of a script, with no clock and no sleep. Waiting is cancellable.
public final class Gate: Sendable {
  private let state = Mutex(State())

  private struct State {
    var isOpen = false
    var waiters: [UUID: CheckedContinuation<Void, any Error>] = [:]
  }

  /// A closed gate.
  public init() {}

  /// Opens the gate: every waiter, now and later, goes on.
  public func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until the gate opens; throws `CancellationError` if the waiting
  /// task is cancelled first.
  public func wait() async throws {
    let id = UUID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: Result<Void, any Error>? = state.withLock { state in
          if state.isOpen { return .success(()) }
          if Task.isCancelled { return .failure(CancellationError()) }
          state.waiters[id] = continuation
          return nil
        }
        if let resumeNow { continuation.resume(with: resumeNow) }
      }
    } onCancel: {
      let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
      waiter?.resume(throwing: CancellationError())
    }
  }
}
