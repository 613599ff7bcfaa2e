import Catalog
import Foundation
import TestSupport
import Testing

/// A catalog file of 100 beers with every quirk, written once per test.
private struct FixtureCatalog {
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    var beers = (1...100).map { id -> BeerFixture in
      switch id % 6 {
      case 1: .nullNumbers(id: id)
      case 2: .integerNumbers(id: id)
      case 3: .yearOnly(id: id, year: 2007 + id % 9)
      case 4: .nonASCII(id: id)
      case 5: .withoutImage(id: id)
      default: BeerFixture(id: id)
      }
    }
    beers[0].name = "Punk IPA 2007 - 2010"
    beers[9].name = "Punk IPA 2010 - Current"
    let file = directory.file("catalog.json")
    try BeerFixture.array(beers).write(to: file)
    path = file.path
  }
}

private func json(_ response: RawHTTP.Response) throws -> Any {
  try JSONSerialization.jsonObject(with: response.body)
}

private func ids(_ response: RawHTTP.Response) throws -> [Int] {
  (try json(response) as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
}

@Test func theServerPrintsItsAddressAndAnswersHealth() async throws {
  let catalog = try FixtureCatalog()
  let server = try startServer(
    ["--catalog", catalog.path], variables: ["TAPROOM_LOG_LEVEL": "debug"])
  #expect(server.url.absoluteString == "http://127.0.0.1:\(server.port)/v2")
  let health = try RawHTTP.request("/health", port: server.port)
  #expect(health.status == 200)
  #expect(health.text == #"{"status":"ok"}"#)
  #expect(server.stop() == 0)
  // Hummingbird's request log, at debug level.
  #expect(server.standardError.contains("hb.request.method=GET hb.request.path=/health"))
}

@Test func everyRouteAndErrorHasTheDocumentedShape() async throws {
  let catalog = try FixtureCatalog()
  let server = try startServer(["--catalog", catalog.path])
  let port = server.port

  let list = try RawHTTP.request("/v2/beers", port: port)
  #expect(list.status == 200)
  #expect(list.headers["content-type"] == "application/json; charset=utf-8")
  #expect(try ids(list) == Array(1...25))
  #expect(try ids(RawHTTP.request("/v2/beers?per_page=1", port: port)) == [1])
  #expect(try ids(RawHTTP.request("/v2/beers?per_page=80&page=2", port: port)) == Array(81...100))
  #expect(try RawHTTP.request("/v2/beers?page=3&per_page=80", port: port).text == "[]")
  for (query, value) in [("per_page=0", "0"), ("per_page=81", "81")] {
    let bad = try RawHTTP.request("/v2/beers?\(query)", port: port)
    #expect(bad.status == 400)
    #expect(
      bad.text
        == #"{"data":[{"location":"query","msg":"Must be a number from 1 to 80","param":"per_page","value":""#
        + value + #""}],"error":"Bad Request","message":"Invalid query params","statusCode":400}"#)
  }
  let one = try RawHTTP.request("/v2/beers/7", port: port)
  #expect(one.status == 200)
  #expect(try ids(one) == [7])
  let abc = try RawHTTP.request("/v2/beers/abc", port: port)
  #expect(abc.status == 400)
  #expect(abc.text.contains(#""param":"beerId""#))
  let missing = try RawHTTP.request("/v2/beers/999999", port: port)
  #expect(missing.status == 404)
  #expect(
    missing.text
      == #"{"error":"Not Found","message":"No beer found that matches the ID 999999","statusCode":404}"#
  )
  let unknown = try RawHTTP.request("/v2/nothing", port: port)
  #expect(unknown.status == 404)
  #expect(unknown.headers["content-type"] == "application/json; charset=utf-8")
  #expect(
    unknown.text
      == #"{"error":"Not Found","message":"No endpoint found that matches '/v2/nothing'","statusCode":404}"#
  )
  let random = try RawHTTP.request("/v2/beers/random", port: port)
  #expect(random.status == 200)
  #expect(try ids(random).count == 1)
  let post = try RawHTTP.request("/v2/beers", method: "POST", port: port)
  #expect(post.status == 405)
}

@Test func everyFilterWorksOverHTTP() async throws {
  let catalog = try FixtureCatalog()
  let server = try startServer(["--catalog", catalog.path])
  let port = server.port
  // Null IBU counts as 0: every nullNumbers beer (id % 6 == 1) is below 20, none above 0.
  let below = Set(try ids(RawHTTP.request("/v2/beers?ibu_lt=20&per_page=80", port: port)))
  #expect(Set(stride(from: 1, through: 79, by: 6)).isSubset(of: below))
  let above = Set(try ids(RawHTTP.request("/v2/beers?ibu_gt=0&per_page=80", port: port)))
  #expect(above.isDisjoint(with: Set(stride(from: 1, through: 79, by: 6))))
  // Underscores stand for spaces; letters in order.
  #expect(try ids(RawHTTP.request("/v2/beers?beer_name=punk_ipa", port: port)) == [1, 10])
  #expect(try ids(RawHTTP.request("/v2/beers?beer_name=ipa_current", port: port)) == [10])
  // Year-only first_brewed counts as January.
  let year = try ids(RawHTTP.request("/v2/beers?brewed_before=02-2007&per_page=80", port: port))
  #expect(year.contains(63))  // yearOnly(2007) with 63 % 9 == 0
  #expect(try ids(RawHTTP.request("/v2/beers?ids=5|3|99", port: port)) == [3, 5, 99])
  #expect(
    try ids(RawHTTP.request("/v2/beers?food=carrot_cake&per_page=3", port: port)) == [1, 2, 3])
  #expect(
    try ids(RawHTTP.request("/v2/beers?hops=nelson&per_page=80", port: port))
      == Array(stride(from: 4, through: 100, by: 6)))
  #expect(try RawHTTP.request("/v2/beers?abv_gt=x", port: port).status == 400)
}

