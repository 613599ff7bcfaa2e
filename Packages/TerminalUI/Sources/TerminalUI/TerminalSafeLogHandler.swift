import Logging

/// A log handler that neutralises escape sequences and control characters
/// in each message (``TerminalText/sanitize(_:keepingNewlines:)``) before
/// the handler it wraps writes it.
public struct TerminalSafeLogHandler<Base: LogHandler>: LogHandler {
  private var base: Base

  /// Wraps `base`.
  public init(_ base: Base) { self.base = base }

  /// Writes the event with its message made terminal-safe.
  public func log(event: LogEvent) {
    var event = event
    event.message = "\(TerminalText.sanitize(event.message.description))"
    base.log(event: event)
  }

  /// The wrapped handler's metadata provider.
  public var metadataProvider: Logger.MetadataProvider? {
    get { base.metadataProvider }
    set { base.metadataProvider = newValue }
  }

  /// One metadata value of the wrapped handler.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { base[metadataKey: key] }
    set { base[metadataKey: key] = newValue }
  }

  /// The wrapped handler's metadata.
  public var metadata: Logger.Metadata {
    get { base.metadata }
    set { base.metadata = newValue }
  }

  /// The wrapped handler's level.
  public var logLevel: Logger.Level {
    get { base.logLevel }
    set { base.logLevel = newValue }
  }
}
