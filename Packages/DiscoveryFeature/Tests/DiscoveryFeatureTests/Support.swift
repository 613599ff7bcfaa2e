import Common
import Foundation
import Networking
import TestSupport

@testable import DiscoveryFeature

let baseURL = URL(string: "http://punk.test/v2")!

/// A stub Punk API over `count` fixture beers that pages like the real one and
/// records every request.
final class StubPunkServer: Sendable {
  let requests = Locked<[HTTPRequest]>([])
  let count: Int
  let beer: @Sendable (Int) -> BeerFixture

  init(count: Int, beer: @escaping @Sendable (Int) -> BeerFixture = { BeerFixture(id: $0) }) {
    self.count = count
    self.beer = beer
  }

  var client: HTTPClient {
    HTTPClient { request in
      self.requests.withLock { $0.append(request) }
      let items = Dictionary(request.queryItems.map { ($0.name, $0.value ?? "") }) { a, _ in a }
      let page = Int(items["page"] ?? "1")!
      let perPage = Int(items["per_page"] ?? "25")!
      let start = (page - 1) * perPage
      let ids = start < self.count ? Array((start + 1)...min(start + perPage, self.count)) : []
      return HTTPResponse(statusCode: 200, body: BeerFixture.array(ids.map(self.beer)))
    }
  }

  /// `page`/`per_page` of each request, in order.
  var pages: [String] {
    requests.current.map { request in
      let items = request.queryItems
      let page = items.first { $0.name == "page" }?.value ?? "?"
      let perPage = items.first { $0.name == "per_page" }?.value ?? "?"
      return "\(page)/\(perPage)"
    }
  }
}

/// A fetch whose answers the test gives, one call at a time, in any order.
final class PageGate: Sendable {
  typealias Call = (
    query: BeerQuery, request: PageRequest, reply: CheckedContinuation<Page<BeerSummary>, any Error>
  )
  private let pending = Locked<[Call]>([])
  let received = Locked<[PageRequest]>([])

  @Sendable func fetch(_ query: BeerQuery, _ request: PageRequest) async throws -> Page<BeerSummary>
  {
    try await withCheckedThrowingContinuation { continuation in
      received.withLock { $0.append(request) }
      pending.withLock { $0.append((query, request, continuation)) }
    }
  }

  var pendingCount: Int { pending.withLock { $0.count } }

  /// Waits for call number `index` (0-based, among those not yet answered) and answers it.
  func answer(_ result: Result<Page<BeerSummary>, any Error>, call index: Int = 0) async throws {
    try await waitUntil { self.pendingCount > index }
    let call = pending.withLock { $0.remove(at: index) }
    call.reply.resume(with: result)
  }
}

func summaries(_ ids: ClosedRange<Int>) -> [BeerSummary] {
  ids.map { BeerSummary(id: $0, name: "Beer \($0)") }
}

func token(_ text: String) -> PageToken { PageToken(rawValue: text) }

struct Boom: Error {}
