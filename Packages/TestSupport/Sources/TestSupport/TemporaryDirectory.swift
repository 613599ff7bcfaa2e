import Foundation

/// A fresh directory under the system's temporary folder, removed with
/// everything in it when the value is released.
///
/// ```swift
/// let directory = try TemporaryDirectory()
/// let file = directory.url.appending(path: "favorites.sqlite")
/// ```
public final class TemporaryDirectory: Sendable {
  /// The directory's location.
  public let url: URL

  /// Creates the directory, named with `prefix` and a random suffix.
  public init(prefix: String = "taproom-test") throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "\(prefix)-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of the directory.
  public var path: String { url.path(percentEncoded: false) }

  /// A location inside the directory (not created).
  public func file(_ name: String) -> URL { url.appending(path: name) }

  deinit {
    // A test may have made something read-only; make it writable so the
    // cleanup can remove it.
    if let items = FileManager.default.enumerator(atPath: url.path(percentEncoded: false)) {
      for case let item as String in items {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o700],
          ofItemAtPath: url.appending(path: item).path(percentEncoded: false))
      }
    }
    try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
    try? FileManager.default.removeItem(at: url)
  }
}
