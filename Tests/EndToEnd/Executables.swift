import Foundation
import TestSupport

/// The built executables under test.
enum Executables {
  /// The repository's root folder.
  static let repositoryRoot = URL(filePath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The data folder of every `taproom` run by the tests, so a run never
  /// touches the favorites of the person running them.
  static let dataHome = FileManager.default.temporaryDirectory.appending(
    path: "taproom-e2e-\(ProcessInfo.processInfo.processIdentifier)")
  /// The answers cache of every run: one per test run, so no test sees
  /// copies another test's servers left.
  static let cacheHome = FileManager.default.temporaryDirectory.appending(
    path: "taproom-e2e-cache-\(ProcessInfo.processInfo.processIdentifier)")

  /// `taproom`, from `TAPROOM_BIN_DIR` or `Apps/Taproom/.build/debug`.
  static var taproom: URL { locate("taproom", app: "Taproom") }

  /// `taproom-server`, from `TAPROOM_BIN_DIR` or `Apps/TaproomServer/.build/debug`.
  static var taproomServer: URL { locate("taproom-server", app: "TaproomServer") }

  /// `taproom-mcp`, from `TAPROOM_BIN_DIR` or `Apps/TaproomMCP/.build/debug`.
  static var taproomMCP: URL { locate("taproom-mcp", app: "TaproomMCP") }

  private static func locate(_ name: String, app: String) -> URL {
    if let directory = ProcessInfo.processInfo.environment["TAPROOM_BIN_DIR"] {
      return URL(filePath: directory).appending(path: name)
    }
    return repositoryRoot.appending(path: "Apps/\(app)/.build/debug/\(name)")
  }
}

/// Runs `taproom` with clean, predictable environment variables.
func taproom(
  _ arguments: String..., variables: [String: String] = [:], timeout: Duration = .seconds(60)
) async throws -> ProcessResult {
  try await taproom(arguments, variables: variables, timeout: timeout)
}

/// Runs `taproom` with a list of arguments.
func taproom(
  _ arguments: [String], variables: [String: String] = [:], timeout: Duration = .seconds(60)
) async throws -> ProcessResult {
  let executable = Executables.taproom
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    throw MissingExecutable(path: executable.path)
  }
  // Never read or write the real user's favorites: data goes to a folder
  // that no test creates unless it writes there.
  let isolated = [
    "XDG_DATA_HOME": Executables.dataHome.path, "XDG_CACHE_HOME": Executables.cacheHome.path,
  ].merging(variables) { _, given in
    given
  }
  return try await ProcessRunner.run(
    executable, arguments, variables: isolated,
    removingVariables: [
      "TAPROOM_FAVORITES_DB", "TAPROOM_LOG_LEVEL", "TAPROOM_API_URL", "TAPROOM_CATALOG",
      "TAPROOM_TIMEOUT", "NO_COLOR",
      "COLUMNS",
    ],
    timeout: timeout)
}

/// The binary has not been built.
struct MissingExecutable: Error, CustomStringConvertible {
  var path: String
  var description: String { "\(path) is missing: run 'make build' first" }
}

/// Starts `taproom-server --port 0` with `arguments`; it stops when released.
func startServer(_ arguments: [String] = [], variables: [String: String] = [:]) throws
  -> ServerProcess
{
  try ServerProcess(Executables.taproomServer, ["--port", "0"] + arguments, variables: variables)
}
