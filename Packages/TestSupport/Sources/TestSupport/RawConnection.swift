import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One TCP connection to 127.0.0.1, driven byte by byte: for tests that
/// need a request in flight (sent but not yet read) while something else
/// happens, such as a server's shutdown.
public final class RawConnection: @unchecked Sendable {
  private let descriptor: Int32

  /// Connects to `port`, or throws when the connection is refused.
  public init(port: Int) throws {
    #if canImport(Glibc)
      descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw RawHTTP.Failure(description: "socket failed") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    // A small receive buffer, so a large answer stays in flight until read.
    var buffer: Int32 = 4096
    setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &buffer, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw RawHTTP.Failure(description: "connection to port \(port) refused")
    }
  }

  deinit { close(descriptor) }

  /// Sends `text` whole.
  public func send(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        #if canImport(Glibc)
          Glibc.send(descriptor, $0.baseAddress, $0.count, 0)
        #else
          Darwin.send(descriptor, $0.baseAddress, $0.count, 0)
        #endif
      }
      if sent <= 0 { return }
      offset += sent
    }
  }

  /// Up to `count` bytes, as soon as some arrive; empty when the peer closed.
  public func receive(upTo count: Int) -> Data {
    var chunk = [UInt8](repeating: 0, count: count)
    let received = recv(descriptor, &chunk, count, 0)
    return received > 0 ? Data(chunk[..<received]) : Data()
  }

  /// Everything until the peer closes the connection, parsed as a response.
  public func receiveResponse(after start: Data = Data()) throws -> RawHTTP.Response {
    var received = start
    while true {
      let chunk = receive(upTo: 64 * 1024)
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    return try RawHTTP.parse(received)
  }
}
