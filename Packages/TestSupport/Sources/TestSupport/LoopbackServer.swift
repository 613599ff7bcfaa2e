import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A real HTTP/1.1 server on 127.0.0.1, on a port the system picks, for tests
/// that need sockets: it serves canned replies and faults (latency, truncated
/// or reset bodies, huge bodies, silence) and records every request.
///
/// ```swift
/// let server = try LoopbackServer { request in
///   request.path == "/v2/beers" ? .json(BeerFixture.array([BeerFixture(id: 1)])) : .status(404)
/// }
/// let url = server.baseURL.appending(path: "v2/beers")
/// ```
///
/// Each connection has its own thread and is kept alive between requests,
/// as URLSession expects. The server stops when released or on ``stop()``.
public final class LoopbackServer: @unchecked Sendable {
  /// A request as the server received it.
  public struct Request: Sendable, Equatable {
    /// `GET`, `POST`…
    public var method: String
    /// The request target: path and query, as sent.
    public var target: String
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// The decoded path, such as `/v2/beers`.
    public var path: String {
      URLComponents(string: target)?.path ?? target
    }

    /// The decoded query items, in order.
    public var queryItems: [URLQueryItem] {
      URLComponents(string: target)?.queryItems ?? []
    }

    /// The value of the first query item named `name`.
    public func query(_ name: String) -> String? {
      queryItems.first { $0.name == name }?.value
    }
  }

  /// What the server does with a request.
  public indirect enum Reply: Sendable {
    /// A complete response.
    case response(status: Int, headers: [String: String], body: Data)
    /// Another reply, after a pause.
    case delayed(Duration, Reply)
    /// Headers announcing `declaredLength` bytes, then only `body`, then the
    /// connection closes.
    case truncated(status: Int, body: Data, declaredLength: Int)
    /// Headers and the first half of `body`, then a TCP reset.
    case resetMidBody(status: Int, body: Data)
    /// A 200 whose body is `bytes` long, streamed in chunks without being
    /// held in memory.
    case huge(bytes: Int)
    /// A 200 whose body is `bytes` long with no `Content-Length`: the body
    /// ends when the connection closes, so only counting tells its size.
    case hugeUndeclared(bytes: Int)
    /// No answer at all; the connection stays open until the server stops.
    case neverAnswer

    /// A 200 with a JSON body.
    public static func json(_ body: Data, status: Int = 200, headers: [String: String] = [:])
      -> Reply
    {
      .response(
        status: status,
        headers: headers.merging(["Content-Type": "application/json; charset=utf-8"]) { a, _ in a },
        body: body)
    }

    /// A JSON body given as text.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:])
      -> Reply
    {
      json(Data(text.utf8), status: status, headers: headers)
    }

    /// A status with an empty body.
    public static func status(_ status: Int, headers: [String: String] = [:]) -> Reply {
      .response(status: status, headers: headers, body: Data())
    }
  }

  /// The port the server listens on.
  public let port: Int
  private let listener: Int32
  private let handler: @Sendable (Request) -> Reply
  private let banner: Data?
  private let state = Locked(ServerState())

  private struct ServerState {
    var stopped = false
    var requests: [Request] = []
    var connections: Set<Int32> = []
    var accepted = 0
  }

  /// Starts a server whose replies come from `handler`.
  public convenience init(handler: @escaping @Sendable (Request) -> Reply) throws {
    try self.init(handler: handler, banner: nil)
  }

  /// Starts a server that is not an HTTP server: it writes `banner` to
  /// every connection as soon as it is accepted, reads nothing, and closes
  /// it. What a client meets on a port that speaks another protocol, or
  /// plain text where it expected TLS.
  public convenience init(banner: Data) throws {
    try self.init(handler: { _ in .neverAnswer }, banner: banner)
  }

  private init(handler: @escaping @Sendable (Request) -> Reply, banner: Data?) throws {
    self.handler = handler
    self.banner = banner
    let socket = try Self.listen()
    listener = socket.descriptor
    port = socket.port
    let thread = Thread { [weak self] in self?.acceptLoop() }
    thread.start()
  }

  /// Starts a server that gives `replies` in order, then repeats the last.
  public convenience init(replies: [Reply]) throws {
    let remaining = Locked(replies)
    try self.init { _ in
      remaining.withLock { list in list.count > 1 ? list.removeFirst() : list[0] }
    }
  }

  deinit { stop() }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Every request received so far, in order.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// How many connections the server has accepted so far: fewer than the
  /// requests when clients keep connections alive.
  public var acceptedConnections: Int { state.withLock { $0.accepted } }

  /// Stops listening and closes every connection.
  public func stop() {
    let connections: Set<Int32>? = state.withLock { state in
      guard !state.stopped else { return nil }
      state.stopped = true
      return state.connections
    }
    guard let connections else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
  }

  private var isStopped: Bool { state.withLock { $0.stopped } }

