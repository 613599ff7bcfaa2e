import Foundation
import Logging

/// Sets up logging for a Taproom executable: swift-log to standard error, at
/// the level named by `TAPROOM_LOG_LEVEL`.
public enum LogSetup {
  /// The environment variable that sets the log level.
  public static let environmentVariable = "TAPROOM_LOG_LEVEL"

  /// The level used when the variable is not set.
  public static let defaultLevel = Logger.Level.warning

  /// Reads the log level from an environment.
  ///
  /// An unset or empty variable gives `defaultLevel` (unless given,
  /// ``defaultLevel``); the names are those of `Logger.Level` (`trace` …
  /// `critical`), in any case.
  /// - Throws: ``LogLevelError`` for any other value.
  public static func level(
    from environment: [String: String], defaultLevel: Logger.Level = defaultLevel
  ) throws(LogLevelError) -> Logger.Level {
    guard let text = environment[environmentVariable], !text.isEmpty else { return defaultLevel }
    guard let level = Logger.Level(rawValue: text.lowercased()) else {
      throw LogLevelError(value: text)
    }
    return level
  }

  /// Bootstraps swift-log once for the process: every logger writes to
  /// standard error at the configured level, leaving standard output to the
  /// program's results.
  ///
  /// - Parameter defaultLevel: the level when the variable is not set (a
  ///   server logs its access lines at `info`).
  /// - Throws: ``LogLevelError`` when `TAPROOM_LOG_LEVEL` is not a level name.
  public static func bootstrap(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    defaultLevel: Logger.Level = defaultLevel
  ) throws(LogLevelError) {
    let level = try level(from: environment, defaultLevel: defaultLevel)
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
  }
}

/// `TAPROOM_LOG_LEVEL` holds a value that is not a log level.
public struct LogLevelError: Error, Equatable, Sendable, UserFacingError {
  /// The value found in the environment.
  public var value: String

  /// Creates the error.
  public init(value: String) { self.value = value }

  /// One line for the user.
  public var userMessage: String {
    let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
    return
      "\(LogSetup.environmentVariable) must be one of \(names); got '\(TerminalText.sanitize(value))'"
  }

  /// Always a usage error.
  public var kind: ErrorKind { .usage }
}
