/// When and how long to wait before sending an idempotent request again.
public struct RetryPolicy: Equatable, Sendable {
  /// The most attempts, the first included. 1 means no retry.
  public var maxAttempts: Int
  /// The delay before the first retry; each retry doubles it.
  public var baseDelay: Duration
  /// The longest delay between attempts from backoff.
  public var maxDelay: Duration
  /// The longest `Retry-After` honoured. A server asking for longer is not
  /// retried, and its answer is reported.
  public var maxRetryAfter: Duration

  /// Creates a policy.
  public init(
    maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(200),
    maxDelay: Duration = .seconds(2), maxRetryAfter: Duration = .seconds(5)
  ) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = baseDelay
    self.maxDelay = maxDelay
    self.maxRetryAfter = maxRetryAfter
  }

  /// Three attempts, 200 ms doubling up to 2 s, `Retry-After` up to 5 s.
  public static let `default` = RetryPolicy()

  /// The backoff before retry number `retry` (1 for the first retry), with
  /// "equal jitter": half the exponential delay, plus up to the other half at
  /// random (`random` in `0..<1`).
  func backoff(beforeRetry retry: Int, random: Double) -> Duration {
    let exponential = baseDelay * (1 << min(retry - 1, 20))
    let capped = min(exponential, maxDelay)
    return capped / 2 + capped / 2 * random
  }
}
