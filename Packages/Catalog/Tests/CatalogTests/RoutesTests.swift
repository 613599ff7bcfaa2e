import Catalog
import Common
import Foundation
import Networking
import Testing

private let catalog = CatalogEnvironment.builtIn(common: .test)

@Test func listDefaultsToTwentyFiveSortedByID() throws {
  let response = get(catalog, "/v2/beers")
  #expect(response.statusCode == 200)
  #expect(response.header("Content-Type") == "application/json; charset=utf-8")
  #expect(try ids(response) == Array(1...25))
}

@Test func pagesFollowEachOtherAndEndWithAnEmptyArray() throws {
  #expect(try ids(get(catalog, "/v2/beers?page=2&per_page=80")) == Array(81...160))
  #expect(try ids(get(catalog, "/v2/beers?page=5&per_page=80")) == Array(321...325))
  #expect(text(get(catalog, "/v2/beers?page=6&per_page=80")) == "[]")
  #expect(try ids(get(catalog, "/v2/beers?per_page=1")) == [1])
  #expect(text(get(catalog, "/v2/beers?page=2147483647&per_page=80")) == "[]")
}

@Test(arguments: [
  ("per_page=0", "per_page", "Must be a number from 1 to 80", "0"),
  ("per_page=81", "per_page", "Must be a number from 1 to 80", "81"),
  ("page=0", "page", "Must be a number from 1 to 2147483647", "0"),
  ("page=abc", "page", "Must be a number from 1 to 2147483647", "abc"),
  (
    "page=99999999999999999999", "page", "Must be a number from 1 to 2147483647",
    "99999999999999999999"
  ),
  ("page=2147483648", "page", "Must be a number from 1 to 2147483647", "2147483648"),
  ("page=+5", "page", "Must be a number from 1 to 2147483647", "+5"),
  ("per_page=1e3", "per_page", "Must be a number from 1 to 80", "1e3"),
  ("abv_gt=0x1p3", "abv_gt", "Must be a number greater than or equal to 0", "0x1p3"),
  ("abv_gt=inf", "abv_gt", "Must be a number greater than or equal to 0", "inf"),
  ("abv_gt=%zz", "abv_gt", "Must be valid percent-encoded UTF-8", "abv_gt=%zz"),
  ("food=%", "food", "Must be valid percent-encoded UTF-8", "food=%"),
  ("food=%C3", "food", "Must be valid percent-encoded UTF-8", "food=%C3"),
  ("%zz=1", "%zz", "Must be valid percent-encoded UTF-8", "%zz=1"),
  ("color=red", "color", "Unknown query parameter", "red"),
  ("abv_gt=-1", "abv_gt", "Must be a number greater than or equal to 0", "-1"),
  ("ibu_lt=lots", "ibu_lt", "Must be a number greater than or equal to 0", "lots"),
  ("brewed_before=2010", "brewed_before", "Must be a date in the format mm-yyyy", "2010"),
  ("brewed_after=13-2010", "brewed_after", "Must be a date in the format mm-yyyy", "13-2010"),
  ("beer_name=", "beer_name", "Must be from 1 to 200 characters", ""),
  ("ids=1|x", "ids", "Must be up to 80 numbers greater than 0, separated by |", "1|x"),
  ("ids=0", "ids", "Must be up to 80 numbers greater than 0, separated by |", "0"),
])
func invalidParametersGiveTheDocumented400(
  _ query: String, _ param: String, _ message: String, _ value: String
) {
  let response = get(catalog, "/v2/beers?\(query)")
  #expect(response.statusCode == 400)
  let expected =
    #"{"data":[{"location":"query","msg":""# + message + #"","param":""# + param + #"","value":""#
    + value
    + #""}],"error":"Bad Request","message":"Invalid query params","statusCode":400}"#
  #expect(text(response) == expected)
}

