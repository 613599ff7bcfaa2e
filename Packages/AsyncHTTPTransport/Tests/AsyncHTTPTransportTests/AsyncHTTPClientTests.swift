import AsyncHTTPTransport
import Common
import Foundation
import Networking
import TestSupport
import Testing

@Test func sendsTheRequestAsGivenAndReturnsTheResponse() async throws {
  let server = try LoopbackServer { _ in .json(#"[{"id":1}]"#, headers: ["X-Test": "yes"]) }
  let (networking, sleeps) = recordingEnvironment()
  var request = get(server, "/v2/beers?page=2&per_page=5&beer_name=punk_ipa")
  request.headers["Accept"] = "application/json"
  let response = try await networking.makeAsyncHTTPClient().send(request)
  #expect(response.statusCode == 200)
  #expect(response.header("x-test") == "yes")
  #expect(response.header("content-type") == "application/json; charset=utf-8")
  #expect(String(decoding: response.body, as: UTF8.self) == #"[{"id":1}]"#)
  let received = try #require(server.requests.first)
  #expect(server.requests.count == 1)
  #expect(received.method == "GET")
  #expect(received.target == "/v2/beers?page=2&per_page=5&beer_name=punk_ipa")
  #expect(received.headers["accept"] == "application/json")
  #expect(received.headers["host"] == "127.0.0.1:\(server.port)")
  #expect(received.body.isEmpty)
  #expect(sleeps.current.isEmpty)
}

@Test func aBodyIsSentAndANonIdempotentRequestIsNotRetried() async throws {
  let server = try LoopbackServer(replies: [.status(503), .json("[]")])
  let (networking, sleeps) = recordingEnvironment()
  var request = get(server, "/v2/favorites")
  request.method = .post
  request.body = Data(#"{"id":7}"#.utf8)
  let response = try await networking.makeAsyncHTTPClient().send(request)
  #expect(response.statusCode == 503)
  #expect(server.requests.count == 1)
  #expect(server.requests.first?.method == "POST")
  #expect(server.requests.first?.body == Data(#"{"id":7}"#.utf8))
  #expect(sleeps.current.isEmpty)
}

@Test func aNonSuccessStatusIsReturnedWithItsBody() async throws {
  let body =
    #"{"statusCode":404,"error":"Not Found","message":"No beer found that matches the ID 1000"}"#
  let server = try LoopbackServer(replies: [.json(body, status: 404)])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers/1000"))
  #expect(response.statusCode == 404)
  #expect(server.requests.count == 1)
  #expect(
    throws: HTTPError.status(code: 404, message: "No beer found that matches the ID 1000")
  ) { try JSONResponseDecoder().decode([Int].self, from: response) }
}

@Test func retries503ThenSucceeds() async throws {
  let server = try LoopbackServer(replies: [.status(503), .status(503), .json("[]")])
  let (networking, sleeps) = recordingEnvironment()
  let response = try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(server.requests.count == 3)
  #expect(sleeps.current == [.milliseconds(150), .milliseconds(300)])
}

@Test func oneClientKeepsItsConnectionAliveBetweenRequests() async throws {
  let server = try LoopbackServer { _ in .json("[]") }
  let (networking, _) = recordingEnvironment()
  let client = networking.makeAsyncHTTPClient()
  for page in 1...5 { _ = try await client.send(get(server, "/v2/beers?page=\(page)")) }
  #expect(server.requests.map(\.target) == (1...5).map { "/v2/beers?page=\($0)" })
  #expect(server.acceptedConnections == 1)
}

@Test func aClosedPortIsUnreachableAfterTheRetries() async throws {
  let port = try LoopbackServer.closedPort()
  let (networking, sleeps) = recordingEnvironment()
  let request = HTTPRequest(url: URL(string: "http://127.0.0.1:\(port)/v2/beers")!)
  let start = ContinuousClock.now
  await #expect(
    throws: HTTPError.unreachable(host: "127.0.0.1:\(port)", reason: "connection refused")
  ) {
    try await networking.makeAsyncHTTPClient().send(request)
  }
  #expect(sleeps.current.count == 2)
  #expect(ContinuousClock.now - start < .seconds(2))
}

@Test func anUnknownHostIsReportedAsSuch() async throws {
  let (networking, _) = recordingEnvironment(attempts: 1)
  let request = HTTPRequest(url: URL(string: "http://no-such-host.invalid:8080/v2/beers")!)
  await #expect(
    throws: HTTPError.unreachable(host: "no-such-host.invalid:8080", reason: "unknown host")
  ) { try await networking.makeAsyncHTTPClient().send(request) }
}

