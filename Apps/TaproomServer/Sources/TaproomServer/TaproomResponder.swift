import Catalog
import Common
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
  let metrics: RequestMetrics
  /// Cacheable 200 answers, ready to send, by request target.
  let encoded = EncodedAnswers()

  private static let health = Data(#"{"status":"ok"}"#.utf8)
  private static let openAPI = Data(OpenAPIDocument.json.utf8)

  init(handler: CatalogRequestHandler, registry: PrometheusCollectorRegistry) {
    self.handler = handler
    metrics = RequestMetrics(registry: registry)
  }

  func respond(to request: Request, context: Context) async throws -> Response {
    let start = ContinuousClock.now
    let target = request.head.path ?? "/"
    let route = Self.route(Self.path(of: target))
    let response = answer(request, target: target)
    metrics.record(
      route: route, method: request.method.rawValue, status: response.status.code,
      duration: ContinuousClock.now - start)
    return response
  }

  private func answer(_ request: Request, target: String) -> Response {
    // Several If-None-Match fields are one list (RFC 9110); one is the norm.
    let fields = request.headers[values: .ifNoneMatch]
    let ifNoneMatch = fields.count <= 1 ? fields.first ?? "" : fields.joined(separator: ", ")
    let tag = ifNoneMatch.isEmpty ? nil : ifNoneMatch
    let short = ifNoneMatch.utf8.count <= CatalogRequestHandler.maximumIfNoneMatchLength
    if request.method == .get, short, let ready = encoded.answer(for: target, ifNoneMatch: tag) {
      return ready
    }
    let answer = answer(method: request.method.rawValue, target: target, ifNoneMatch: tag)
    guard request.method == .get, answer.statusCode == 200, let etag = answer.headers["ETag"]
    else { return Self.response(answer) }
    let (head, body) = Self.parts(answer)
    encoded.keep(head: head, body: body, tag: etag, for: target)
    return Response(status: .ok, headers: head, body: ResponseBody(byteBuffer: body))
  }

  /// The answer to `METHOD target` with an `If-None-Match`, if any.
  func answer(method: String, target: String, ifNoneMatch: String?) -> Networking.HTTPResponse {
    switch Self.path(of: target) {
    case "/health":
      handler.document(
        Self.health, contentType: "application/json", cacheable: false, method: method,
        target: target, ifNoneMatch: ifNoneMatch)
    case "/metrics":
      handler.document(
        Data(metrics.registry.emitToBuffer()),
        contentType: "text/plain; version=0.0.4; charset=utf-8",
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
    case "/v2/beers": "/v2/beers"
    case "/v2/beers/random": "/v2/beers/random"
    case "/health": "/health"
    case "/metrics": "/metrics"
    case "/openapi.json": "/openapi.json"
    default:
      path.hasPrefix("/v2/beers/") && !path.dropFirst(10).contains("/")
        ? "/v2/beers/{id}" : "unmatched"
    }
  }

  /// The path part of a request target.
  static func path(of target: String) -> Substring {
    target.firstIndex(of: "?").map { target[..<$0] } ?? target[...]
  }

  /// An answer as Hummingbird sends it.
  static func response(_ answer: Networking.HTTPResponse) -> Response {
    let (head, body) = parts(answer)
    return Response(
      status: .init(code: answer.statusCode), headers: head, body: ResponseBody(byteBuffer: body))
  }

  /// The header fields (in name order) and the body of an answer.
  static func parts(_ answer: Networking.HTTPResponse) -> (HTTPFields, ByteBuffer) {
    var fields = HTTPFields()
    for (name, value) in answer.headers.sorted(by: { $0.key < $1.key }) {
      if let fieldName = HTTPField.Name(name) { fields[fieldName] = value }
    }
    return (fields, ByteBuffer(bytes: answer.body))
  }
}

/// Answers kept ready to send, by request target: the catalog does not
/// change while it is served, so a 200 with an `ETag` stays right. A repeat
/// costs a dictionary lookup, with no parsing, encoding or copying (the body
/// is a shared `ByteBuffer`). At most 64 MB of bodies are kept.
final class EncodedAnswers: Sendable {
  private struct Ready: Sendable {
    let head: HTTPFields
    let body: ByteBuffer
    let tag: String
    let cost: Int
  }

  private let answers = BoundedCache<String, Ready>(capacity: 64 << 20) { $0.cost }

  /// The kept answer to `target`: the 200, or a 304 when `ifNoneMatch` names
  /// its tag; `nil` when none is kept.
  func answer(for target: String, ifNoneMatch: String?) -> Response? {
    guard let ready = answers[target] else { return nil }
    if let ifNoneMatch, EntityTag.isMatched(ready.tag, by: ifNoneMatch) {
      var head = ready.head
      head[.contentType] = nil
      return Response(status: .notModified, headers: head)
    }
    return Response(status: .ok, headers: ready.head, body: ResponseBody(byteBuffer: ready.body))
  }

  /// Keeps a 200 answer with its `ETag` for `target`.
  func keep(head: HTTPFields, body: ByteBuffer, tag: String, for target: String) {
    answers.insert(
      Ready(head: head, body: body, tag: tag, cost: body.readableBytes + target.utf8.count),
      for: target)
  }
}
