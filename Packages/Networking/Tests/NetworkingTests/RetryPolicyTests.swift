import Foundation
import TestSupport
import Testing

@testable import Networking

@Test func backoffDoublesWithEqualJitterAndIsCapped() {
  let policy = RetryPolicy(baseDelay: .milliseconds(200), maxDelay: .seconds(1))
  #expect(policy.backoff(beforeRetry: 1, random: 0) == .milliseconds(100))
  #expect(
    policy.backoff(beforeRetry: 1, random: 0.999_999).components.attoseconds / 1_000_000_000_000_000
      == 199)
  #expect(policy.backoff(beforeRetry: 2, random: 0) == .milliseconds(200))
  #expect(policy.backoff(beforeRetry: 3, random: 1) == .milliseconds(800))
  #expect(policy.backoff(beforeRetry: 10, random: 1) == .seconds(1))
  #expect(policy.backoff(beforeRetry: 100, random: 0) == .milliseconds(500))
}

@Test func atLeastOneAttempt() {
  #expect(RetryPolicy(maxAttempts: 0).maxAttempts == 1)
}

@Test func aTransportErrorIsRetriedOnlyWhenItMayPass() {
  #expect(HTTPError.unreachable(host: "h", reason: "r").isRetryable)
  #expect(HTTPError.timedOut(host: "h", seconds: 1).isRetryable)
  #expect(HTTPError.connectionLost(host: "h").isRetryable)
  #expect(HTTPError.status(code: 500, message: nil).isRetryable)
  #expect(HTTPError.status(code: 429, message: nil).isRetryable)
  #expect(!HTTPError.status(code: 404, message: nil).isRetryable)
  #expect(!HTTPError.decoding(path: "", reason: "").isRetryable)
  #expect(!HTTPError.cancelled.isRetryable)
}

@Test func aStubTransportGetsTheSameRetries() async throws {
  let (networking, sleeps) = recordingEnvironment()
  let calls = Locked(0)
  let client = networking.makeClient(
    transport: HTTPClient { _ in
      let call = calls.withLock { count in
        count += 1
        return count
      }
      if call == 1 { throw HTTPError.connectionLost(host: "stub") }
      return HTTPResponse(statusCode: 200, body: Data(repeating: 0, count: 10))
    })
  let response = try await client.send(HTTPRequest(url: URL(string: "http://stub/x")!))
  #expect(response.statusCode == 200)
  #expect(calls.current == 2)
  #expect(sleeps.current.count == 1)
}

@Test func aStubTransportBodyOverTheCapIsRefused() async throws {
  let (networking, _) = recordingEnvironment(maxBytes: 5)
  let client = networking.makeClient(
    transport: HTTPClient { _ in HTTPResponse(statusCode: 200, body: Data(repeating: 0, count: 6)) }
  )
  await #expect(throws: HTTPError.tooLarge(limitBytes: 5)) {
    try await client.send(HTTPRequest(url: URL(string: "http://stub/x")!))
  }
}
