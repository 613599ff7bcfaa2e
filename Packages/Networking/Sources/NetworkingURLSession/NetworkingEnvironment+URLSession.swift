import Networking

extension NetworkingEnvironment {
  /// A client over Foundation's URLSession (real sockets), with this
  /// environment's retries, time limit and size cap.
  ///
  /// The transport for Apple platforms. On Linux, URLSession (through
  /// libcurl) costs about 9 ms of start-up and keeps a core busy while it
  /// waits, so the `taproom` app uses AsyncHTTPTransport there instead.
  public func makeURLSessionClient() -> HTTPClient {
    let session = URLSessionTransport(configuration: configuration)
    return makeClient(transport: HTTPClient(send: session.send))
  }
}
