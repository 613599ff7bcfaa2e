import AsyncHTTPTransport
import Common
import Foundation
import Logging
import Networking
import TestSupport
import Testing

/// A client over AsyncHTTPClient with a cache in a fresh folder; stale
/// answers are recorded. The clock starts at ``CommonEnvironment/testDate``
/// and can be moved.
private struct CachedClient {
  let folder: TemporaryDirectory
  let client: HTTPClient
  let stale: Locked<[StaleAnswer]>
  let clock: Locked<Date>
  let logs: Locked<[String]>

  init(maxBytes: Int = HTTPCache.defaultMaxBytes) throws {
    folder = try TemporaryDirectory()
    let stale = Locked<[StaleAnswer]>([])
    let clock = Locked(CommonEnvironment.testDate)
    let logs = Locked<[String]>([])
    var common = CommonEnvironment.test
    common.now = { clock.withLock { $0 } }
    common.logger = Logger(label: "cache-test") { _ in LineRecorder(lines: logs) }
    let networking = NetworkingEnvironment(
      configuration: NetworkConfiguration(timeout: .seconds(2), retry: RetryPolicy(maxAttempts: 1)),
      common: common,
      cache: HTTPCache(directory: folder.url, maxBytes: maxBytes) { answer in
        stale.withLock { $0.append(answer) }
      })
    client = networking.makeAsyncHTTPClient()
    self.stale = stale
    self.clock = clock
    self.logs = logs
  }

  func files() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: folder.url, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "json" }
  }
}

@Test func aKnownAnswerIsRevalidatedAnd304IsAnsweredFromDisk() async throws {
  let server = try LoopbackServer(replies: [
    .json(#"[{"id":1}]"#, headers: ["ETag": #""v1""#, "Cache-Control": "public, max-age=300"]),
    .status(304, headers: ["ETag": #""v1""#]),
  ])
  let cached = try CachedClient()
  let url = server.baseURL.appending(path: "v2/beers")
  let first = try await cached.client.send(HTTPRequest(url: url))
  #expect(first.statusCode == 200)
  let second = try await cached.client.send(HTTPRequest(url: url))
  #expect(second.statusCode == 200)
  #expect(String(decoding: second.body, as: UTF8.self) == #"[{"id":1}]"#)
  #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, #""v1""#])
  #expect(cached.stale.withLock { $0 }.isEmpty)
}

@Test func aChangedTagReplacesTheCopy() async throws {
  let server = try LoopbackServer(replies: [
    .json(#"[{"id":1}]"#, headers: ["ETag": #""v1""#]),
    .json(#"[{"id":2}]"#, headers: ["ETag": #""v2""#]),
    .status(304, headers: ["ETag": #""v2""#]),
  ])
  let cached = try CachedClient()
  let url = server.baseURL.appending(path: "v2/beers")
  _ = try await cached.client.send(HTTPRequest(url: url))
  let changed = try await cached.client.send(HTTPRequest(url: url))
  #expect(String(decoding: changed.body, as: UTF8.self) == #"[{"id":2}]"#)
  let again = try await cached.client.send(HTTPRequest(url: url))
  #expect(String(decoding: again.body, as: UTF8.self) == #"[{"id":2}]"#)
  #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, #""v1""#, #""v2""#])
}

@Test func aCorruptCacheFileIsIgnoredLoggedAndReplaced() async throws {
  let server = try LoopbackServer(replies: [
    .json(#"[{"id":1}]"#, headers: ["ETag": #""v1""#]),
    .json(#"[{"id":1}]"#, headers: ["ETag": #""v1""#]),
  ])
  let cached = try CachedClient()
  let url = server.baseURL.appending(path: "v2/beers")
  _ = try await cached.client.send(HTTPRequest(url: url))
  let file = try #require(try cached.files().first)
  try Data("{ not json".utf8).write(to: file)
  let response = try await cached.client.send(HTTPRequest(url: url))
  #expect(response.statusCode == 200)
  #expect(server.requests.map { $0.headers["if-none-match"] } == [nil, nil])
  #expect(
    cached.logs.withLock { $0 }.contains { $0.contains("ignoring the unreadable cache file") })
  let stored = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
  #expect(stored?["etag"] as? String == #""v1""#)
}

@Test func anUnreachableServerIsAnsweredFromTheCopyAndSaysHowOld() async throws {
  let server = try LoopbackServer(replies: [
    .json(#"[{"id":1}]"#, headers: ["ETag": #""v1""#])
  ])
  let cached = try CachedClient()
  let url = server.baseURL.appending(path: "v2/beers")
  _ = try await cached.client.send(HTTPRequest(url: url))
  server.stop()
  cached.clock.withLock { $0 += 600 }
  let response = try await cached.client.send(HTTPRequest(url: url))
  #expect(response.statusCode == 200)
  #expect(String(decoding: response.body, as: UTF8.self) == #"[{"id":1}]"#)
  let stale = try #require(cached.stale.withLock { $0 }.first)
  #expect(stale.age == .seconds(600))
  #expect(stale.ageDescription == "10 min")
  // The kept-alive connection is gone (connection lost), or a new one is
  // refused (unreachable).
  switch stale.failure {
  case .unreachable, .connectionLost: break
  default: Issue.record("\(stale.failure)")
  }
}

@Test func anUnreachableServerWithNothingCachedFailsAsBefore() async throws {
  let server = try LoopbackServer(replies: [])
  let url = server.baseURL.appending(path: "v2/beers?page=9")
  server.stop()
  let cached = try CachedClient()
  await #expect(throws: HTTPError.self) { try await cached.client.send(HTTPRequest(url: url)) }
  #expect(cached.stale.withLock { $0 }.isEmpty)
}

@Test func theFolderStaysUnderItsBoundOldestFirst() async throws {
  let body = String(repeating: "x", count: 3_000)
  let server = try LoopbackServer { request in
    .json(#"[""# + body + #""]"#, headers: ["ETag": "\"\(request.target)\""])
  }
  let cached = try CachedClient(maxBytes: 10_000)
  for page in 1...6 {
    _ = try await cached.client.send(
      HTTPRequest(
        url: server.baseURL.appending(path: "v2/beers").appending(queryItems: [
          URLQueryItem(name: "page", value: String(page))
        ])))
  }
  let files = try cached.files()
  let total = try files.reduce(0) { $0 + (try Data(contentsOf: $1)).count }
  #expect(total <= 10_000)
  #expect(files.count >= 1 && files.count < 6)
}

@Test(arguments: [
  (40, "40 s"), (89, "89 s"), (600, "10 min"), (5_400, "2 h"), (7 * 86_400, "7 days"),
])
func agesReadNaturally(_ seconds: Int64, _ words: String) {
  let answer = StaleAnswer(
    url: URL(string: "http://x")!, age: .seconds(seconds), failure: .cancelled)
  #expect(answer.ageDescription == words)
}

/// Keeps each log message.
private struct LineRecorder: LogHandler {
  let lines: Locked<[String]>
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace
  var metadataProvider: Logger.MetadataProvider?

  func log(event: LogEvent) { lines.withLock { $0.append(event.message.description) } }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }
}
