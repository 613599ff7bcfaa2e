import Common
import Foundation
import Networking
internal import PunkContract

/// Answers Punk API v2 requests from a catalog: `GET /v2/beers`,
/// `GET /v2/beers/{id}` and `GET /v2/beers/random`, with the documented
/// status codes and JSON error bodies. The same handler serves in-process
/// (the embedded catalog) and over HTTP (`taproom-server`).
public struct CatalogRequestHandler: Sendable {
  let catalog: Catalog
  let random: @Sendable () -> Double

  /// The path prefix of every route.
  public static let basePath = "/v2"

  /// Answers one request.
  public func handle(_ request: HTTPRequest) -> HTTPResponse {
    handle(method: request.method.rawValue, path: request.path, queryItems: request.queryItems)
  }

  /// Answers one request given by its parts (for servers that parse requests
  /// themselves).
  public func handle(method: String, path: String, queryItems: [URLQueryItem]) -> HTTPResponse {
    var segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard segments.first == "v2", segments.count >= 2, segments[1] == "beers", segments.count <= 3
    else {
      return ErrorBody.notFound("No endpoint found that matches '\(path)'").response
    }
    guard method == "GET" || method == "HEAD" else {
      var response = ErrorBody(
        statusCode: 405, error: "Method Not Allowed", message: "Only GET is supported"
      )
      .response
      response.headers["Allow"] = "GET, HEAD"
      return response
    }
    segments.removeFirst(2)
    guard let segment = segments.first else { return list(queryItems) }
    if segment == "random" {
      guard catalog.store.count > 0 else {
        return ErrorBody.notFound("The catalog is empty").response
      }
      let index = min(Int(random() * Double(catalog.store.count)), catalog.store.count - 1)
      return Self.json([catalog.store.beer(at: index)])
    }
    guard let id = Int(segment), id >= 1 else {
      return ErrorBody.badRequest(
        "Invalid params",
        [
          CatalogQuery.Issue(
            param: "beerId", message: "Must be a number greater than 0", value: segment)
        ],
        location: "params"
      ).response
    }
    guard let beer = catalog.store.beer(id: id) else {
      return ErrorBody.notFound("No beer found that matches the ID \(id)").response
    }
    return Self.json([beer])
  }

  private func list(_ queryItems: [URLQueryItem]) -> HTTPResponse {
    switch CatalogQuery.parse(queryItems) {
    case .success(let query): Self.json(catalog.beers(matching: query))
    case .failure(let issues):
      ErrorBody.badRequest("Invalid query params", issues.list, location: "query").response
    }
  }

  /// The headers of every answer: `Content-Type: application/json; charset=utf-8`.
  public static let jsonHeaders = ["Content-Type": "application/json; charset=utf-8"]

  /// Keys are sorted so equal answers are equal bytes, in process and over HTTP.
  static func json(_ beers: [PunkBeer]) -> HTTPResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain values cannot fail.
    let body = (try? encoder.encode(beers)) ?? Data("[]".utf8)
    return HTTPResponse(statusCode: 200, headers: jsonHeaders, body: body)
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
      statusCode: statusCode, headers: CatalogRequestHandler.jsonHeaders, body: body)
  }

  enum CodingKeys: String, CodingKey { case statusCode, error, message, data }
}
