import Foundation
import TestSupport
import Testing

private func api(_ server: LoopbackServer) -> String { server.baseURL.absoluteString + "/v2" }

private let page = BeerFixture.array([BeerFixture(id: 1), BeerFixture.nonASCII(id: 2)])

@Test func anUnreachableServerIsExit69WithinTheTimeout() async throws {
  let port = try LoopbackServer.closedPort()
  let result = try await taproom(
    "discover", "--api-url", "http://127.0.0.1:\(port)/v2", "--timeout", "1")
  #expect(result.exitCode == 69)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr == "error: cannot reach 127.0.0.1:\(port): connection refused\n")
  #expect(result.duration < .seconds(10))
}

@Test func aServerThatDoesNotAnswerTimesOut() async throws {
  let server = try LoopbackServer(replies: [.neverAnswer])
  let result = try await taproom("discover", "--api-url", api(server), "--timeout", "0.5")
  #expect(result.exitCode == 69)
  #expect(result.stderr == "error: 127.0.0.1:\(server.port) did not answer within 0.5 s\n")
  // At most three attempts of 0.5 s, with backoff between them. (The server
  // may not have read the last attempt's request when the process ends.)
  #expect(result.duration < .seconds(8))
  #expect((2...3).contains(server.requests.count))
}

@Test func a503ThenA200Succeeds() async throws {
  let server = try LoopbackServer(replies: [.status(503), .json(page)])
  let result = try await taproom("discover", "--api-url", api(server), "--page-size", "2")
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == [1, 2])
  #expect(result.stderr.isEmpty)
  #expect(
    server.requests.map(\.target) == ["/v2/beers?page=1&per_page=2", "/v2/beers?page=1&per_page=2"])
}

@Test func a429WithRetryAfterIsWaitedFor() async throws {
  let server = try LoopbackServer(replies: [
    .status(429, headers: ["Retry-After": "1"]), .json(page),
  ])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == [1, 2])
  #expect(result.duration >= .seconds(1))
}

@Test func a503ForEverIsExit69AfterTheRetries() async throws {
  let server = try LoopbackServer(replies: [
    .json(
      #"{"statusCode":503,"error":"Service Unavailable","message":"down for maintenance"}"#,
      status: 503)
  ])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 69)
  #expect(
    result.stderr == "error: the server answered 503 Service Unavailable: down for maintenance\n")
  #expect(server.requests.count == 3)
}

@Test func malformedJSONIsExit65NamingTheField() async throws {
  let body = JSONValue.array([
    BeerFixture(id: 1).json, BeerFixture(id: 2).json.setting("name", to: 42),
  ]).data
  let server = try LoopbackServer(replies: [.json(body)])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 65)
  #expect(result.stdout.isEmpty)
  #expect(
    result.stderr == "error: the server sent malformed data: at [1].name: expected a string\n")
  let notJSON = try LoopbackServer(replies: [.json("<html>oops</html>")])
  let second = try await taproom("discover", "--api-url", api(notJSON))
  #expect(second.exitCode == 65)
  #expect(second.stderr == "error: the server sent malformed data: the body is not valid JSON\n")
}

@Test func escapeSequencesFromTheServerAreNeutralised() async throws {
  var evil = BeerFixture(id: 1)
  evil.name = "Evil\u{1B}]0;owned\u{07} \u{1B}[31mRed\u{1B}[0m Ale"
  evil.tagline = "Clear\u{1B}[2J screen\u{9B}1m"
  let body = BeerFixture.array([evil])
  let server = try LoopbackServer { _ in .json(body) }
  let list = try await taproom("discover", "--api-url", api(server))
  #expect(list.exitCode == 0)
  #expect(!list.stdout.contains("\u{1B}"))
  #expect(!list.stdout.unicodeScalars.contains { $0.value == 0x9B })
  #expect(list.stdout.contains("Evil Red Ale"))
  #expect(list.stdout.contains("Clear screen"))
  let detail = try await taproom("show", "1", "--api-url", api(server))
  #expect(detail.exitCode == 0)
  #expect(!detail.stdout.contains("\u{1B}"))
  #expect(detail.stdout.hasPrefix("Evil Red Ale\n"))
}

@Test func showAsksForTheBeerAndPrintsItsDetail() async throws {
  let server = try LoopbackServer { _ in .json(BeerFixture.array([BeerFixture.withoutImage(id: 7)]))
  }
  let result = try await taproom("show", "7", "--api-url", api(server))
  #expect(result.exitCode == 0)
  #expect(server.requests.map(\.target) == ["/v2/beers/7"])
  #expect(result.stdout.hasPrefix("Fixture Beer 7\nTagline number 7.\n"))
  #expect(result.stdout.contains("Twist  Orange peel at flame-out"))
  let json = try await taproom("show", "7", "--json", "--api-url", api(server))
  let object = try #require(
    JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
  #expect(object["id"] as? Int == 7)
  #expect(object["name"] as? String == "Fixture Beer 7")
}

@Test func latencyBelowTheTimeoutSucceeds() async throws {
  let server = try LoopbackServer(replies: [.delayed(.milliseconds(300), .json(page))])
  let result = try await taproom("discover", "--api-url", api(server), "--timeout", "2")
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == [1, 2])
}

@Test func two503sThenA200Succeeds() async throws {
  let server = try LoopbackServer(replies: [.status(503), .status(503), .json(page)])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 0)
  #expect(server.requests.count == 3)
}

@Test func aTruncatedBodyIsRetriedThenReportedClearly() async throws {
  let server = try LoopbackServer(replies: [
    .truncated(status: 200, body: Data(#"[{"id":1,"#.utf8), declaredLength: 400)
  ])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 69)
  #expect(result.stdout.isEmpty)
  #expect(
    result.stderr
      == "error: the connection to 127.0.0.1:\(server.port) was lost before the response was complete\n"
  )
  #expect(server.requests.count == 3)
}

@Test func aResetMidBodyIsRetriedThenSucceeds() async throws {
  let server = try LoopbackServer(replies: [.resetMidBody(status: 200, body: page), .json(page)])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == [1, 2])
}

@Test func aBodyOverTheCapIsRefused() async throws {
  let server = try LoopbackServer(replies: [.huge(bytes: 50_000_000)])
  let result = try await taproom("discover", "--api-url", api(server))
  #expect(result.exitCode == 65)
  #expect(result.stderr == "error: the server's response is larger than the 10 MB limit\n")
}
