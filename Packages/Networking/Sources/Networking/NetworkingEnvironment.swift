import Common
import Foundation

/// The front door of Networking: a configuration and the ambient
/// dependencies, from which it makes ``HTTPClient``s over a transport. The
/// live transports are modules of their own: `makeURLSessionClient()` in
/// NetworkingURLSession (Apple platforms) and `makeAsyncHTTPClient()` in the
/// AsyncHTTPTransport package (what `taproom` uses).
///
/// ```swift
/// let networking = NetworkingEnvironment(configuration: NetworkConfiguration(timeout: .seconds(3)))
/// let client = networking.makeClient(transport: HTTPClient { _ in HTTPResponse(statusCode: 200) })
/// let response = try await client.send(HTTPRequest(url: url))
/// let beers = try JSONResponseDecoder().decode([Beer].self, from: response)
/// ```
public struct NetworkingEnvironment: Sendable {
  /// Time limit, retries and size cap.
  public var configuration: NetworkConfiguration
  /// Clock, sleep (for backoff), randomness (for jitter) and logger.
  public var common: CommonEnvironment
  /// An on-disk cache of GET answers, or `nil` (the default) for none.
  public var cache: HTTPCache?

  /// Creates the environment.
  public init(
    configuration: NetworkConfiguration = NetworkConfiguration(), common: CommonEnvironment = .live,
    cache: HTTPCache? = nil
  ) {
    self.configuration = configuration
    self.common = common
    self.cache = cache
  }

  /// A client that sends through `transport`, retrying idempotent requests on
  /// connection failures, 5xx and 429, and refusing bodies over the size cap.
  ///
  /// A response with a non-success status is returned (after any retries),
  /// not thrown, so callers can read a 404 or 400 body; use
  /// ``HTTPResponse/isSuccess`` or ``JSONResponseDecoder``. With a
  /// ``cache``, GET answers are revalidated and kept on disk (see
  /// ``HTTPCache``).
  public func makeClient(transport: HTTPClient) -> HTTPClient {
    let retrying = RetryingTransport(
      transport: transport, configuration: configuration, common: common)
    guard let cache else { return HTTPClient(send: retrying.send) }
    let caching = CachingTransport(
      next: HTTPClient(send: retrying.send), cache: cache, common: common)
    return HTTPClient(send: caching.send)
  }
}
