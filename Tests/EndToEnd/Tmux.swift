import Foundation
import TestSupport

/// A program running in a detached tmux session (a real pseudo-terminal) of
/// a fixed size: keys go in with `send-keys`, the screen comes out with
/// `capture-pane`. Each session has its own tmux server, removed at the end.
final class TmuxSession: @unchecked Sendable {
  private let socket = "taproom-e2e-\(UUID().uuidString.prefix(8))"
  private let name = "browse"

  /// Starts `command` (run by `sh -c`) in a `columns` × `rows` terminal.
  init(_ command: String, columns: Int = 100, rows: Int = 30) async throws {
    let result = try tmux(
      "new-session", "-d", "-s", name, "-x", String(columns), "-y", String(rows), command)
    guard result.status == 0 else {
      throw TmuxFailure(description: "tmux did not start (status \(result.status))")
    }
  }

  deinit {
    _ = try? tmux("kill-server")
  }

  /// Sends keys by tmux name (`j`, `Enter`, `Escape`, `PageDown`, `C-c`…).
  func send(_ keys: String...) async throws {
    _ = try tmux(["send-keys", "-t", name] + keys)
  }

  /// Types text literally.
  func type(_ text: String) async throws {
    _ = try tmux("send-keys", "-t", name, "-l", text)
  }

  /// The screen now, one string per row.
  func screen() async throws -> [String] {
    try tmux("capture-pane", "-p", "-t", name).output.components(separatedBy: "\n")
  }

  /// Waits until some row contains `text`; returns the screen.
  @discardableResult
  func waitFor(_ text: String, timeout: Duration = .seconds(10)) async throws -> [String] {
    let deadline = ContinuousClock.now + timeout
    var rows: [String] = []
    while ContinuousClock.now < deadline {
      rows = try await screen()
      if rows.contains(where: { $0.contains(text) }) { return rows }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw TmuxFailure(
      description: "'\(text)' did not appear; the screen:\n\(rows.joined(separator: "\n"))")
  }

  private func tmux(_ arguments: String...) throws -> (status: Int32, output: String) {
    try tmux(arguments)
  }

  // tmux leaves its server running in the background: wait for the client
  // alone (Spawn), not for every descendant (Process).
  private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
    try Spawn.run(["tmux", "-L", socket] + arguments)
  }
}

/// tmux did not start, or the screen never showed what was awaited.
struct TmuxFailure: Error, CustomStringConvertible {
  var description: String
}
