import Common
import Foundation
import Networking
internal import PunkContract

/// Answers Punk API v2 requests from a catalog: `GET /v2/beers`,
/// `GET /v2/beers/{id}` and `GET /v2/beers/random`, with the status codes and
/// JSON error bodies of `docs/openapi.json`. The same handler serves
/// in-process (the embedded catalog) and over HTTP (`taproom-server`).
///
/// Every 200 carries an `ETag` and `Cache-Control`; an `If-None-Match` that
/// names the current tag gets 304. Each beer's JSON is encoded once, so a
/// page is joined, not encoded again.
public struct CatalogRequestHandler: Sendable {
  let catalog: Catalog
  let random: @Sendable () -> Double
  let beerJSON = BeerJSONCache()

  init(catalog: Catalog, random: @escaping @Sendable () -> Double) {
    self.catalog = catalog
    self.random = random
  }

  /// Builds what the filters read now, rather than on the first filtered
  /// request: a server calls it before it starts listening (about 350 ms
  /// for 100,000 beers).
  public func prepare() { catalog.prepare() }

  /// The path prefix of every route.
  public static let basePath = "/v2"
  /// The longest request target answered, in bytes; a longer one gets 414.
  public static let maximumTargetLength = 8192
  /// The longest `If-None-Match` read, in characters; a longer one gets 400.
  public static let maximumIfNoneMatchLength = 8192
  /// `Cache-Control` of the catalog's answers: the catalog does not change
  /// while it is served.
  public static let cacheControl = "public, max-age=300"

