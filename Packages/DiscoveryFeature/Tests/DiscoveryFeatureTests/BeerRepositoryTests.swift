import Common
import Foundation
import Networking
import PropertyBased
import PunkContract
import TestSupport
import Testing

@testable import DiscoveryFeature

@Test func theFirstPageAsksForPageOneWithTheDefaultSize() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let page = try await repository.fetchPage(BeerQuery(), PageRequest())
  #expect(page.items.map(\.id) == Array(1...20))
  #expect(page.nextPageToken != nil)
  let request = try #require(server.requests.current.first)
  #expect(request.method == .get)
  #expect(request.url.absoluteString == "http://punk.test/v2/beers?page=1&per_page=20")
  #expect(request.headers["Accept"] == "application/json")
}

@Test func filtersBecomePunkQueryItems() async throws {
  let server = StubPunkServer(count: 0)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let query = BeerQuery(
    name: "punk ipa", abvGreaterThan: 5.5, abvLessThan: 9, ibuGreaterThan: 0, ibuLessThan: 100,
    ebcGreaterThan: 10, ebcLessThan: 20, brewedBefore: BrewMonth("5-2010"),
    brewedAfter: BrewMonth("01-2008"),
    food: "carrot cake", hops: "citra", malt: "maris otter", yeast: "wyeast", ids: [3, 1, 2])
  _ = try await repository.fetchPage(query, PageRequest(pageSize: 10))
  let request = try #require(server.requests.current.first)
  #expect(request.path == "/v2/beers")
  #expect(
    request.queryItems.map { "\($0.name)=\($0.value ?? "")" } == [
      "page=1", "per_page=10", "abv_gt=5.5", "abv_lt=9", "beer_name=punk_ipa",
      "brewed_after=01-2008",
      "brewed_before=05-2010", "ebc_gt=10", "ebc_lt=20", "food=carrot_cake", "hops=citra",
      "ibu_gt=0",
      "ibu_lt=100", "ids=3|1|2", "malt=maris_otter", "yeast=wyeast",
    ])
}

@Test func walkingWithTokensVisitsEveryBeerOnceAndEnds() async throws {
  let server = StubPunkServer(count: 325)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  var seen: [Int] = []
  var next: PageToken?
  var pages = 0
  repeat {
    let page = try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 25, token: next))
    seen += page.items.map(\.id)
    next = page.nextPageToken
    pages += 1
  } while next != nil && pages < 100
  #expect(seen == Array(1...325))
  // 13 full pages; the 13th cannot know it is the last, so one more request finds nothing.
  #expect(server.pages == (1...14).map { "\($0)/25" })
}

@Test func aShortPageIsTheLastAndHasNoToken() async throws {
  let server = StubPunkServer(count: 30)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let first = try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 20))
  let second = try await repository.fetchPage(BeerQuery(), PageRequest(token: first.nextPageToken))
  #expect(second.items.map(\.id) == Array(21...30))
  #expect(second.nextPageToken == nil)
  #expect(server.pages == ["1/20", "2/20"])
}

@Test func aLimitStopsMidPageAndTheTokenResumesRightAfter() async throws {
  let server = StubPunkServer(count: 325)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let first = try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 25))
  let partial = try await repository.fetchPage(
    BeerQuery(), PageRequest(token: first.nextPageToken, limit: 5))
  #expect(partial.items.map(\.id) == Array(26...30))
  let resumed = try await repository.fetchPage(
    BeerQuery(), PageRequest(token: partial.nextPageToken))
  #expect(resumed.items.map(\.id) == Array(31...55))
  // Resuming at item 30 with 25 per page fits in one request: page 2 of 28 holds items 28…55.
  #expect(server.pages == ["1/25", "6/5", "2/28"])
}

@Test func aTokenOfAnotherQueryIsRefusedBeforeAnyRequest() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  let first = try await repository.fetchPage(BeerQuery(name: "ipa"), PageRequest())
  await #expect(throws: PageTokenError.queryMismatch) {
    try await repository.fetchPage(
      BeerQuery(name: "stout"), PageRequest(token: first.nextPageToken))
  }
  await #expect(throws: PageTokenError.invalidCharacters) {
    try await repository.fetchPage(BeerQuery(), PageRequest(token: token("not a token")))
  }
  #expect(server.requests.current.count == 1)
}

