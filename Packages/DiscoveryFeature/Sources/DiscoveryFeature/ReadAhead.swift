import Foundation
import Networking
import Synchronization

/// At most one request sent before it was asked for: the next page of a
/// stream (``PageRequest/readAhead``). A later request for the same URL
/// takes its answer; any other request drops it.
final class ReadAhead: Sendable {
  private struct Pending {
    var url: URL
    var task: Task<HTTPResponse, any Error>
  }

  private let pending = Mutex<Pending?>(nil)

  /// Sends `request` now, replacing (and cancelling) anything pending.
  func start(_ request: HTTPRequest, with http: HTTPClient) {
    let task = Task { try await http.send(request) }
    replace(with: Pending(url: request.url, task: task))?.task.cancel()
  }

  /// The answer to `request`: the pending one when it was sent ahead for
  /// the same URL, otherwise a new exchange (and anything pending is
  /// cancelled: the caller went elsewhere).
  func response(to request: HTTPRequest, with http: HTTPClient) async throws -> HTTPResponse {
    let taken = replace(with: nil)
    guard let taken, taken.url == request.url else {
      taken?.task.cancel()
      return try await http.send(request)
    }
    return try await withTaskCancellationHandler {
      try await taken.task.value
    } onCancel: {
      taken.task.cancel()
    }
  }

  /// Cancels anything pending: it will not be needed.
  func discard() {
    replace(with: nil)?.task.cancel()
  }

  /// Puts `new` in the slot and returns what was there.
  @discardableResult
  private func replace(with new: Pending?) -> Pending? {
    pending.withLock { pending in
      defer { pending = new }
      return pending
    }
  }
}
