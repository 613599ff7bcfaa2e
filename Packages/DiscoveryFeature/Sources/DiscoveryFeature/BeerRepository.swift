import Common
import Foundation
import Networking
internal import PunkContract

/// Reads beers from a Punk API v2 server. It hides how the backend pages
/// (`page` and `per_page` numbers) behind opaque page tokens bound to the
/// query, and turns the wire format into domain values.
struct BeerRepository: Sendable {
  let http: HTTPClient
  let baseURL: URL
  /// The next page of a stream, requested early.
  let readAhead = ReadAhead()

  static let tokens = PageTokenCodec(list: "discovery")

  func fetchPage(_ query: BeerQuery, _ request: PageRequest) async throws -> Page<BeerSummary> {
    try query.validate()
    let canonical = query.canonicalText
    var offset = 0
    var tokenPageSize: Int?
    if let token = request.token {
      let position = try Self.tokens.position(of: token, query: canonical)
      guard position.values.count == 1, let start = position.values.first, start >= 0,
        start < Int64(Int32.max) * 80
      else { throw PageTokenError.altered }
      offset = Int(start)
      tokenPageSize = position.pageSize
    }
    let pageSize = try PageSize(
      request.pageSize ?? tokenPageSize, maximum: PunkPagePlan.maximumPerPage
    ).value
    if let limit = request.limit, limit < 1 { throw PageSizeError(requested: limit) }
    let count = min(pageSize, request.limit ?? pageSize)

    var items: [BeerSummary] = []
    var moreMayExist = true
    let fetches = PunkPagePlan(offset: offset, count: count).fetches
    let responses = try await responses(
      fetches.map { self.request(query, page: $0.page, perPage: $0.perPage) })
    if request.readAhead {
      // Guess that this window is full and the caller asks for the next
      // one at the same size; the server works on it while this decodes.
      let next = PunkPagePlan(offset: offset + count, count: count).fetches[0]
      readAhead.start(self.request(query, page: next.page, perPage: next.perPage), with: http)
    }
    for (fetch, response) in zip(fetches, responses) where items.count < count {
      let batch = try JSONResponseDecoder().decode([PunkBeerSummary].self, from: response.get())
      let available = batch.dropFirst(fetch.skip)
      let taken = available.prefix(count - items.count)
      items += taken.map(\.summary)
      // A short page is the last one; then only items left unread remain.
      if batch.count < fetch.perPage {
        moreMayExist = taken.count < available.count
        break
      }
    }
    if !moreMayExist { readAhead.discard() }
    let next =
      moreMayExist && !items.isEmpty
      ? Self.tokens.token(
        for: PagePosition(values: [Int64(offset + items.count)], pageSize: pageSize),
        query: canonical)
      : nil
    return Page(items: items, nextPageToken: next)
  }

  func fetchBeer(id: Int) async throws -> Beer {
    guard id >= 1 else { throw DiscoveryError.invalidID(id) }
    let response = try await http.send(HTTPRequest(url: baseURL.appending(path: "beers/\(id)")))
    if response.statusCode == 404 { throw DiscoveryError.beerNotFound(id: id) }
    guard let beer = try JSONResponseDecoder().decode([PunkBeer].self, from: response).first else {
      throw DiscoveryError.beerNotFound(id: id)
    }
    return beer.beer
  }

  /// The answers to a window's requests. A window across two pages sends
  /// both at once, so a page deep in a list (a token that resumes mid-page)
  /// takes one round trip, like the first; the second answer is wasted
  /// only when the first page turns out to be the last.
  /// The second answer's failure is kept, not thrown: it does not matter
  /// when the first page is the last.
  private func responses(_ requests: [HTTPRequest]) async throws -> [Result<
    HTTPResponse, any Error
  >] {
    guard requests.count == 2 else {
      return [.success(try await readAhead.response(to: requests[0], with: http))]
    }
    let http = http
    async let second: Result<HTTPResponse, any Error> = {
      do { return .success(try await http.send(requests[1])) } catch { return .failure(error) }
    }()
    let first = try await readAhead.response(to: requests[0], with: http)
    return [.success(first), await second]
  }

  func request(_ query: BeerQuery, page: Int, perPage: Int) -> HTTPRequest {
    var components = URLComponents(
      url: baseURL.appending(path: "beers"), resolvingAgainstBaseURL: false)!
    components.queryItems =
      [
        URLQueryItem(name: "page", value: String(page)),
        URLQueryItem(name: "per_page", value: String(perPage)),
      ]
      + query.punkQueryItems
    return HTTPRequest(url: components.url!, headers: ["Accept": "application/json"])
  }

}
