import Foundation

/// What a finished process left behind.
public struct ProcessResult: Sendable {
  /// The exit status, or `128 + signal` when a signal ended it.
  public var exitCode: Int32
  /// Everything written to standard output, as UTF-8.
  public var stdout: String
  /// Everything written to standard error, as UTF-8.
  public var stderr: String
  /// `true` when the runner killed the process at its time limit.
  public var timedOut: Bool
  /// Wall-clock time from launch to exit.
  public var duration: Duration
}

/// Runs executables for end-to-end tests and collects their output.
///
/// Output goes to files, not pipes, so a chatty process can never block on
/// a full pipe while the test waits for it.
public enum ProcessRunner {
  /// Runs `executable` with `arguments` and waits for it to end.
  ///
  /// - Parameters:
  ///   - executable: the program to run.
  ///   - arguments: its arguments.
  ///   - variables: environment variables added to (or replacing) the test's own.
  ///   - removingVariables: variables removed from the test's own.
  ///   - stdin: bytes for standard input; it is closed after them.
  ///   - currentDirectory: where the process starts.
  ///   - timeout: the process and its children are killed (SIGKILL) after this
  ///     long.
  public static func run(
    _ executable: URL,
    _ arguments: [String] = [],
    variables: [String: String] = [:],
    removingVariables: Set<String> = [],
    stdin: Data = Data(),
    currentDirectory: URL? = nil,
    timeout: Duration = .seconds(60)
  ) async throws -> ProcessResult {
    let scratch = try TemporaryDirectory(prefix: "taproom-process")
    let outURL = scratch.file("stdout")
    let errURL = scratch.file("stderr")
    let inURL = scratch.file("stdin")
    try Data().write(to: outURL)
    try Data().write(to: errURL)
    try stdin.write(to: inURL)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for name in removingVariables { env.removeValue(forKey: name) }
    env.merge(variables) { _, new in new }
    process.environment = env
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    process.standardInput = try FileHandle(forReadingFrom: inURL)

    let clock = ContinuousClock()
    let start = clock.now
    let exited = ExitSignal()
    process.terminationHandler = { _ in exited.fire() }
    try process.run()
    let pid = process.processIdentifier
    let timedOut = await exited.wait(timeout: timeout)
    if timedOut {
      // Foundation starts the child as a process-group leader; kill the group
      // so a grandchild holding the output open cannot keep it "running".
      kill(-pid, SIGKILL)
      _ = await exited.wait(timeout: .seconds(10))
    }
    let duration = clock.now - start
    // The handler can run a moment before Foundation records the status.
    process.waitUntilExit()
    let code =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return ProcessResult(
      exitCode: code,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      timedOut: timedOut,
      duration: duration)
  }
}

/// A one-shot flag set when the process exits, waited on with a time limit.
final class ExitSignal: Sendable {
  private let fired = Locked(false)

  func fire() { fired.withLock { $0 = true } }

  /// Returns `true` when the time limit passed first.
  func wait(timeout: Duration) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if fired.current { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return !fired.current
  }
}