  /// Answers one request.
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    var target = request.url.path(percentEncoded: true)
    if let query = request.url.query(percentEncoded: true) { target += "?" + query }
    let ifNoneMatch = request.headers.first { $0.key.lowercased() == "if-none-match" }?.value
    return handle(method: request.method.rawValue, target: target, ifNoneMatch: ifNoneMatch)
  }

  /// Answers one request given by its parts (for servers that parse requests
  /// themselves): the method, the request target as sent (percent-encoded
  /// path and query) and the `If-None-Match` header, if any.
  public func handle(method: String, target: String, ifNoneMatch: String?) -> HTTPResponse {
    if let refusal = Self.refusal(method: method, target: target, ifNoneMatch: ifNoneMatch) {
      return refusal
    }
    let (path, rawQuery) = QueryString.split(target: target)
    let segments = path.split(separator: "/", omittingEmptySubsequences: true)
    guard segments.first == "v2", segments.count >= 2, segments[1] == "beers", segments.count <= 3
    else {
      return ErrorBody.notFound("No endpoint found that matches '\(path.prefix(200))'").response
    }
    let query: QueryString
    switch QueryString.parse(rawQuery) {
    case .success(let parsed): query = parsed
    case .failure(let issue):
      return ErrorBody.badRequest("Invalid query params", [issue], location: "query").response
    }
    let answer: HTTPResponse
    if segments.count == 2 {
      answer = list(query, ifNoneMatch: ifNoneMatch)
    } else if segments[2] == "random" {
      answer = randomBeer(query)
    } else {
      answer = beer(String(segments[2]), query, ifNoneMatch: ifNoneMatch)
    }
    return method == "HEAD" ? answer.withoutBody : answer
  }

  /// Serves a fixed document (the server's `/health`, `/metrics`,
  /// `/openapi.json`) with the rules of every route: GET or HEAD only, no
  /// query parameters, 414 for an over-long target, and, when `cacheable`,
  /// an `ETag` with 304 for a matching `If-None-Match` (else `no-store`).
  public func document(
    _ body: Data, contentType: String, cacheable: Bool, method: String, target: String,
    ifNoneMatch: String?
  ) -> HTTPResponse {
    if let refusal = Self.refusal(method: method, target: target, ifNoneMatch: ifNoneMatch) {
      return refusal
    }
    switch QueryString.parse(QueryString.split(target: target).query) {
    case .failure(let issue):
      return ErrorBody.badRequest("Invalid query params", [issue], location: "query").response
    case .success(let query):
      if let refusal = Self.noParameters(query) { return refusal }
    }
    var answer: HTTPResponse
    if cacheable {
      answer = Self.answer(body, ifNoneMatch: ifNoneMatch)
    } else {
      answer = HTTPResponse(
        statusCode: 200, headers: ["Content-Type": contentType, "Cache-Control": "no-store"],
        body: body)
    }
    answer.headers["Content-Type"] = contentType
    return method == "HEAD" ? answer.withoutBody : answer
  }

  /// 414 for an over-long target, 400 for an over-long `If-None-Match`, 405
  /// for a method other than GET or HEAD.
  private static func refusal(method: String, target: String, ifNoneMatch: String?)
    -> HTTPResponse?
  {
    if target.utf8.count > maximumTargetLength {
      return ErrorBody(
        statusCode: 414, error: "URI Too Long",
        message: "The request target is over \(maximumTargetLength) bytes"
      ).response
    }
    if let ifNoneMatch, ifNoneMatch.unicodeScalars.count > maximumIfNoneMatchLength {
      return ErrorBody.badRequest(
        "Invalid headers",
        [
          CatalogQuery.Issue(
            param: "If-None-Match",
            message: "Must be at most \(maximumIfNoneMatchLength) characters",
            value: String(ifNoneMatch.prefix(100)))
        ], location: "headers"
      ).response
    }
    guard method == "GET" || method == "HEAD" else {
      var response = ErrorBody(
        statusCode: 405, error: "Method Not Allowed", message: "Only GET is supported"
      )
      .response
      response.headers["Allow"] = "GET, HEAD"
      return response
    }
    return nil
  }

  private func list(_ query: QueryString, ifNoneMatch: String?) -> HTTPResponse {
    switch CatalogQuery.parse(query) {
    case .success(let query):
      let body = beerJSON.array(catalog.rows(matching: query), in: catalog.store)
      return Self.answer(body, ifNoneMatch: ifNoneMatch)
    case .failure(let issues):
      return ErrorBody.badRequest("Invalid query params", issues.list, location: "query").response
    }
  }

  private func randomBeer(_ query: QueryString) -> HTTPResponse {
    if let refusal = Self.noParameters(query) { return refusal }
    guard catalog.store.count > 0 else {
      return ErrorBody.notFound("The catalog is empty").response
    }
    let index = min(Int(random() * Double(catalog.store.count)), catalog.store.count - 1)
    return HTTPResponse(
      statusCode: 200, headers: Self.jsonHeaders.merging(["Cache-Control": "no-store"]) { $1 },
      body: beerJSON.array([index], in: catalog.store))
  }

  private func beer(_ segment: String, _ query: QueryString, ifNoneMatch: String?) -> HTTPResponse {
    guard let id = CatalogQuery.digits(segment), id >= 1, id <= CatalogQuery.maximumPage else {
      return ErrorBody.badRequest(
        "Invalid params",
        [
          CatalogQuery.Issue(
            param: "beerId", message: "Must be a number from 1 to \(CatalogQuery.maximumPage)",
            value: String(segment.prefix(100)))
        ],
        location: "params"
      ).response
    }
    if let refusal = Self.noParameters(query) { return refusal }
    guard let row = catalog.store.row(id: id) else {
      return ErrorBody.notFound("No beer found that matches the ID \(id)").response
    }
    return Self.answer(beerJSON.array([row], in: catalog.store), ifNoneMatch: ifNoneMatch)
  }

  /// 400 naming each query parameter of a route that takes none.
  private static func noParameters(_ query: QueryString) -> HTTPResponse? {
    guard !query.pairs.isEmpty else { return nil }
    return ErrorBody.badRequest(
      "Invalid query params",
      query.pairs.map {
        CatalogQuery.Issue(
          param: $0.name, message: "Unknown query parameter", value: String($0.value.prefix(100)))
      }, location: "query"
    ).response
  }

  /// 200 with the body, or 304 when `If-None-Match` names its tag; both with
  /// `ETag` and `Cache-Control`.
  private static func answer(_ body: Data, ifNoneMatch: String?) -> HTTPResponse {
    let tag = EntityTag(of: body)
    var headers = jsonHeaders
    headers["ETag"] = tag.description
    headers["Cache-Control"] = cacheControl
    if let ifNoneMatch, tag.isMatched(by: ifNoneMatch) {
      headers["Content-Type"] = nil
      return HTTPResponse(statusCode: 304, headers: headers, body: Data())
    }
    return HTTPResponse(statusCode: 200, headers: headers, body: body)
  }

  /// The headers of every JSON answer: `Content-Type: application/json; charset=utf-8`.
  public static let jsonHeaders = ["Content-Type": "application/json; charset=utf-8"]

}

extension HTTPResponse {
  /// The same answer without its body (for HEAD).
  fileprivate var withoutBody: HTTPResponse {
    HTTPResponse(statusCode: statusCode, headers: headers, body: Data())
  }
}

/// The Punk API's JSON error body.
struct ErrorBody: Encodable {
  struct Item: Encodable {
    var location: String
    var param: String
    var msg: String
    var value: String
  }

  var statusCode: Int
  var error: String
  var message: String
  var data: [Item]?

  static func notFound(_ message: String) -> ErrorBody {
    ErrorBody(statusCode: 404, error: "Not Found", message: message)
  }

  static func badRequest(_ message: String, _ issues: [CatalogQuery.Issue], location: String)
    -> ErrorBody
  {
    ErrorBody(
      statusCode: 400, error: "Bad Request", message: message,
      data: issues.map {
        Item(location: location, param: $0.param, msg: $0.message, value: $0.value)
      })
  }

  var response: HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = (try? encoder.encode(self)) ?? Data()
    return HTTPResponse(
      statusCode: statusCode,
      headers: CatalogRequestHandler.jsonHeaders.merging(["Cache-Control": "no-store"]) { $1 },
      body: body)
  }

  enum CodingKeys: String, CodingKey { case statusCode, error, message, data }
}
