import Foundation

/// A server executable started for a test: it must print
/// `listening on http://HOST:PORT/…` as its first line. Stopped (SIGTERM,
/// then SIGKILL) by ``stop()`` or when released, even if the test fails.
public final class ServerProcess: @unchecked Sendable {
  /// The port from the first line.
  public let port: Int
  /// The URL printed on the first line.
  public let url: URL
  private let process: Process
  private let errors: URL
  private let scratch: TemporaryDirectory

  /// Starts `executable` with `arguments` (and environment `variables` added
  /// to the test's own) and waits (up to `timeout`) for its first line.
  public init(
    _ executable: URL, _ arguments: [String], variables: [String: String] = [:],
    timeout: Duration = .seconds(30)
  ) throws {
    scratch = try TemporaryDirectory(prefix: "taproom-server")
    let output = scratch.file("stdout")
    errors = scratch.file("stderr")
    try Data().write(to: output)
    try Data().write(to: errors)
    process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if !variables.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
    }
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    let deadline = ContinuousClock.now + timeout
    var line: String?
    while ContinuousClock.now < deadline, process.isRunning {
      let text = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
      if let newline = text.firstIndex(of: "\n") {
        line = String(text[..<newline])
        break
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    guard let line, line.hasPrefix("listening on "),
      let url = URL(string: String(line.dropFirst(13))),
      let port = url.port
    else {
      let stderr = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
      process.terminate()
      throw RawHTTP.Failure(description: "the server did not start: \(stderr)")
    }
    self.url = url
    self.port = port
  }

  deinit { stop() }

  /// What the server wrote to standard error so far.
  public var standardError: String {
    String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
  }

  /// The process identifier.
  public var processIdentifier: Int32 { process.processIdentifier }

  /// Waits up to `timeout` for the process to end by itself; its exit status
  /// then, or `nil` while it still runs.
  public func waitForExit(timeout: Duration) -> Int32? {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
    return process.isRunning ? nil : process.terminationStatus
  }

  /// Sends SIGTERM and waits for the exit (SIGKILL after 10 s); returns the exit status.
  @discardableResult
  public func stop() -> Int32 {
    guard process.isRunning else { return process.terminationStatus }
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