@Test func aServerThatNeverAnswersTimesOut() async throws {
  let server = try LoopbackServer(replies: [.neverAnswer])
  let (networking, _) = recordingEnvironment(timeout: .milliseconds(500), attempts: 1)
  let start = ContinuousClock.now
  await #expect(throws: HTTPError.timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.5)) {
    try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  }
  #expect(ContinuousClock.now - start < .seconds(3))
}

@Test func latencyBelowTheTimeoutSucceeds() async throws {
  let server = try LoopbackServer(replies: [.delayed(.milliseconds(300), .json("[]"))])
  let (networking, sleeps) = recordingEnvironment(timeout: .seconds(2))
  let response = try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  #expect(response.statusCode == 200)
  #expect(sleeps.current.isEmpty)
}

@Test func aTruncatedBodyIsAConnectionFailureAndIsRetried() async throws {
  let server = try LoopbackServer(replies: [
    .truncated(status: 200, body: Data(#"[{"id":1},"#.utf8), declaredLength: 500), .json("[]"),
  ])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  #expect(String(decoding: response.body, as: UTF8.self) == "[]")
  #expect(server.requests.count == 2)
}

@Test func aTruncatedBodyWithoutRetriesIsAConnectionLoss() async throws {
  let server = try LoopbackServer(replies: [
    .truncated(status: 200, body: Data(#"[{"id":1},"#.utf8), declaredLength: 500)
  ])
  let (networking, _) = recordingEnvironment(attempts: 1)
  let expected = HTTPError.connectionLost(host: "127.0.0.1:\(server.port)")
  await #expect(throws: expected) {
    try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  }
  #expect(
    expected.userMessage
      == "the connection to 127.0.0.1:\(server.port) was lost before the response was complete")
}

@Test func aResetMidBodyIsRetried() async throws {
  let server = try LoopbackServer(replies: [
    .resetMidBody(status: 200, body: Data(String(repeating: "x", count: 10_000).utf8)),
    .json("[1]"),
  ])
  let (networking, _) = recordingEnvironment()
  let response = try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  #expect(String(decoding: response.body, as: UTF8.self) == "[1]")
  #expect(server.requests.count == 2)
}

@Test func aDeclaredBodyOverTheCapIsRefused() async throws {
  let server = try LoopbackServer(replies: [.huge(bytes: 30_000_000)])
  let (networking, _) = recordingEnvironment(maxBytes: 1_000_000)
  await #expect(throws: HTTPError.tooLarge(limitBytes: 1_000_000)) {
    try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  }
}

@Test func anUndeclaredBodyOverTheCapIsRefusedWhileItArrives() async throws {
  let server = try LoopbackServer(replies: [.hugeUndeclared(bytes: 30_000_000)])
  let (networking, _) = recordingEnvironment(maxBytes: 1_000_000)
  await #expect(throws: HTTPError.tooLarge(limitBytes: 1_000_000)) {
    try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers"))
  }
}

@Test func cancellingTheTaskCancelsTheRequest() async throws {
  let server = try LoopbackServer(replies: [.neverAnswer])
  let (networking, _) = recordingEnvironment(timeout: .seconds(30))
  let client = networking.makeAsyncHTTPClient()
  let task = Task { try await client.send(get(server, "/v2/beers")) }
  try await waitUntil { !server.requests.isEmpty }
  task.cancel()
  await #expect(throws: HTTPError.cancelled) { try await task.value }
}

@Test func httpsToAPlainServerIsASecureConnectionFailure() async throws {
  let server = try LoopbackServer(banner: Data("HTTP/1.1 400 Bad Request\r\n\r\n".utf8))
  let (networking, _) = recordingEnvironment(attempts: 1)
  let request = HTTPRequest(url: URL(string: "https://127.0.0.1:\(server.port)/v2/beers")!)
  let expected = HTTPError.unreachable(
    host: "127.0.0.1:\(server.port)", reason: "the secure connection failed")
  await #expect(throws: expected) { try await networking.makeAsyncHTTPClient().send(request) }
  #expect(
    expected.userMessage == "cannot reach 127.0.0.1:\(server.port): the secure connection failed")
}

@Test func aServerThatDoesNotSpeakHTTPIsReportedAsSuch() async throws {
  let server = try LoopbackServer(banner: Data("SSH-2.0-OpenSSH_9.2\r\n".utf8))
  let (networking, _) = recordingEnvironment(attempts: 1)
  await #expect(
    throws: HTTPError.unreachable(
      host: "127.0.0.1:\(server.port)", reason: "the server does not speak HTTP")
  ) { try await networking.makeAsyncHTTPClient().send(get(server, "/v2/beers")) }
}