@Test func invalidPageSizesAndFiltersAreRefusedBeforeAnyRequest() async throws {
  let server = StubPunkServer(count: 100)
  let repository = BeerRepository(http: server.client, baseURL: baseURL)
  await #expect(throws: PageSizeError(requested: 0)) {
    try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 0))
  }
  await #expect(throws: BeerQueryError(field: .abvGreaterThan, problem: .notANonNegativeNumber(-1)))
  {
    try await repository.fetchPage(BeerQuery(abvGreaterThan: -1), PageRequest())
  }
  await #expect(throws: BeerQueryError(field: .name, problem: .empty)) {
    try await repository.fetchPage(BeerQuery(name: " _ "), PageRequest())
  }
  await #expect(throws: BeerQueryError(field: .ids, problem: .idBelowOne(0))) {
    try await repository.fetchPage(BeerQuery(ids: [1, 0]), PageRequest())
  }
  #expect(server.requests.current.isEmpty)
  let clamped = try await repository.fetchPage(BeerQuery(), PageRequest(pageSize: 500))
  #expect(clamped.items.count == 80)
}

@Test func everyRealQuirkDecodesOnAListPage() async throws {
  let quirks = BeerFixture.everyQuirk(from: 1)
  let client = HTTPClient { _ in HTTPResponse(statusCode: 200, body: BeerFixture.array(quirks)) }
  let page = try await BeerRepository(http: client, baseURL: baseURL).fetchPage(
    BeerQuery(), PageRequest())
  #expect(page.items.map(\.id) == Array(1...quirks.count))
  #expect(page.items[1].ibu == nil)
  #expect(page.items[1].ebc == nil)
  #expect(page.items[2].abv == 5)
  #expect(page.items[3].firstBrewed == "2011")
  #expect(page.items[4].name == "Nøgne Ø – Imperial Brown Ale")
  #expect(page.items[5].imageURL == nil)
}

@Test(arguments: [
  ("abv", "strong", "[2].abv", "expected a number"),
  ("ibu", "45", "[2].ibu", "expected a number"),
  ("first_brewed", "spring 2007", "[2].first_brewed", "expected MM/YYYY or YYYY"),
])
func aRowFieldOutsideTheKnownVarianceFailsThePageNamingIt(
  key: String, value: String, path: String, reason: String
) async throws {
  let body = JSONValue.array([
    BeerFixture(id: 1).json, BeerFixture(id: 2).json,
    BeerFixture(id: 3).json.setting(key, to: .string(value)),
  ]).data
  let client = HTTPClient { _ in HTTPResponse(statusCode: 200, body: body) }
  await #expect(throws: HTTPError.decoding(path: path, reason: reason)) {
    try await BeerRepository(http: client, baseURL: baseURL).fetchPage(BeerQuery(), PageRequest())
  }
}

@Test func aDetailFieldOutsideTheKnownVarianceFailsNamingIt() async throws {
  let body = JSONValue.array([BeerFixture(id: 3).json.setting("food_pairing", to: "chips")]).data
  let client = HTTPClient { _ in HTTPResponse(statusCode: 200, body: body) }
  await #expect(throws: HTTPError.decoding(path: "[0].food_pairing", reason: "expected an array")) {
    try await BeerRepository(http: client, baseURL: baseURL).fetchBeer(id: 3)
  }
}

@Test func aListRowIsTheSummaryOfTheFullBeer() async {
  await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max).array(of: 1...8)) {
    seeds in
    let body = BeerFixture.array(
      seeds.enumerated().map { BeerFixture.variant(id: $0.offset + 1, seed: $0.element) })
    let rows = try JSONResponseDecoder().decode([PunkBeerSummary].self, from: body).map(\.summary)
    let full = try JSONResponseDecoder().decode([PunkBeer].self, from: body).map(\.beer.summary)
    #expect(rows == full)
  }
}

