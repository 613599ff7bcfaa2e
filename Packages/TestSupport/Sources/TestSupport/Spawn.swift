import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with `posix_spawn` and `waitpid`, for programs that leave
/// a daemon behind (tmux starts its server this way). Foundation's `Process`
/// waits until every descendant has closed its descriptors, which a daemon
/// never does; `waitpid` waits for the program alone.
public enum Spawn {
  /// Runs `arguments[0]` (searched in `PATH`) and returns its exit status
  /// and standard output. Standard input and error are `/dev/null`.
  public static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let scratch = try TemporaryDirectory(prefix: "taproom-spawn")
    let outputPath = scratch.file("stdout").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, cArguments, environ)
    guard spawned == 0 else { throw SpawnError(arguments: arguments, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let exited = status & 0x7f == 0
    return (exited ? (status >> 8) & 0xff : 128 + (status & 0x7f), output)
  }

  /// The program could not be started.
  public struct SpawnError: Error, CustomStringConvertible {
    /// The command.
    public var arguments: [String]
    /// The `posix_spawn` error number.
    public var code: Int32
    /// Which program, and why.
    public var description: String { "cannot start \(arguments[0]): error \(code)" }
  }
}