  // MARK: Sockets

  private static func listen() throws -> (descriptor: Int32, port: Int) {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw ServerError.socket(errno) }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    #if canImport(Glibc)
      let listening = Glibc.listen(descriptor, 128)
    #else
      let listening = Darwin.listen(descriptor, 128)
    #endif
    guard bound == 0, listening == 0 else {
      close(descriptor)
      throw ServerError.socket(errno)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
  }

  private func acceptLoop() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { return }
      let accepted = state.withLock { state in
        guard !state.stopped else { return false }
        state.connections.insert(connection)
        state.accepted += 1
        return true
      }
      guard accepted else {
        close(connection)
        return
      }
      var yes: Int32 = 1
      setsockopt(
        connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
      if let banner {
        _ = Self.write(banner, to: connection)
        state.withLock { _ = $0.connections.remove(connection) }
        close(connection)
        continue
      }
      Thread { [self] in
        serve(connection)
        state.withLock { _ = $0.connections.remove(connection) }
        close(connection)
      }.start()
    }
  }

  private func serve(_ connection: Int32) {
    var buffer = Data()
    while let request = Self.readRequest(connection, buffer: &buffer) {
      state.withLock { $0.requests.append(request) }
      let keepAlive = request.headers["connection"]?.lowercased() != "close"
      guard respond(handler(request), on: connection), keepAlive else { return }
    }
  }

  /// Writes a reply; returns `false` when the connection must close.
  private func respond(_ reply: Reply, on connection: Int32) -> Bool {
    switch reply {
    case .response(let status, let headers, let body):
      return Self.write(
        Self.head(status: status, headers: headers, length: body.count) + body, to: connection)
    case .delayed(let delay, let reply):
      let deadline = ContinuousClock.now + delay
      while ContinuousClock.now < deadline {
        if isStopped { return false }
        Thread.sleep(forTimeInterval: 0.005)
      }
      return respond(reply, on: connection)
    case .truncated(let status, let body, let declaredLength):
      _ = Self.write(
        Self.head(status: status, headers: [:], length: declaredLength) + body, to: connection)
      return false
    case .resetMidBody(let status, let body):
      _ = Self.write(
        Self.head(status: status, headers: [:], length: body.count) + body.prefix(body.count / 2),
        to: connection)
      var linger = linger(l_onoff: 1, l_linger: 0)
      setsockopt(connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
      return false
    case .huge(let bytes), .hugeUndeclared(let bytes):
      let declared: Int? = if case .huge = reply { bytes } else { nil }
      guard Self.write(Self.head(status: 200, headers: [:], length: declared), to: connection)
      else { return false }
      let chunk = Data(repeating: UInt8(ascii: " "), count: 64 * 1024)
      var sent = 0
      while sent < bytes {
        let size = min(chunk.count, bytes - sent)
        guard Self.write(chunk.prefix(size), to: connection) else { return false }
        sent += size
      }
      return declared != nil
    case .neverAnswer:
      while !isStopped { Thread.sleep(forTimeInterval: 0.01) }
      return false
    }
  }

  /// A response head; without a length, the body ends when the connection closes.
  private static func head(status: Int, headers: [String: String], length: Int?) -> Data {
    var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    text += length.map { "Content-Length: \($0)\r\n\r\n" } ?? "Connection: close\r\n\r\n"
    return Data(text.utf8)
  }

  private static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  private static func write(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        #if canImport(Glibc)
          let written = send(
            connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        #else
          let written = send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
        #endif
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  private static func readRequest(_ connection: Int32, buffer: inout Data) -> Request? {
    let separator = Data("\r\n\r\n".utf8)
    while buffer.range(of: separator) == nil {
      guard readMore(connection, into: &buffer) else { return nil }
    }
    let headEnd = buffer.range(of: separator)!
    let lines = String(decoding: buffer[..<headEnd.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ")
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    let length = Int(headers["content-length"] ?? "0") ?? 0
    let bodyStart = headEnd.upperBound
    while buffer.count - (bodyStart - buffer.startIndex) < length {
      guard readMore(connection, into: &buffer) else { return nil }
    }
    let body = buffer[bodyStart..<(bodyStart + length)]
    let request = Request(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers,
      body: Data(body))
    buffer = Data(buffer[(bodyStart + length)...])
    return request
  }

  private static func readMore(_ connection: Int32, into buffer: inout Data) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let count = recv(connection, &chunk, chunk.count, 0)
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[..<count])
    return true
  }

  /// A socket call failed.
  public enum ServerError: Error {
    /// With its `errno`.
    case socket(Int32)
  }
}

extension LoopbackServer {
  /// A port on 127.0.0.1 where nothing listens: connecting is refused.
  public static func closedPort() throws -> Int {
    let socket = try listen()
    close(socket.descriptor)
    return socket.port
  }
}
