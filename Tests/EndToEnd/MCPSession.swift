import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A running `taproom-mcp`, spoken to over its standard input and output as
/// an MCP client would: one JSON-RPC message per line.
final class MCPSession: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let exited: AsyncStream<Void>
  private var iterator: AsyncStream<String>.Iterator
  private var nextID = 1
  /// Every line standard output carried, in order.
  private(set) var transcript: [String] = []
  /// Messages read while waiting for another id.
  private var unclaimed: [[String: Any]] = []

  /// Starts `taproom-mcp` with `arguments`, its data isolated like every
  /// other end-to-end run.
  init(_ arguments: [String] = [], variables: [String: String] = [:]) throws {
    let executable = Executables.taproomMCP
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw MissingExecutable(path: executable.path)
    }
    process.executableURL = executable
    process.arguments = arguments
    var base = ProcessInfo.processInfo.environment
    for name in [
      "TAPROOM_FAVORITES_DB", "TAPROOM_LOG_LEVEL", "TAPROOM_API_URL", "TAPROOM_CATALOG",
      "TAPROOM_TIMEOUT",
    ] { base[name] = nil }
    base["XDG_DATA_HOME"] = Executables.dataHome.path
    base["XDG_CACHE_HOME"] = Executables.cacheHome.path
    process.environment = base.merging(variables) { _, given in given }
    // Our ends of the pipes must not leak into processes other tests start
    // meanwhile: one that held the write end of standard input would keep
    // taproom-mcp from ever seeing the end of its input.
    for pipe in [input, output, errors] {
      for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
        _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
      }
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    let (exited, exit) = AsyncStream.makeStream(of: Void.self)
    self.exited = exited
    process.terminationHandler = { _ in
      exit.yield()
      exit.finish()
    }
    let (lines, continuation) = AsyncStream.makeStream(of: String.self)
    iterator = lines.makeAsyncIterator()
    let reading = output.fileHandleForReading
    Thread {
      var pending = Data()
      while true {
        let chunk = reading.availableData
        if chunk.isEmpty { break }
        pending.append(chunk)
        while let newline = pending.firstIndex(of: 0x0A) {
          continuation.yield(String(decoding: pending[..<newline], as: UTF8.self))
          pending = Data(pending[(newline + 1)...])
        }
      }
      continuation.finish()
    }.start()
    try process.run()
  }

  deinit {
    if process.isRunning { process.terminate() }
  }

  /// Sends one raw line.
  func send(line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Sends a notification (no answer).
  func notify(_ method: String, _ params: [String: Any] = [:]) throws {
    let message: [String: Any] = ["jsonrpc": "2.0", "method": method, "params": params]
    send(line: String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
  }

  /// Sends a request and waits for the message that answers its id.
  func request(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
    let id = nextID
    nextID += 1
    let message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method, "params": params]
    send(line: String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self))
    return try await self.message(where: { ($0["id"] as? Int) == id })
  }

  /// `initialize` and `notifications/initialized`; returns the result.
  func initialize() async throws -> [String: Any] {
    let answer = try await request(
      "initialize",
      [
        "protocolVersion": "2025-06-18", "capabilities": [String: Any](),
        "clientInfo": ["name": "taproom-e2e", "version": "1"],
      ])
    try notify("notifications/initialized")
    return answer["result"] as? [String: Any] ?? [:]
  }

  /// Calls a tool; returns the result object.
  func call(_ tool: String, _ arguments: [String: Any] = [:]) async throws -> [String: Any] {
    let answer = try await request("tools/call", ["name": tool, "arguments": arguments])
    return answer["result"] as? [String: Any] ?? ["error": answer["error"] ?? "none"]
  }

  /// The next message that satisfies `matches`, within 10 seconds.
  func message(where matches: ([String: Any]) -> Bool) async throws -> [String: Any] {
    if let index = unclaimed.firstIndex(where: matches) { return unclaimed.remove(at: index) }
    while true {
      let line = try await withTimeout(.seconds(10)) { await self.nextLine() }
      guard let line else { break }
      transcript.append(line)
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      else {
        throw MCPSessionError(description: "stdout carried a line that is not an object: \(line)")
      }
      if matches(object) { return object }
      unclaimed.append(object)
    }
    throw MCPSessionError(description: "no answer; stderr: \(standardError())")
  }

  /// Closes standard input and waits (at most 10 seconds, then kills it)
  /// for the exit status.
  func finish() async -> Int32 {
    try? input.fileHandleForWriting.close()
    let exited = self.exited
    let ended: Bool? = try? await withTimeout(.seconds(10)) {
      for await _ in exited {}
      return true
    }
    if ended == nil {
      process.terminate()
      return -1
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What the process wrote to standard error so far (after it ended).
  func standardError() -> String {
    if process.isRunning { return "(still running)" }
    return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }

  private func nextLine() async -> String? {
    var iterator = self.iterator
    defer { self.iterator = iterator }
    return await iterator.next()
  }
}

struct MCPSessionError: Error, CustomStringConvertible {
  var description: String
}