@Test func aRepeatedParameterIsRefused() throws {
  let response = get(catalog, "/v2/beers?page=1&page=2")
  #expect(response.statusCode == 400)
  #expect(text(response).contains(#""msg":"Must be given once","param":"page","value":"2""#))
}

@Test func tooManyIDsAreRefused() {
  let ids = (1...81).map(String.init).joined(separator: "|")
  #expect(get(catalog, "/v2/beers?ids=\(ids)").statusCode == 400)
  #expect(get(catalog, "/v2/beers?ids=\(ids.dropLast(3))").statusCode == 200)
}

@Test func aTextFilterLongerThan200CharactersIsRefused() {
  #expect(get(catalog, "/v2/beers?food=\(String(repeating: "a", count: 201))").statusCode == 400)
  #expect(get(catalog, "/v2/beers?food=\(String(repeating: "a", count: 200))").statusCode == 200)
}

@Test func anOverLongTargetIs414WithAJSONBody() throws {
  let response = get(catalog, "/v2/beers?food=\(String(repeating: "a", count: 100_000))")
  #expect(response.statusCode == 414)
  #expect(
    text(response)
      == #"{"error":"URI Too Long","message":"The request target is over 8192 bytes","statusCode":414}"#
  )
}

@Test func routesWithoutParametersRefuseThem() {
  #expect(get(catalog, "/v2/beers/1?page=2").statusCode == 400)
  #expect(get(catalog, "/v2/beers/random?x=1").statusCode == 400)
}

@Test func everyInvalidParameterIsListed() throws {
  let response = get(catalog, "/v2/beers?per_page=100&page=-1")
  let body = try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
  let data = try #require(body["data"] as? [[String: String]])
  #expect(data.map { $0["param"] } == ["per_page", "page"])
}

@Test func oneBeerIsAnArrayOfOne() throws {
  let response = get(catalog, "/v2/beers/42")
  #expect(response.statusCode == 200)
  #expect(try ids(response) == [42])
}

@Test func anUnknownIDIs404() {
  let response = get(catalog, "/v2/beers/999999")
  #expect(response.statusCode == 404)
  #expect(
    text(response)
      == #"{"error":"Not Found","message":"No beer found that matches the ID 999999","statusCode":404}"#
  )
}

@Test(arguments: ["abc", "0", "-3", "1.5"])
func aBadIDIs400(_ id: String) {
  let response = get(catalog, "/v2/beers/\(id)")
  #expect(response.statusCode == 400)
  #expect(
    text(response)
      == #"{"data":[{"location":"params","msg":"Must be a number from 1 to 2147483647","param":"beerId","value":""#
      + id + #""}],"error":"Bad Request","message":"Invalid params","statusCode":400}"#)
}

@Test func randomIsAnArrayOfOne() throws {
  // The test environment's randomness is 0.5: the middle of the catalog.
  #expect(try ids(get(catalog, "/v2/beers/random")) == [163])
}

@Test(arguments: ["/v2/unknown", "/beers", "/v2/beers/1/extra", "/"])
func anUnknownPathIs404JSON(_ path: String) {
  let response = get(catalog, path)
  #expect(response.statusCode == 404)
  #expect(response.header("Content-Type") == "application/json; charset=utf-8")
  #expect(
    text(response)
      == #"{"error":"Not Found","message":"No endpoint found that matches '"# + path
      + #"'","statusCode":404}"#)
}

@Test func onlyGETIsAllowed() {
  let response = catalog.handler.handle(
    HTTPRequest(method: .post, url: URL(string: "http://embedded.catalog/v2/beers")!))
  #expect(response.statusCode == 405)
  #expect(response.header("Allow") == "GET, HEAD")
}

@Test func theInProcessTransportAnswersThroughTheHandler() async throws {
  let response = try await catalog.transport.send(
    HTTPRequest(url: CatalogEnvironment.embeddedBaseURL.appending(path: "beers/7")))
  #expect(try ids(response) == [7])
}
