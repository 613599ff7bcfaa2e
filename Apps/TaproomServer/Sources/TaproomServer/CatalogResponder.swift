import Catalog
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Networking

/// Serves the Catalog's request handler over HTTP, unchanged: the same
/// status codes, headers and JSON bodies as the in-process path, plus
/// `GET /health`. Logs one access line per request.
struct CatalogResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  let handler: CatalogRequestHandler
  let logger: Logger

  func respond(to request: Request, context: Context) async throws -> Response {
    let start = ContinuousClock.now
    let target = request.uri.description
    let answer = answer(method: request.method.rawValue, target: target)
    let elapsed = ContinuousClock.now - start
    let micros =
      elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    logger.info("\(request.method.rawValue) \(target) \(answer.statusCode) \(micros)µs")
    return Self.response(answer)
  }

  /// The answer to `METHOD target`. The target is parsed with
  /// `URLComponents`, exactly as the in-process transport parses its URLs.
  func answer(method: String, target: String) -> Networking.HTTPResponse {
    let components = URLComponents(string: target)
    let path = components?.path ?? target
    if path == "/health" {
      return Networking.HTTPResponse(
        statusCode: 200, headers: CatalogRequestHandler.jsonHeaders,
        body: Data(#"{"status":"ok"}"#.utf8))
    }
    return handler.handle(method: method, path: path, queryItems: components?.queryItems ?? [])
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
