import Foundation
import Networking

extension NetworkingEnvironment {
  /// A client over AsyncHTTPClient (SwiftNIO, real sockets), with this
  /// environment's retries, time limit and size cap.
  ///
  /// The live transport `taproom` uses: it costs no CPU while it waits and
  /// starts a process faster than URLSession on Linux (figures in the
  /// package README). Connections are kept alive between requests of one
  /// client, so make one client and reuse it.
  ///
  /// ```swift
  /// let http = NetworkingEnvironment().makeAsyncHTTPClient()
  /// let response = try await http.send(HTTPRequest(url: url))
  /// ```
  public func makeAsyncHTTPClient() -> HTTPClient {
    let transport = AsyncHTTPClientTransport(configuration: configuration)
    return makeClient(transport: HTTPClient(send: transport.send))
  }

  /// Starts the event-loop thread that every ``makeAsyncHTTPClient()``
  /// client shares, on a thread of its own, and returns at once.
  ///
  /// Optional. A command-line tool that is about to talk to a server calls
  /// it first thing, so the loop starts while the arguments are parsed
  /// (`taproom discover --api-url …`: 3 to 4 ms sooner to its first page,
  /// measured). Without it, the first client starts the loop.
  public static func prepareAsyncHTTPClient() {
    Thread.detachNewThread { _ = AsyncHTTPClientTransport.eventLoops.next() }
  }
}
