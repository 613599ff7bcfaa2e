import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Networking

/// The live transport over AsyncHTTPClient (SwiftNIO, real sockets).
///
/// It waits in `epoll` rather than polling, so a process that waits for a
/// slow server costs no CPU, and it links no libcurl, so a fresh process
/// starts faster than one that links FoundationNetworking. The body is read
/// as it arrives and refused as soon as its declared or received size passes
/// the cap. Errors are mapped to ``HTTPError`` by ``TransportErrorMapping``;
/// their descriptions never reach a user.
final class AsyncHTTPClientTransport: Sendable {
  private let client: AsyncHTTPClient.HTTPClient
  private let configuration: NetworkConfiguration

  init(configuration: NetworkConfiguration) {
    self.configuration = configuration
    let timeout = TimeAmount.nanoseconds(
      Int64(configuration.timeoutSeconds * 1_000_000_000))
    typealias Configuration = AsyncHTTPClient.HTTPClient.Configuration
    var clientConfiguration = Configuration(
      timeout: Configuration.Timeout(connect: timeout, read: timeout))
    clientConfiguration.connectionPool = Configuration.ConnectionPool(
      idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 4)
    // A refused connection fails at once: Networking's retry policy decides
    // whether to try again, with its backoff, as it does for every transport.
    clientConfiguration.connectionPool.retryConnectionEstablishment = false
    client = AsyncHTTPClient.HTTPClient(
      eventLoopGroup: Self.eventLoops, configuration: clientConfiguration)
  }

  /// One event-loop thread for every client of the process, started on
  /// first use and never shut down (like NIO's own singleton). A client
  /// has a few connections at most (two for a window across two pages), so
  /// one thread serves them, and a fresh `taproom` process does not wait
  /// for a thread per core to start.
  static let eventLoops = MultiThreadedEventLoopGroup(numberOfThreads: 1)

  deinit {
    // Shutting down only closes idle connections; nothing waits for it.
    client.shutdown { _ in }
  }

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var outgoing = HTTPClientRequest(url: request.url.absoluteString)
    outgoing.method = HTTPMethod(rawValue: request.method.rawValue)
    for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
    if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
    let host = request.hostDescription
    let seconds = configuration.timeoutSeconds
    do {
      // The read timeout bounds each wait (for the head, then between
      // chunks); the deadline only stops a server that trickles forever.
      let response = try await client.execute(
        outgoing, timeout: .seconds(Int64(max(seconds * 12, 60))))
      let body = try await collect(response)
      var headers: [String: String] = [:]
      for (name, value) in response.headers {
        headers[name] = headers[name].map { "\($0), \(value)" } ?? value
      }
      return HTTPResponse(statusCode: Int(response.status.code), headers: headers, body: body)
    } catch let error as HTTPError {
      throw error
    } catch {
      throw TransportErrorMapping.map(error, host: host, timeoutSeconds: seconds)
    }
  }

  /// The whole body, refused once its declared or received size passes the cap.
  private func collect(_ response: HTTPClientResponse) async throws -> Data {
    let cap = configuration.maxResponseBytes
    if let declared = response.headers.first(name: "content-length").flatMap(Int.init),
      declared > cap
    {
      throw HTTPError.tooLarge(limitBytes: cap)
    }
    var body = Data()
    for try await chunk in response.body {
      guard body.count + chunk.readableBytes <= cap else {
        throw HTTPError.tooLarge(limitBytes: cap)
      }
      body.append(contentsOf: chunk.readableBytesView)
    }
    return body
  }
}
