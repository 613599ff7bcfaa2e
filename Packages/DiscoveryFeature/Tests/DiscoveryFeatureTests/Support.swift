import Common
import Foundation
import Networking
import Paging
import TestSupport
import Testing

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

extension DiscoveryEnvironment {
  /// Every use case records a test failure and throws; tests replace only
  /// the closures they expect. Favorites are off (no marks, no changes).
  static var failing: DiscoveryEnvironment {
    DiscoveryEnvironment(
      fetchPage: { _, _ in throw unexpectedCall("DiscoveryEnvironment.fetchPage") },
      fetchBeer: { _ in throw unexpectedCall("DiscoveryEnvironment.fetchBeer") },
      favorites: FavoriteMarks(
        favoriteIDs: { _ in throw unexpectedCall("FavoriteMarks.favoriteIDs") },
        setFavorite: { _, _ in throw unexpectedCall("FavoriteMarks.setFavorite") },
        changes: { AsyncStream { $0.finish() } }))
  }
}

func summaries(_ ids: ClosedRange<Int>) -> [BeerSummary] {
  ids.map { BeerSummary(id: $0, name: "Beer \($0)") }
}

func token(_ text: String) -> PageToken { PageToken(rawValue: text) }

struct Boom: Error {}
