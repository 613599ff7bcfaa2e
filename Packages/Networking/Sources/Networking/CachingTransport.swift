import Common
import Foundation
import Logging

/// Puts an ``HTTPCache`` in front of a client: revalidation with
/// `If-None-Match`, 304 answered from disk, and the cached copy when the
/// server fails.
struct CachingTransport: Sendable {
  let next: HTTPClient
  let cache: HTTPCache
  let common: CommonEnvironment

  /// One cached answer, as its file holds it.
  struct Entry: Codable, Equatable {
    var url: String
    var etag: String
    var storedAt: Double
    var contentType: String?
    var body: Data
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    guard request.method == .get else { return try await next.send(request) }
    let file = cache.directory.appending(path: Self.fileName(for: request.url))
    let entry = load(file, for: request.url)
    var revalidating = request
    if let entry, !request.headers.keys.contains(where: { $0.lowercased() == "if-none-match" }) {
      revalidating.headers["If-None-Match"] = entry.etag
    }
    let response: HTTPResponse
    do {
      response = try await next.send(revalidating)
    } catch let error as HTTPError where Self.fallsBack(error) {
      guard let entry else { throw error }
      return stale(entry, request.url, error)
    }
    if response.statusCode == 304, let entry {
      return Self.answer(entry)
    }
    if response.statusCode >= 500, let entry {
      return stale(
        entry, request.url,
        .status(code: response.statusCode, message: nil))
    }
    if response.statusCode == 200, let etag = response.header("ETag"),
      !(response.header("Cache-Control") ?? "").contains("no-store")
    {
      store(
        Entry(
          url: request.url.absoluteString, etag: etag,
          storedAt: common.now().timeIntervalSince1970,
          contentType: response.header("Content-Type"), body: response.body), in: file)
    }
    return response
  }

  /// Failures the cached copy stands in for: the server cannot be reached,
  /// does not answer in time, or drops the connection.
  static func fallsBack(_ error: HTTPError) -> Bool {
    switch error {
    case .unreachable, .timedOut, .connectionLost, .transport: true
    default: false
    }
  }

  private func stale(_ entry: Entry, _ url: URL, _ failure: HTTPError) -> HTTPResponse {
    let seconds = common.now().timeIntervalSince1970 - entry.storedAt
    cache.onStaleAnswer(
      StaleAnswer(url: url, age: .milliseconds(Int64(max(0, seconds) * 1000)), failure: failure))
    return Self.answer(entry)
  }

  private static func answer(_ entry: Entry) -> HTTPResponse {
    var headers = ["ETag": entry.etag]
    headers["Content-Type"] = entry.contentType
    return HTTPResponse(statusCode: 200, headers: headers, body: entry.body)
  }

  /// The file of a URL: its FNV-1a hash, so any URL makes a safe file name.
  static func fileName(for url: URL) -> String {
    FNV1a.hexadecimal(FNV1a.hash(url.absoluteString)) + ".json"
  }

  /// The entry in `file` for `url`; `nil` when there is none. A file that
  /// cannot be decoded, or holds another URL, is logged and removed.
  private func load(_ file: URL, for url: URL) -> Entry? {
    guard let data = try? Data(contentsOf: file) else { return nil }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data),
      entry.url == url.absoluteString
    else {
      common.logger.warning(
        "ignoring the unreadable cache file \(file.path) (\(data.count) bytes); it will be replaced"
      )
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    return entry
  }

  /// Writes the entry (to a temporary file, then renamed: never half a
  /// file), then trims the folder to the cache's bound, oldest first.
  private func store(_ entry: Entry, in file: URL) {
    let manager = FileManager.default
    do {
      try manager.createDirectory(at: cache.directory, withIntermediateDirectories: true)
      let data = try JSONEncoder().encode(entry)
      guard data.count <= cache.maxBytes else { return }
      let partial = file.appendingPathExtension(
        "partial-\(ProcessInfo.processInfo.processIdentifier)")
      try data.write(to: partial)
      _ = try? manager.removeItem(at: file)
      try manager.moveItem(at: partial, to: file)
      trim()
    } catch {
      common.logger.info("could not store a cached answer in \(cache.directory.path): \(error)")
    }
  }

  private func trim() {
    let manager = FileManager.default
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    guard
      let files = try? manager.contentsOfDirectory(
        at: cache.directory, includingPropertiesForKeys: keys)
    else { return }
    var sized = files.compactMap { file -> (URL, Int, Date)? in
      guard file.pathExtension == "json",
        let values = try? file.resourceValues(forKeys: Set(keys))
      else { return nil }
      return (file, values.fileSize ?? 0, values.contentModificationDate ?? .distantPast)
    }
    var total = sized.reduce(0) { $0 + $1.1 }
    guard total > cache.maxBytes else { return }
    sized.sort { $0.2 < $1.2 }
    for (file, size, _) in sized where total > cache.maxBytes {
      try? manager.removeItem(at: file)
      total -= size
    }
  }
}
