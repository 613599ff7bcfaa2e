import Logging

/// A log handler that neutralises escape sequences and control characters
/// in each message and metadata value
/// (``TerminalText/sanitize(_:keepingNewlines:)``) before the handler it
/// wraps writes it: request paths and server messages end up in log lines.
struct TerminalSafeLogHandler<Base: LogHandler>: LogHandler {
  private var base: Base

  /// Wraps `base`.
  init(_ base: Base) { self.base = base }

  /// Writes the event with its message made terminal-safe.
  func log(event: LogEvent) {
    var event = event
    event.message = "\(TerminalText.sanitize(event.message.description))"
    event.metadata = event.metadata?.mapValues(Self.sanitize)
    base.log(event: event)
  }

  private static func sanitize(_ value: Logger.MetadataValue) -> Logger.MetadataValue {
    switch value {
    case .string(let text): .string(TerminalText.sanitize(text))
    case .stringConvertible(let convertible):
      .string(TerminalText.sanitize(convertible.description))
    case .dictionary(let dictionary): .dictionary(dictionary.mapValues(sanitize))
    case .array(let array): .array(array.map(sanitize))
    }
  }

  /// The wrapped handler's metadata provider.
  var metadataProvider: Logger.MetadataProvider? {
    get { base.metadataProvider }
    set { base.metadataProvider = newValue }
  }

  /// One metadata value of the wrapped handler.
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { base[metadataKey: key] }
    set { base[metadataKey: key] = newValue }
  }

  /// The wrapped handler's metadata.
  var metadata: Logger.Metadata {
    get { base.metadata }
    set { base.metadata = newValue }
  }

  /// The wrapped handler's level.
  var logLevel: Logger.Level {
    get { base.logLevel }
    set { base.logLevel = newValue }
  }
}
