import Foundation
import Testing

@testable import TestSupport

private let shell = URL(filePath: "/bin/sh")

@Test func collectsOutputErrorAndExitCode() async throws {
  let result = try await ProcessRunner.run(
    shell, ["-c", "echo out; echo \"$GREETING\" >&2; cat; exit 3"],
    variables: ["GREETING": "hello"], stdin: Data("piped".utf8))
  #expect(result.exitCode == 3)
  #expect(result.stdout == "out\npiped")
  #expect(result.stderr == "hello\n")
  #expect(!result.timedOut)
}

@Test func killsAProcessAtItsTimeLimit() async throws {
  let result = try await ProcessRunner.run(shell, ["-c", "sleep 30"], timeout: .milliseconds(200))
  #expect(result.timedOut)
  #expect(result.exitCode == 128 + SIGKILL)
  #expect(result.duration < .seconds(10))
}

@Test func largeOutputDoesNotBlock() async throws {
  let result = try await ProcessRunner.run(shell, ["-c", "head -c 2000000 /dev/zero | tr '\\0' x"])
  #expect(result.stdout.utf8.count == 2_000_000)
}

@Test func timeoutHelpersThrowWhenTheLimitPasses() async throws {
  await #expect(throws: TimeoutError.self) {
    try await withTimeout(.milliseconds(50)) { try await Task.sleep(for: .seconds(10)) }
  }
  #expect(try await withTimeout(.seconds(5)) { 42 } == 42)
  let flag = Locked(false)
  Task {
    try await Task.sleep(for: .milliseconds(20))
    flag.withLock { $0 = true }
  }
  try await waitUntil(.seconds(5)) { flag.current }
  await #expect(throws: TimeoutError.self) { try await waitUntil(.milliseconds(30)) { false } }
}
