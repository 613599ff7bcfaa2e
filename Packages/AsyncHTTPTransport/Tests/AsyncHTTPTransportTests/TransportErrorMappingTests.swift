import AsyncHTTPClient
import Foundation
import NIOCore
import Networking
import Testing

@testable import AsyncHTTPTransport

#if canImport(Glibc)
  import Glibc
#endif

/// The failures the loopback tests cannot provoke on demand, mapped directly.
@Test func errorsWithoutALoopbackFaultMapByTypeAndCode() {
  func map(_ error: any Error) -> HTTPError {
    TransportErrorMapping.map(error, host: "h:1", timeoutSeconds: 5)
  }
  #expect(
    map(IOError(errnoCode: ENETUNREACH, reason: "connect"))
      == .unreachable(host: "h:1", reason: "no route to the host"))
  #expect(
    map(IOError(errnoCode: ETIMEDOUT, reason: "connect"))
      == .unreachable(host: "h:1", reason: "the connection timed out"))
  #expect(map(IOError(errnoCode: ECONNRESET, reason: "read")) == .connectionLost(host: "h:1"))
  #expect(
    map(IOError(errnoCode: EACCES, reason: "connect"))
      == .unreachable(host: "h:1", reason: "the connection failed"))
  #expect(map(HTTPClientError.readTimeout) == .timedOut(host: "h:1", seconds: 5))
  #expect(map(HTTPClientError.connectTimeout) == .timedOut(host: "h:1", seconds: 5))
  #expect(map(HTTPClientError.remoteConnectionClosed) == .connectionLost(host: "h:1"))
  #expect(
    map(HTTPClientError.redirectLimitReached)
      == .unreachable(host: "h:1", reason: "too many redirects"))
  #expect(
    map(HTTPClientError.emptyScheme)
      == .unreachable(host: "h:1", reason: "the address is not an http or https URL"))
  #expect(map(HTTPClientError.cancelled) == .cancelled)
  #expect(map(CancellationError()) == .cancelled)
  #expect(map(ChannelError.ioOnClosedChannel) == .connectionLost(host: "h:1"))
  #expect(
    map(CocoaError(.fileNoSuchFile)) == .unreachable(host: "h:1", reason: "the connection failed"))
}
