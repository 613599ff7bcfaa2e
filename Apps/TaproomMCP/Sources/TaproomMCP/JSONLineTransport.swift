import Foundation
import Logging
import MCP

/// Standard input and output as MCP's stdio transport, plus what the SDK's
/// server does not do: a line that is not JSON gets the JSON-RPC parse
/// error (-32700, `id: null`) the specification asks for, and the server
/// goes on with the next line. (The SDK answers such a line with a random
/// id, which no client can match.)
actor JSONLineTransport: Transport {
  nonisolated let logger: Logger
  private let inner: StdioTransport

  init(logger: Logger) {
    self.logger = logger
    inner = StdioTransport(logger: logger)
  }

  func connect() async throws { try await inner.connect() }

  func disconnect() async { await inner.disconnect() }

  func send(_ data: Data) async throws { try await inner.send(data) }

  func receive() -> AsyncThrowingStream<Data, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Data.self)
    let task = Task {
      do {
        for try await line in await inner.receive() {
          if (try? JSONSerialization.jsonObject(with: line, options: [.fragmentsAllowed])) == nil {
            try? await inner.send(Self.parseError)
            continue
          }
          continuation.yield(line)
        }
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in task.cancel() }
    return stream
  }

  static let parseError = Data(
    #"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: the line is not JSON"}}"#
      .utf8)
}
