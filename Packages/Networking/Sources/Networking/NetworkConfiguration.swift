/// How HTTP clients behave: time limit, retries, and the response size cap.
public struct NetworkConfiguration: Equatable, Sendable {
  /// How long to wait for the server to answer (and between chunks of the body).
  public var timeout: Duration
  /// When to retry idempotent requests.
  public var retry: RetryPolicy
  /// The largest response body accepted, in bytes.
  public var maxResponseBytes: Int

  /// Creates a configuration; the defaults are 5 s, ``RetryPolicy/default``
  /// and 10 MB.
  public init(
    timeout: Duration = .seconds(5), retry: RetryPolicy = .default,
    maxResponseBytes: Int = 10_000_000
  ) {
    self.timeout = timeout
    self.retry = retry
    self.maxResponseBytes = maxResponseBytes
  }

  /// ``timeout`` in seconds, with its fraction, as transports and messages use it.
  public var timeoutSeconds: Double {
    Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
  }
}
