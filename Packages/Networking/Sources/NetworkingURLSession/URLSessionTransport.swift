import Foundation
import Networking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live transport: Foundation's URLSession over real sockets.
///
/// Bodies arrive through a delegate, so a response over the size cap is
/// cancelled as soon as its `Content-Length` or its received bytes pass the
/// cap, and memory stays bounded. URLSession errors are mapped to
/// ``HTTPError`` by their code; their descriptions are never shown.
final class URLSessionTransport: Sendable {
  private let session: URLSession
  private let delegate: SessionDelegate
  private let configuration: NetworkConfiguration

  init(configuration: NetworkConfiguration) {
    self.configuration = configuration
    delegate = SessionDelegate(maxBytes: configuration.maxResponseBytes)
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    let seconds = configuration.timeoutSeconds
    sessionConfiguration.timeoutIntervalForRequest = seconds
    sessionConfiguration.timeoutIntervalForResource = max(seconds * 12, 60)
    sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    sessionConfiguration.urlCache = nil
    sessionConfiguration.httpCookieStorage = nil
    sessionConfiguration.httpMaximumConnectionsPerHost = 4
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    session = URLSession(
      configuration: sessionConfiguration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.invalidateAndCancel()
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(url: request.url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
    let task = session.dataTask(with: urlRequest)
    let host = request.hostDescription
    let timeoutSeconds = configuration.timeoutSeconds
    // URLSession's own request timeout does not always fire on Linux (an
    // attempt was seen waiting for the 60 s resource timeout), so a watchdog
    // cancels a task that has no response headers when the time is up.
    let watchdog = Watchdog()
    let (delegate, timeout) = (delegate, configuration.timeout)
    let timer = Task {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled, !delegate.hasResponse(task.taskIdentifier) else { return }
      watchdog.fire()
      task.cancel()
    }
    defer { timer.cancel() }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        delegate.register(task, continuation: continuation)
        task.resume()
      }
    } onCancel: {
      task.cancel()
    }
    switch result {
    case .success(let response): return response
    case .failure(.transport(-999)) where watchdog.fired:
      throw HTTPError.timedOut(host: host, seconds: timeoutSeconds)
    case .failure(.tooLarge):
      throw HTTPError.tooLarge(limitBytes: delegate.maxBytes)
    case .failure(.transport(let code)):
      throw Self.map(code, host: host, timeoutSeconds: timeoutSeconds)
    }
  }

  /// Maps a URLError code (never its description) to an ``HTTPError``.
  static func map(_ code: Int, host: String, timeoutSeconds: Double) -> HTTPError {
    switch code {
    case -1004: .unreachable(host: host, reason: "connection refused")
    case -1003, -1006: .unreachable(host: host, reason: "unknown host")
    case -1009: .unreachable(host: host, reason: "no network connection")
    case -1001: .timedOut(host: host, seconds: timeoutSeconds)
    // -1 is what FoundationNetworking on Linux reports for a body cut short.
    case -1005, -1: .connectionLost(host: host)
    case -999: .cancelled
    default: .transport(code: code)
    }
  }
}

/// Set once when the watchdog cancels a task for taking too long.
private final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var didFire = false

  func fire() { lock.withLock { didFire = true } }
  var fired: Bool { lock.withLock { didFire } }
}

/// Why a data task ended without a response.
enum TaskFailure: Error {
  case tooLarge
  case transport(code: Int)
}

/// Collects each task's response and body, enforcing the size cap as bytes arrive.
private final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  let maxBytes: Int
  private let lock = NSLock()
  private var tasks: [Int: TaskState] = [:]

  private struct TaskState {
    var continuation: CheckedContinuation<Result<HTTPResponse, TaskFailure>, Never>
    var response: HTTPURLResponse?
    var body = Data()
    var tooLarge = false
  }

  init(maxBytes: Int) { self.maxBytes = maxBytes }

  func register(
    _ task: URLSessionTask,
    continuation: CheckedContinuation<Result<HTTPResponse, TaskFailure>, Never>
  ) {
    lock.withLock { tasks[task.taskIdentifier] = TaskState(continuation: continuation) }
  }

  /// `true` once the task's response headers arrived.
  func hasResponse(_ taskIdentifier: Int) -> Bool {
    lock.withLock { tasks[taskIdentifier]?.response != nil }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let http = response as? HTTPURLResponse
    let declared = response.expectedContentLength
    let allowed = lock.withLock {
      tasks[dataTask.taskIdentifier]?.response = http
      if declared > maxBytes { tasks[dataTask.taskIdentifier]?.tooLarge = true }
      return declared <= maxBytes
    }
    completionHandler(allowed ? .allow : .cancel)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let overCap = lock.withLock {
      guard var state = tasks[dataTask.taskIdentifier], !state.tooLarge else { return false }
      if state.body.count + data.count > maxBytes {
        state.tooLarge = true
        state.body = Data()
      } else {
        state.body.append(data)
      }
      tasks[dataTask.taskIdentifier] = state
      return state.tooLarge
    }
    if overCap { dataTask.cancel() }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    guard let state = lock.withLock({ tasks.removeValue(forKey: task.taskIdentifier) }) else {
      return
    }
    if state.tooLarge {
      state.continuation.resume(returning: .failure(.tooLarge))
    } else if let error {
      state.continuation.resume(
        returning: .failure(
          .transport(code: (error as? URLError)?.code.rawValue ?? (error as NSError).code)))
    } else if let response = state.response {
      var headers: [String: String] = [:]
      for (name, value) in response.allHeaderFields {
        if let name = name as? String, let value = value as? String { headers[name] = value }
      }
      state.continuation.resume(
        returning: .success(
          HTTPResponse(statusCode: response.statusCode, headers: headers, body: state.body)))
    } else {
      state.continuation.resume(returning: .failure(.transport(code: -1011)))
    }
  }
}
