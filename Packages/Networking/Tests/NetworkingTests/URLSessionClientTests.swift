import Common
import Foundation
import Networking
import TestSupport
import Testing

@testable import NetworkingURLSession

@Test func sendsTheRequestAsGivenAndReturnsTheResponse() async throws {
  let server = try LoopbackServer { _ in .json(#"[{"id":1}]"#, headers: ["X-Test": "yes"]) }
  let (networking, sleeps) = recordingEnvironment()
  var request = get(server, "/v2/beers?page=2&per_page=5&beer_name=punk_ipa")
  request.headers["Accept"] = "application/json"
  let response = try await networking.makeURLSessionClient().send(request)
  #expect(response.statusCode == 200)
  #expect(response.header("x-test") == "yes")
  #expect(String(decoding: response.body, as: UTF8.self) == #"[{"id":1}]"#)
  let received = try #require(server.requests.first)
  #expect(server.requests.count == 1)
  #expect(received.method == "GET")
  #expect(received.path == "/v2/beers")
  #expect(received.query("page") == "2")
  #expect(received.query("per_page") == "5")
  #expect(received.query("beer_name") == "punk_ipa")
  #expect(received.headers["accept"] == "application/json")
  #expect(sleeps.current.isEmpty)
}

@Test func retries503ThenSucceeds() async throws {
  let server = try LoopbackServer(replies: [.status(503), .status(503), .json("[]")])
  let (networking, sleeps) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(server.requests.count == 3)
  // Equal jitter with random 0.5: 75% of 200 ms, then of 400 ms.
  #expect(sleeps.current == [.milliseconds(150), .milliseconds(300)])
}

@Test func stopsAfterTheBoundedAttempts() async throws {
  let server = try LoopbackServer(replies: [.json(#"{"message":"maintenance"}"#, status: 503)])
  let (networking, sleeps) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 503)
  #expect(server.requests.count == 3)
  #expect(sleeps.current.count == 2)
  #expect(throws: HTTPError.status(code: 503, message: "maintenance")) {
    try JSONResponseDecoder().decode([Int].self, from: response)
  }
  #expect(HTTPError.status(code: 503, message: "maintenance").kind == .unavailable)
  #expect(
    HTTPError.status(code: 503, message: "maintenance").userMessage
      == "the server answered 503 Service Unavailable: maintenance")
}

@Test func honoursRetryAfter() async throws {
  let server = try LoopbackServer(replies: [
    .status(429, headers: ["Retry-After": "1"]), .json("[]"),
  ])
  let (networking, sleeps) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(sleeps.current == [.seconds(1)])
}

@Test func aRetryAfterOverTheCapIsNotWaitedFor() async throws {
  let server = try LoopbackServer(replies: [
    .status(429, headers: ["Retry-After": "3600"]), .json("[]"),
  ])
  let (networking, sleeps) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 429)
  #expect(server.requests.count == 1)
  #expect(sleeps.current.isEmpty)
}

@Test func doesNotRetryARequestThatIsNotIdempotent() async throws {
  let server = try LoopbackServer(replies: [.status(503), .json("[]")])
  let (networking, _) = recordingEnvironment()
  var request = get(server, "/v2/favorites")
  request.method = .post
  request.body = Data("{}".utf8)
  let response = try await networking.makeURLSessionClient().send(request)
  #expect(response.statusCode == 503)
  #expect(server.requests.count == 1)
  #expect(server.requests.first?.body == Data("{}".utf8))
}

@Test func aClientErrorIsNotRetriedAndKeepsTheServerMessage() async throws {
  let body =
    #"{"statusCode":404,"error":"Not Found","message":"No beer found that matches the ID 1000"}"#
  let server = try LoopbackServer(replies: [.json(body, status: 404)])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers/1000"))
  #expect(server.requests.count == 1)
  let expected = HTTPError.status(code: 404, message: "No beer found that matches the ID 1000")
  #expect(throws: expected) { try JSONResponseDecoder().decode([Int].self, from: response) }
  #expect(expected.kind == .notFound)
}

@Test func anUnreachableHostIsReportedAsSuch() async throws {
  let port = try LoopbackServer.closedPort()
  let (networking, sleeps) = recordingEnvironment()
  let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/v2/beers")!)
  let expected = HTTPError.unreachable(host: "127.0.0.1:\(port)", reason: "connection refused")
  await #expect(throws: expected) { try await networking.makeURLSessionClient().send(request) }
  #expect(sleeps.current.count == 2)
  #expect(expected.userMessage == "cannot reach 127.0.0.1:\(port): connection refused")
  #expect(expected.kind == .unavailable)
}

@Test func aServerThatNeverAnswersTimesOut() async throws {
  let server = try LoopbackServer(replies: [.neverAnswer])
  let (networking, _) = recordingEnvironment(timeout: .milliseconds(500), attempts: 1)
  let start = ContinuousClock.now
  await #expect(throws: HTTPError.timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
    try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  }
  #expect(ContinuousClock.now - start < .seconds(5))
}

