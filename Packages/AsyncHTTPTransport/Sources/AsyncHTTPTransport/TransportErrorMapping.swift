import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Networking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Maps what AsyncHTTPClient and SwiftNIO throw to ``HTTPError``, by type
/// and code, never by description, so users read one clear line.
enum TransportErrorMapping {
  static func map(_ error: any Error, host: String, timeoutSeconds: Double) -> HTTPError {
    switch error {
    case is CancellationError:
      return .cancelled
    case let error as HTTPClientError:
      return map(error, host: host, timeoutSeconds: timeoutSeconds)
    case let error as NIOConnectionError:
      if error.dnsAError != nil || error.dnsAAAAError != nil, error.connectionErrors.isEmpty {
        return .unreachable(host: host, reason: "unknown host")
      }
      if let first = error.connectionErrors.first?.error {
        return map(first, host: host, timeoutSeconds: timeoutSeconds)
      }
      return .unreachable(host: host, reason: "the connection failed")
    case is SocketAddressError:
      return .unreachable(host: host, reason: "unknown host")
    case let error as IOError:
      return map(errno: error.errnoCode, host: host)
    case is ChannelError:
      return .connectionLost(host: host)
    case HTTPParserError.invalidEOFState:
      // The connection closed before the declared body was complete.
      return .connectionLost(host: host)
    case is HTTPParserError:
      return .unreachable(host: host, reason: "the server does not speak HTTP")
    case is NIOSSLError, is BoringSSLError:
      return .unreachable(host: host, reason: "the secure connection failed")
    default:
      return .unreachable(host: host, reason: "the connection failed")
    }
  }

  private static func map(_ error: HTTPClientError, host: String, timeoutSeconds: Double)
    -> HTTPError
  {
    switch error {
    case .cancelled: .cancelled
    case .readTimeout, .writeTimeout, .deadlineExceeded, .connectTimeout,
      .getConnectionFromPoolTimeout, .tlsHandshakeTimeout:
      .timedOut(host: host, seconds: timeoutSeconds)
    case .remoteConnectionClosed, .bodyLengthMismatch, .uncleanShutdown:
      .connectionLost(host: host)
    case .invalidURL, .emptyHost, .emptyScheme:
      .unreachable(host: host, reason: "the address is not an http or https URL")
    case .redirectLimitReached, .redirectCycleDetected:
      .unreachable(host: host, reason: "too many redirects")
    default:
      .unreachable(host: host, reason: "the connection failed")
    }
  }

  private static func map(errno code: Int32, host: String) -> HTTPError {
    switch code {
    case ECONNREFUSED: .unreachable(host: host, reason: "connection refused")
    case ENETUNREACH, EHOSTUNREACH: .unreachable(host: host, reason: "no route to the host")
    case ETIMEDOUT: .unreachable(host: host, reason: "the connection timed out")
    case ECONNRESET, EPIPE: .connectionLost(host: host)
    default: .unreachable(host: host, reason: "the connection failed")
    }
  }
}
