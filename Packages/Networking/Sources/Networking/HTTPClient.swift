/// Sends HTTP requests. A `Sendable` struct around one closure, so the
/// transport can be swapped: URLSession, an in-process handler, a test stub.
///
/// ```swift
/// let stub = HTTPClient { request in HTTPResponse(statusCode: 200, body: Data("[]".utf8)) }
/// let response = try await stub.send(HTTPRequest(url: url))
/// ```
public struct HTTPClient: Sendable {
  private let sendRequest: @Sendable (HTTPRequest) async throws -> HTTPResponse

  /// Creates a client from the closure that sends a request.
  public init(send: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) {
    sendRequest = send
  }

  /// Sends a request and returns the response, whatever its status.
  ///
  /// - Throws: ``HTTPError`` for transport failures.
  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    try await sendRequest(request)
  }
}