@Test func latencyBelowTheTimeoutSucceeds() async throws {
  let server = try LoopbackServer(replies: [.delayed(.milliseconds(300), .json("[]"))])
  let (networking, sleeps) = recordingEnvironment(timeout: .seconds(2))
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(sleeps.current.isEmpty)
}

@Test func aTruncatedBodyIsAConnectionFailureAndIsRetried() async throws {
  let server = try LoopbackServer(replies: [
    .truncated(status: 200, body: Data(#"[{"id":1},"#.utf8), declaredLength: 500), .json("[]"),
  ])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(server.requests.count == 2)
}

@Test func aResetMidBodyIsRetried() async throws {
  let server = try LoopbackServer(replies: [
    .resetMidBody(status: 200, body: Data(String(repeating: "x", count: 10_000).utf8)),
    .json("[1]"),
  ])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  #expect(String(decoding: response.body, as: UTF8.self) == "[1]")
}

@Test func aBodyOverTheCapIsRefused() async throws {
  let server = try LoopbackServer(replies: [.huge(bytes: 30_000_000)])
  let (networking, _) = recordingEnvironment(maxBytes: 1_000_000)
  await #expect(throws: HTTPError.tooLarge(limitBytes: 1_000_000)) {
    try await networking.makeURLSessionClient().send(get(server, "/v2/beers"))
  }
  #expect(
    HTTPError.tooLarge(limitBytes: 10_000_000).userMessage
      == "the server's response is larger than the 10 MB limit")
}

@Test func cancellingTheTaskCancelsTheRequest() async throws {
  let server = try LoopbackServer(replies: [.neverAnswer])
  let (networking, _) = recordingEnvironment(timeout: .seconds(30))
  let client = networking.makeURLSessionClient()
  let task = Task { try await client.send(get(server, "/v2/beers")) }
  try await waitUntil { !server.requests.isEmpty }
  task.cancel()
  await #expect(throws: HTTPError.cancelled) { try await task.value }
}

@Test func urlErrorCodesMapToTypedErrors() {
  #expect(
    URLSessionTransport.map(-1004, host: "h:1", timeoutSeconds: 5)
      == .unreachable(host: "h:1", reason: "connection refused"))
  #expect(
    URLSessionTransport.map(-1003, host: "h", timeoutSeconds: 5)
      == .unreachable(host: "h", reason: "unknown host"))
  #expect(
    URLSessionTransport.map(-1001, host: "h", timeoutSeconds: 5) == .timedOut(host: "h", seconds: 5)
  )
  #expect(URLSessionTransport.map(-999, host: "h", timeoutSeconds: 5) == .cancelled)
  #expect(
    URLSessionTransport.map(-1005, host: "h", timeoutSeconds: 5) == .connectionLost(host: "h"))
  #expect(URLSessionTransport.map(-1, host: "h", timeoutSeconds: 5) == .connectionLost(host: "h"))
  #expect(URLSessionTransport.map(-1100, host: "h", timeoutSeconds: 5) == .transport(code: -1100))
  #expect(HTTPError.transport(code: -1100).userMessage == "network error (code -1100)")
}