@Test func aMissingRequiredFieldNamesWhere() async throws {
  let body = JSONValue.array([
    BeerFixture(id: 1).json, BeerFixture(id: 2).json.setting("id", to: "two"),
  ]).data
  let client = HTTPClient { _ in HTTPResponse(statusCode: 200, body: body) }
  await #expect(throws: HTTPError.decoding(path: "[1].id", reason: "expected a number")) {
    try await BeerRepository(http: client, baseURL: baseURL).fetchPage(BeerQuery(), PageRequest())
  }
}

@Test func theDetailAsksForOneBeer() async throws {
  let server = StubPunkServer(count: 0)
  let beerJSON = BeerFixture.withoutImage(id: 7)
  let requests = Locked<[HTTPRequest]>([])
  let client = HTTPClient { request in
    requests.withLock { $0.append(request) }
    return HTTPResponse(statusCode: 200, body: BeerFixture.array([beerJSON]))
  }
  let beer = try await BeerRepository(http: client, baseURL: baseURL).fetchBeer(id: 7)
  #expect(requests.current.map(\.url.absoluteString) == ["http://punk.test/v2/beers/7"])
  #expect(beer.id == 7)
  #expect(beer.twist == "Orange peel at flame-out")
  #expect(beer.malts.map(\.name) == ["Maris Otter", "Caramalt"])
  #expect(beer.hops.first?.amount == Beer.Quantity(value: 25, unit: "grams"))
  #expect(beer.mashSteps.first?.durationMinutes == 75)
  #expect(server.requests.current.isEmpty)
}

@Test func anUnknownBeerIsNotFound() async throws {
  let client = HTTPClient { _ in
    HTTPResponse(
      statusCode: 404,
      body: Data(#"{"statusCode":404,"message":"No beer found that matches the ID 9"}"#.utf8))
  }
  await #expect(throws: DiscoveryError.beerNotFound(id: 9)) {
    try await BeerRepository(http: client, baseURL: baseURL).fetchBeer(id: 9)
  }
  #expect(DiscoveryError.beerNotFound(id: 9).userMessage == "no beer with id 9")
  #expect(DiscoveryError.beerNotFound(id: 9).kind == .notFound)
}

@Test func aWindowAcrossTwoPagesSendsBothRequestsAtOnce() async throws {
  let server = StubPunkServer(count: 325)
  let arrived = Locked(0)
  // Each request waits (up to 2 s) until both have arrived: one after the
  // other, the first would time out.
  let client = HTTPClient { request in
    arrived.withLock { $0 += 1 }
    try await waitUntil(.seconds(2)) { arrived.current == 2 }
    return try await server.client.send(request)
  }
  let repository = BeerRepository(http: client, baseURL: baseURL)
  let first = try await BeerRepository(http: server.client, baseURL: baseURL).fetchPage(
    BeerQuery(), PageRequest(pageSize: 80, limit: 40))
  let deep = try await repository.fetchPage(
    BeerQuery(), PageRequest(pageSize: 80, token: first.nextPageToken))
  #expect(deep.items.map(\.id) == Array(41...120))
  // Items 41…120: two whole pages of 40, the fewest beers that hold them.
  #expect(Set(server.pages) == ["1/40", "2/40", "3/40"])
}

@Test func aFailedSecondRequestDoesNotMatterWhenTheFirstPageIsTheLast() async throws {
  let server = StubPunkServer(count: 60)
  let client = HTTPClient { request in
    if request.url.query?.contains("page=3&") == true {
      throw HTTPError.connectionLost(host: "punk.test")
    }
    return try await server.client.send(request)
  }
  let first = try await BeerRepository(http: server.client, baseURL: baseURL).fetchPage(
    BeerQuery(), PageRequest(pageSize: 80, limit: 40))
  let last = try await BeerRepository(http: client, baseURL: baseURL).fetchPage(
    BeerQuery(), PageRequest(pageSize: 80, token: first.nextPageToken))
  #expect(last.items.map(\.id) == Array(41...60))
  #expect(last.nextPageToken == nil)
}
