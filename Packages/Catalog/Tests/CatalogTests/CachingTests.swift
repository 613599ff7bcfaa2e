import Catalog
import Foundation
import Networking
import Testing

private let catalog = CatalogEnvironment.builtIn(common: .test)

private func get(_ target: String, ifNoneMatch: String? = nil, method: String = "GET")
  -> HTTPResponse
{
  catalog.handler.handle(method: method, target: target, ifNoneMatch: ifNoneMatch)
}

@Test func everyCatalogAnswerHasATagAndMayBeCached() throws {
  for target in ["/v2/beers", "/v2/beers?page=2&per_page=5", "/v2/beers/7"] {
    let response = get(target)
    #expect(response.statusCode == 200)
    #expect(response.headers["Cache-Control"] == "public, max-age=300")
    let tag = try #require(response.headers["ETag"])
    #expect(tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count == 18)
  }
  #expect(get("/v2/beers").headers["ETag"] != get("/v2/beers?page=2").headers["ETag"])
  #expect(get("/v2/beers/random").headers["Cache-Control"] == "no-store")
}

@Test func aMatchingIfNoneMatchGets304WithoutABody() throws {
  let tag = try #require(get("/v2/beers/7").headers["ETag"])
  for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
    let response = get("/v2/beers/7", ifNoneMatch: header)
    #expect(response.statusCode == 304, "\(header)")
    #expect(response.body.isEmpty)
    #expect(response.headers["ETag"] == tag)
  }
  #expect(get("/v2/beers/8", ifNoneMatch: tag).statusCode == 200)
}

@Test func aHugeIfNoneMatchIs400AndAMalformedOneMatchesNothing() {
  let huge = String(repeating: "\"x\", ", count: 2_000)
  #expect(huge.utf8.count >= 10_000)
  let refused = get("/v2/beers", ifNoneMatch: huge)
  #expect(refused.statusCode == 400)
  #expect(
    String(decoding: refused.body, as: UTF8.self).hasPrefix(
      #"{"data":[{"location":"headers","msg":"Must be at most 8192 characters","param":"If-None-Match","value":"\"x\", "#
    ))
  #expect(get("/v2/beers", ifNoneMatch: String(repeating: "x", count: 8192)).statusCode == 200)
  #expect(get("/v2/beers", ifNoneMatch: "not a tag").statusCode == 200)
}

@Test func headAnswersWithTheHeadersOnly() {
  let head = get("/v2/beers/3", method: "HEAD")
  #expect(head.statusCode == 200)
  #expect(head.body.isEmpty)
  #expect(head.headers["ETag"] == get("/v2/beers/3").headers["ETag"])
}

@Test func aRepeatedRequestIsServedTheSameBytes() {
  let first = get("/v2/beers?abv_gt=6&food=cake")
  let second = get("/v2/beers?food=cake&abv_gt=6")
  #expect(first.body == second.body)
  #expect(first.headers["ETag"] == second.headers["ETag"])
}

@Test func documentsFollowTheSameRules() {
  let body = Data(#"{"status":"ok"}"#.utf8)
  let ok = catalog.handler.document(
    body, contentType: "application/json", cacheable: false, method: "GET", target: "/health",
    ifNoneMatch: nil)
  #expect(ok.statusCode == 200)
  #expect(ok.headers["Cache-Control"] == "no-store")
  let withQuery = catalog.handler.document(
    body, contentType: "application/json", cacheable: false, method: "GET",
    target: "/health?verbose=1", ifNoneMatch: nil)
  #expect(withQuery.statusCode == 400)
  let posted = catalog.handler.document(
    body, contentType: "application/json", cacheable: false, method: "POST", target: "/health",
    ifNoneMatch: nil)
  #expect(posted.statusCode == 405)
  let tagged = catalog.handler.document(
    body, contentType: "application/json", cacheable: true, method: "GET", target: "/openapi.json",
    ifNoneMatch: nil)
  let tag = tagged.headers["ETag"]
  #expect(tag != nil)
  #expect(
    catalog.handler.document(
      body, contentType: "application/json", cacheable: true, method: "GET",
      target: "/openapi.json", ifNoneMatch: tag
    ).statusCode == 304)
}
