import Catalog
import Foundation
import HTTPTypes
import Hummingbird
import Networking
import Prometheus

/// Answers every request of `taproom-server`: the Punk API routes from the
/// Catalog's handler, and the server's own documents (`/health`,
/// `/metrics`, `/openapi.json`) under the same rules. It names the route
/// for the metrics middleware, so requests are counted by route template,
/// not by URL.
struct TaproomResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  let handler: CatalogRequestHandler
  let registry: PrometheusCollectorRegistry

  private static let health = Data(#"{"status":"ok"}"#.utf8)
  private static let openAPI = Data(OpenAPIDocument.json.utf8)

  func respond(to request: Request, context: Context) async throws -> Response {
    let target = request.head.path ?? "/"
    let ifNoneMatch = request.headers[values: .ifNoneMatch].joined(separator: ", ")
    context.coreContext.endpointPath.value = Self.route(QueryPath.path(of: target))
    return Self.response(
      answer(
        method: request.method.rawValue, target: target,
        ifNoneMatch: ifNoneMatch.isEmpty ? nil : ifNoneMatch))
  }

  /// The answer to `METHOD target` with an `If-None-Match`, if any.
  func answer(method: String, target: String, ifNoneMatch: String?) -> Networking.HTTPResponse {
    switch QueryPath.path(of: target) {
    case "/health":
      handler.document(
        Self.health, contentType: "application/json", cacheable: false, method: method,
        target: target, ifNoneMatch: ifNoneMatch)
    case "/metrics":
      handler.document(
        Data(registry.emitToBuffer()), contentType: "text/plain; version=0.0.4; charset=utf-8",
        cacheable: false, method: method, target: target, ifNoneMatch: ifNoneMatch)
    case "/openapi.json":
      handler.document(
        Self.openAPI, contentType: "application/json", cacheable: true, method: method,
        target: target, ifNoneMatch: ifNoneMatch)
    default:
      handler.handle(method: method, target: target, ifNoneMatch: ifNoneMatch)
    }
  }

  /// The route template a path belongs to, for metrics labels.
  static func route(_ path: Substring) -> String {
    switch path {
    case "/health", "/metrics", "/openapi.json", "/v2/beers", "/v2/beers/random": String(path)
    default:
      path.hasPrefix("/v2/beers/") && !path.dropFirst(10).contains("/")
        ? "/v2/beers/{id}" : "unmatched"
    }
  }

  static func response(_ answer: Networking.HTTPResponse) -> Response {
    var fields = HTTPFields()
    for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) {
      if let fieldName = HTTPField.Name(name) { fields[fieldName] = value }
    }
    return Response(
      status: .init(code: answer.statusCode), headers: fields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
  }
}

/// The path part of a request target.
enum QueryPath {
  static func path(of target: String) -> Substring {
    target.firstIndex(of: "?").map { target[..<$0] } ?? target[...]
  }
}
