import Logging
import Synchronization

/// A log handler that keeps the messages it is given.
final class RecordingLogHandler: LogHandler, Sendable {
  private let store = Mutex<[(String, Logger.Metadata)]>([])

  var messages: [String] { store.withLock { $0.map(\.0) } }
  var recordedMetadata: [Logger.Metadata] { store.withLock { $0.map(\.1) } }

  func log(event: LogEvent) {
    store.withLock { $0.append((event.message.description, event.metadata ?? [:])) }
  }

  var metadataProvider: Logger.MetadataProvider? {
    get { nil }
    set {}
  }
  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { nil }
    set {}
  }
  var metadata: Logger.Metadata {
    get { [:] }
    set {}
  }
  var logLevel: Logger.Level {
    get { .trace }
    set {}
  }
}
