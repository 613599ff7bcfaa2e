import Foundation
import Logging

/// The ambient dependencies every package needs injected: time, sleeping,
/// randomness and logging.
///
/// Production code takes these from a `CommonEnvironment` instead of calling
/// `Date()`, `Task.sleep` or `Double.random` directly, so tests can make
/// retry backoff instant and jitter deterministic.
///
/// ```swift
/// let common = CommonEnvironment.live
/// common.logger.info("starting")
/// try await common.sleep(.milliseconds(200))
/// ```
public struct CommonEnvironment: Sendable {
  /// The current time.
  public var now: @Sendable () -> Date
  /// Suspends for a duration; throws `CancellationError` when cancelled.
  public var sleep: @Sendable (Duration) async throws -> Void
  /// A random number in `0..<1`, for jitter.
  public var random: @Sendable () -> Double
  /// The logger to write to.
  public var logger: Logger

  /// Creates an environment from its parts.
  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    random: @escaping @Sendable () -> Double,
    logger: Logger
  ) {
    self.now = now
    self.sleep = sleep
    self.random = random
    self.logger = logger
  }

  /// The real clock, real sleeping, system randomness and a `taproom` logger
  /// (the app chooses where log lines go).
  public static var live: CommonEnvironment {
    CommonEnvironment(
      now: { Date() },
      sleep: { duration in try await Task.sleep(for: duration) },
      random: { Double.random(in: 0..<1) },
      logger: Logger(label: "taproom"))
  }

  /// A deterministic environment: the time is fixed at
  /// ``testDate``, sleeping returns at once (still honouring
  /// cancellation), randomness is always 0.5 and nothing is logged.
  public static var test: CommonEnvironment {
    CommonEnvironment(
      now: { testDate },
      sleep: { _ in try Task.checkCancellation() },
      random: { 0.5 },
      logger: Logger(label: "taproom.test", factory: { _ in SwiftLogNoOpLogHandler() }))
  }

  /// The fixed time of ``test``: 2026-01-01T00:00:00Z.
  public static let testDate = Date(timeIntervalSince1970: 1_767_225_600)
}
