import Foundation

/// An on-disk cache of GET answers that carry an `ETag`, for a client that
/// should keep working when its server does not.
///
/// With a cache, a client revalidates what it has (`If-None-Match`; a 304
/// is answered from disk) and, when the server is unreachable, times out or
/// fails with a 5xx, answers from its copy and says so through
/// ``onStaleAnswer``. Each answer is one file in ``directory``; the oldest
/// files go when the folder holds more than ``maxBytes``. A file that cannot
/// be read is logged, ignored and replaced.
///
/// ```swift
/// var networking = NetworkingEnvironment()
/// networking.cache = HTTPCache(directory: HTTPCache.defaultDirectory()) { stale in
///   print("showing a copy from \(stale.ageDescription) ago")
/// }
/// ```
public struct HTTPCache: Sendable {
  /// The folder of the cache files.
  public var directory: URL
  /// The most bytes the folder holds: 50 MB unless set.
  public var maxBytes: Int
  /// Called when an answer comes from the cache because the server failed.
  public var onStaleAnswer: @Sendable (StaleAnswer) -> Void

  /// The default bound: 50 MB.
  public static let defaultMaxBytes = 50 << 20

  /// A cache in `directory`.
  public init(
    directory: URL, maxBytes: Int = defaultMaxBytes,
    onStaleAnswer: @escaping @Sendable (StaleAnswer) -> Void = { _ in }
  ) {
    self.directory = directory
    self.maxBytes = maxBytes
    self.onStaleAnswer = onStaleAnswer
  }

  /// `$XDG_CACHE_HOME/taproom`, or `~/.cache/taproom`.
  public static func defaultDirectory(
    variables: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    let base =
      variables["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0) }
      ?? URL(filePath: variables["HOME"] ?? NSHomeDirectory()).appending(path: ".cache")
    return base.appending(path: "taproom")
  }
}

/// An answer served from the cache because the server failed.
public struct StaleAnswer: Sendable, Equatable {
  /// The URL asked for.
  public var url: URL
  /// How old the copy is.
  public var age: Duration
  /// Why the server's own answer could not be used.
  public var failure: HTTPError

  /// A stale answer from its parts.
  public init(url: URL, age: Duration, failure: HTTPError) {
    self.url = url
    self.age = age
    self.failure = failure
  }

  /// The age in words: `40 s`, `12 min`, `3 h`, `2 days`.
  public var ageDescription: String {
    let seconds = max(0, Int(age.components.seconds))
    switch seconds {
    case ..<90: return "\(seconds) s"
    case ..<(90 * 60): return "\((seconds + 30) / 60) min"
    case ..<(48 * 3600): return "\((seconds + 1800) / 3600) h"
    default: return "\((seconds + 43_200) / 86_400) days"
    }
  }
}