@Test func theServerAnswersExactlyAsTheEmbeddedCatalog() async throws {
  let catalog = try FixtureCatalog()
  let server = try startServer(["--catalog", catalog.path])
  let embedded = try CatalogEnvironment.file(URL(filePath: catalog.path))
  let targets = [
    "/v2/beers", "/v2/beers?page=2", "/v2/beers?per_page=1", "/v2/beers?per_page=80",
    "/v2/beers?per_page=80&page=2",
    "/v2/beers?page=99", "/v2/beers?per_page=0", "/v2/beers?per_page=81", "/v2/beers?page=0",
    "/v2/beers?abv_gt=5", "/v2/beers?abv_lt=5", "/v2/beers?ibu_gt=30", "/v2/beers?ibu_lt=20",
    "/v2/beers?ebc_gt=30", "/v2/beers?ebc_lt=10", "/v2/beers?brewed_before=01-2010",
    "/v2/beers?brewed_after=06-2012", "/v2/beers?beer_name=punk", "/v2/beers?beer_name=n%C3%B8gne",
    "/v2/beers?beer_name=punk_ipa", "/v2/beers?yeast=wyeast", "/v2/beers?hops=cascade",
    "/v2/beers?malt=maris_otter",
    "/v2/beers?food=cake", "/v2/beers?ids=1|2|3", "/v2/beers?ids=1%7C50%7C100", "/v2/beers?ids=0",
    "/v2/beers?abv_gt=4&ibu_lt=50&per_page=10&page=2", "/v2/beers?brewed_before=13-2010",
    "/v2/beers?food=",
    "/v2/beers/1", "/v2/beers/100", "/v2/beers/101", "/v2/beers/abc", "/v2/beers/0", "/v2/unknown",
  ]
  #expect(targets.count >= 30)
  for target in targets {
    let remote = try RawHTTP.request(target, port: server.port)
    let local = embedded.handler.handle(method: "GET", target: target, ifNoneMatch: nil)
    #expect(remote.status == local.statusCode, "\(target)")
    let same = remote.body == local.body
    #expect(same, "\(target): the bodies differ")
  }
}

@Test(arguments: [1, 7, 25, 80])
func theCLIWalksEveryPageOfTheServer(_ pageSize: Int) async throws {
  let catalog = try FixtureCatalog()
  let server = try startServer(["--catalog", catalog.path])
  var arguments = [
    "discover", "--api-url", server.url.absoluteString, "--page-size", String(pageSize),
  ]
  var seen: [Int] = []
  var runs = 0
  while runs < 120 {
    let result = try await taproom(arguments)
    runs += 1
    #expect(result.exitCode == 0, "\(result.stderr)")
    seen += tableIDs(result.stdout)
    guard let next = nextPageArguments(result.stdout) else { break }
    arguments = next
  }
  #expect(seen == Array(1...100))
}

@Test func aTokenStillWorksAfterTheServerComesBack() async throws {
  let catalog = try FixtureCatalog()
  var server = try startServer(["--catalog", catalog.path])
  let port = server.port
  let first = try await taproom(
    "discover", "--api-url", server.url.absoluteString, "--page-size", "10")
  let next = try #require(nextPageArguments(first.stdout))
  #expect(server.stop() == 0)
  let down = try await taproom(next + ["--timeout", "1"])
  #expect(down.exitCode == 69)
  #expect(down.stderr == "error: cannot reach 127.0.0.1:\(port): connection refused\n")
  server = try ServerProcess(
    Executables.taproomServer, ["--port", String(port), "--catalog", catalog.path])
  let back = try await taproom(next)
  #expect(back.exitCode == 0)
  #expect(tableIDs(back.stdout) == Array(11...20))
  _ = server
}

@Test func badServerOptionsAreUsageErrors() async throws {
  let both = try await ProcessRunner.run(
    Executables.taproomServer, ["--size", "5", "--catalog", "x.json"])
  #expect(both.exitCode == 64)
  #expect(
    both.stderr == "error: use either --catalog or --size, not both (see 'taproom-server --help')\n"
  )
  let missing = try await ProcessRunner.run(
    Executables.taproomServer, ["--catalog", "/nonexistent/beers.json"])
  #expect(missing.exitCode == 64)
  #expect(missing.stderr == "error: cannot read the catalog file /nonexistent/beers.json\n")
}
