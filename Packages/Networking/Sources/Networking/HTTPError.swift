import Common

/// Why an HTTP exchange failed. Every case has a one-line message for users;
/// no system error text is ever shown.
public enum HTTPError: Error, Equatable, Sendable {
  /// The host could not be reached (`reason`: "connection refused", "unknown host"…).
  case unreachable(host: String, reason: String)
  /// The server did not answer within the time limit.
  case timedOut(host: String, seconds: Double)
  /// The connection broke before the whole response arrived.
  case connectionLost(host: String)
  /// The server answered with a non-success status. `message` is the
  /// `message` field of a JSON error body, when it has one.
  case status(code: Int, message: String?)
  /// The body could not be decoded; `path` says where, like `[3].abv`.
  case decoding(path: String, reason: String)
  /// The response is larger than the configured cap.
  case tooLarge(limitBytes: Int)
  /// The request was cancelled.
  case cancelled
  /// Another transport failure, by its code.
  case transport(code: Int)
}

extension HTTPError: UserFacingError {
  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .unreachable(let host, let reason): "cannot reach \(host): \(reason)"
    case .timedOut(let host, let seconds):
      "\(host) did not answer within \(Self.format(seconds)) s"
    case .connectionLost(let host):
      "the connection to \(host) was lost before the response was complete"
    case .status(let code, let message):
      "the server answered \(code) \(Self.reason(for: code))" + (message.map { ": \($0)" } ?? "")
    case .decoding(let path, let reason):
      "the server sent malformed data: \(path.isEmpty ? "" : "at \(path): ")\(reason)"
    case .tooLarge(let limit):
      "the server's response is larger than the \(limit / 1_000_000) MB limit"
    case .cancelled: "the request was cancelled"
    case .transport(let code): "network error (code \(code))"
    }
  }

  /// How an app should report the failure.
  public var kind: ErrorKind {
    switch self {
    case .unreachable, .timedOut, .connectionLost, .transport: .unavailable
    case .status(let code, _):
      switch code {
      case 404: .notFound
      case 400, 422: .usage
      case 429, 500...: .unavailable
      default: .other
      }
    case .decoding, .tooLarge: .malformedData
    case .cancelled: .other
    }
  }

  /// `true` for failures worth retrying for an idempotent request: connection
  /// failures, timeouts, 5xx and 429.
  var isRetryable: Bool {
    switch self {
    case .unreachable, .timedOut, .connectionLost: true
    case .status(let code, _): code == 429 || code >= 500
    default: false
    }
  }

  private static func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  private static func reason(for code: Int) -> String {
    switch code {
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: code >= 500 ? "Server Error" : "Client Error"
    }
  }
}
