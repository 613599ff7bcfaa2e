import Foundation
import Logging

/// Sets up logging for a Taproom executable: swift-log to standard error, at
/// the level named by `TAPROOM_LOG_LEVEL`, every message made terminal-safe
/// (log lines carry server messages, paths and URLs).
public enum LogSetup {
  /// The environment variable that sets the log level.
  public static let environmentVariable = "TAPROOM_LOG_LEVEL"

  /// The level used when the variable is not set.
  public static let defaultLevel = Logger.Level.warning

  /// Reads the log level from environment variables.
  ///
  /// An unset or empty variable gives `defaultLevel` (unless given,
  /// ``defaultLevel``); the names are those of `Logger.Level` (`trace` …
  /// `critical`), in any case.
  /// - Throws: ``LogLevelError`` for any other value.
  public static func level(
    from variables: [String: String], defaultLevel: Logger.Level = defaultLevel
  ) throws(LogLevelError) -> Logger.Level {
    guard let text = variables[environmentVariable], !text.isEmpty else { return defaultLevel }
    guard let level = Logger.Level(rawValue: text.lowercased()) else {
      throw LogLevelError(value: text)
    }
    return level
  }

  /// Bootstraps swift-log once for the process: every logger writes to
  /// standard error at the configured level, leaving standard output to the
  /// program's results.
  ///
  /// - Parameters:
  ///   - variables: the process's environment variables.
  ///   - defaultLevel: the level when the variable is not set (a server logs
  ///     its access lines at `info`).
  /// - Throws: ``LogLevelError`` when `TAPROOM_LOG_LEVEL` is not a level name.
  public static func bootstrap(
    variables: [String: String] = ProcessInfo.processInfo.environment,
    defaultLevel: Logger.Level = defaultLevel
  ) throws(LogLevelError) {
    let level = try level(from: variables, defaultLevel: defaultLevel)
    LoggingSystem.bootstrap { label in
      var handler = TerminalSafeLogHandler(StreamLogHandler.standardError(label: label))
      handler.logLevel = level
      return handler
    }
  }
}

/// `TAPROOM_LOG_LEVEL` holds a value that is not a log level.
public struct LogLevelError: Error, Equatable, Sendable {
  /// The value found in the variable.
  public var value: String

  /// Creates the error.
  public init(value: String) { self.value = value }

  /// One line for the user (a usage error: exit 64).
  public var message: String {
    let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
    return
      "\(LogSetup.environmentVariable) must be one of \(names); got '\(TerminalText.sanitize(value))'"
  }
}
