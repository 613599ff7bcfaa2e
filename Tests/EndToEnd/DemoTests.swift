import Foundation
import TestSupport
import Testing

/// A feature's demo, built like the apps (`TAPROOM_BIN_DIR`, or the
/// feature's own `.build`).
private func runDemo(_ feature: String) async throws -> ProcessResult {
  let name = "\(feature)Demo"
  let executable =
    ProcessInfo.processInfo.environment["TAPROOM_BIN_DIR"].map {
      URL(filePath: $0).appending(path: name)
    } ?? Executables.repositoryRoot.appending(path: "Packages/\(feature)/.build/debug/\(name)")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    throw MissingExecutable(path: executable.path)
  }
  return try await ProcessRunner.run(executable, timeout: .seconds(30))
}

@Test func theDiscoveryDemoShowsEachStepOnItsOwn() async throws {
  let result = try await runDemo("DiscoveryFeature")
  #expect(result.exitCode == 0)
  let steps = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
  #expect(
    steps == [
      "== first page (10 of 25)", "== the last row appears: the next page loads",
      "== detail of beer 3", "== favorite beer 3", "== undo: favorite beer 3 no more",
      "== a beer that does not exist",
    ])
  #expect(result.stdout.contains("  20 beers so far, more: true"))
  #expect(result.stdout.contains("  ★   3  Demo Saison 3"))
  #expect(result.stdout.contains("  no beer with id 99"))
}

@Test func theFavoritesDemoRemovesAndUndoes() async throws {
  let result = try await runDemo("FavoritesFeature")
  #expect(result.exitCode == 0)
  #expect(result.stdout.contains("== first page, newest first (4 of 7)\n  ★ 7  Demo beer 7\n"))
  #expect(result.stdout.contains("  removed Demo beer 5 · u to undo"))
  #expect(
    result.stdout.hasSuffix(
      "== undo\n" + (1...7).reversed().map { "  ★ \($0)  Demo beer \($0)\n" }.joined()))
}
