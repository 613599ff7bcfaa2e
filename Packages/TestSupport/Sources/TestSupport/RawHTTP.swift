import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain socket, for contract tests that
/// must see exactly what a server sends: status, headers and body bytes.
public enum RawHTTP {
  /// A response as received.
  public struct Response: Sendable {
    /// The status code.
    public var status: Int
    /// Header fields, names lower-cased.
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// A request-level failure.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public var description: String
  }

  /// Sends `METHOD target` (with `headers`) to 127.0.0.1:`port` with
  /// `Connection: close` and reads the whole response.
  public static func request(
    _ target: String, method: String = "GET", headers: [String: String] = [:], port: Int
  ) throws -> Response {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket failed") }
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connection to port \(port) refused") }
    let fields = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
    let head =
      "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(fields)Connection: close\r\n\r\n"
    _ = Array(head.utf8).withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
    var received = Data()
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count <= 0 { break }
      received.append(contentsOf: chunk[..<count])
    }
    return try parse(received)
  }

  /// Parses a whole HTTP/1.1 response (head and body as received).
  public static func parse(_ data: Data) throws -> Response {
    guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
      throw Failure(description: "no header end")
    }
    let lines = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(
      separatedBy: "\r\n")
    let statusParts = lines[0].split(separator: " ")
    guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
      throw Failure(description: "bad status line '\(lines[0])'")
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    var body = Data(data[end.upperBound...])
    if let length = headers["content-length"].flatMap(Int.init), body.count > length {
      body = body.prefix(length)
    }
    return Response(status: status, headers: headers, body: body)
  }
}
