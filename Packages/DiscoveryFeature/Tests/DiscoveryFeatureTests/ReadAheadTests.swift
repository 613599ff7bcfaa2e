import Common
import Foundation
import Networking
import TestSupport
import Testing

@testable import DiscoveryFeature

@Test func withoutReadAheadOnlyTheAskedPageIsRequested() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let page = try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 20))
  #expect(page.items.map(\.id) == Array(1...20))
  #expect(server.pages == ["1/20"])
}

@Test func readAheadRequestsTheNextPageBeforeItIsAskedFor() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let first = try await repository.fetchPage(
    BeerQuery(), PageRequest(pageSize: 20, readAhead: true))
  try await waitUntil { server.pages == ["1/20", "2/20"] }
  let second = try await repository.fetchPage(
    BeerQuery(), PageRequest(token: first.nextPageToken, readAhead: true))
  #expect(second.items.map(\.id) == Array(21...40))
  try await waitUntil { server.pages.count == 3 }
  // Page 2 was sent once, ahead of time; asking for it sent nothing new.
  #expect(server.pages == ["1/20", "2/20", "3/20"])
}

@Test func aStreamWithReadAheadReadsEveryBeerOnceAndEnds() async throws {
  let server = StubPunkServer(count: 95)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  var token: PageToken?
  var ids: [Int] = []
  repeat {
    let page = try await repository.fetchPage(
      BeerQuery(), PageRequest(pageSize: 20, token: token, readAhead: true))
    ids += page.items.map(\.id)
    token = page.nextPageToken
  } while token != nil
  #expect(ids == Array(1...95))
  // Each page was requested once. Page 6 was guessed while the short page 5
  // was decoding, then dropped: at most that one extra request.
  let pages = server.pages
  #expect(Array(pages.prefix(5)) == ["1/20", "2/20", "3/20", "4/20", "5/20"])
  #expect(pages.dropFirst(5).allSatisfy { $0 == "6/20" } && pages.count <= 6)
}

@Test func aGuessThatDoesNotMatchIsDroppedAndTheRightPageIsRead() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let first = try await repository.fetchPage(
    BeerQuery(), PageRequest(pageSize: 20, readAhead: true))
  try await waitUntil { server.pages.count == 2 }
  // The caller stops after 5 more items: a 5-item window, not page 2 of 20.
  let second = try await repository.fetchPage(
    BeerQuery(), PageRequest(token: first.nextPageToken, limit: 5))
  #expect(second.items.map(\.id) == Array(21...25))
  #expect(server.pages == ["1/20", "2/20", "5/5"])
}

@Test func aFailedReadAheadIsReportedWhenThePageIsAskedFor() async throws {
  let calls = Locked(0)
  let client = HTTPClient { request in
    let call = calls.withLock { count in
      count += 1
      return count
    }
    if call == 2 { throw HTTPError.connectionLost(host: "punk.test") }
    return HTTPResponse(
      statusCode: 200, body: BeerFixture.array((1...20).map { BeerFixture(id: $0) }))
  }
  let repository = BeerRepository(http: client, baseURL: baseURL)
  let first = try await repository.fetchPage(
    BeerQuery(), PageRequest(pageSize: 20, readAhead: true))
  await #expect(throws: HTTPError.connectionLost(host: "punk.test")) {
    try await repository.fetchPage(
      BeerQuery(), PageRequest(token: first.nextPageToken, readAhead: true))
  }
}
