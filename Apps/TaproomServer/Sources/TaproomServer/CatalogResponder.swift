import Catalog
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// Serves the Catalog's request handler over HTTP, unchanged: the same
/// status codes, headers and JSON bodies as the in-process path, plus
/// `GET /health`. Logs one access line per request.
struct CatalogResponder: HTTPResponder {
  typealias Context = BasicRequestContext

  let handler: CatalogRequestHandler
  let logger: Logger

  func respond(to request: Request, context: Context) async throws -> Response {
    let start = ContinuousClock.now
    // Parse the target exactly as the in-process path does (URLComponents).
    let target = URLComponents(string: request.uri.description)
    let path = target?.path ?? request.uri.path
    let method = request.method.rawValue
    let response: Response
    if path == "/health" {
      response = Self.response(
        status: 200, headers: CatalogRequestHandler.jsonHeaders,
        body: Data(#"{"status":"ok"}"#.utf8))
    } else {
      let answer = handler.handle(method: method, path: path, queryItems: target?.queryItems ?? [])
      response = Self.response(
        status: answer.statusCode, headers: answer.headers, body: answer.body)
    }
    let elapsed = ContinuousClock.now - start
    let micros =
      elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
    logger.info("\(method) \(request.uri.description) \(response.status.code) \(micros)µs")
    return response
  }

  static func response(status: Int, headers: [String: String], body: Data) -> Response {
    var fields = HTTPFields()
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      if let fieldName = HTTPField.Name(name) { fields[fieldName] = value }
    }
    return Response(
      status: HTTPResponse.Status(code: status), headers: fields,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}
