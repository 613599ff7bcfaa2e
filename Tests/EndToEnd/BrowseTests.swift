import Foundation
import TestSupport
import Testing

/// The `sh -c` command that runs `taproom browse` and then records how it
/// left the terminal: its exit status and `stty -a`.
private func browseCommand(_ arguments: String, directory: TemporaryDirectory) -> String {
  let database = directory.file("favorites.sqlite").path
  let report = directory.file("after").path
  return "TAPROOM_FAVORITES_DB=\(database) \(Executables.taproom.path) browse \(arguments); "
    + "echo \"exit=$?\" > \(report); stty -a >> \(report); echo FINISHED; sleep 60"
}

private func report(_ directory: TemporaryDirectory) async throws -> String {
  let file = directory.file("after")
  try await waitUntil(.seconds(10)) { FileManager.default.fileExists(atPath: file.path) }
  try await Task.sleep(for: .milliseconds(200))
  return try String(contentsOf: file, encoding: .utf8)
}

/// `stty -a` shows canonical mode and echo back on.
private func expectRestored(_ report: String, exit: Int) {
  #expect(report.hasPrefix("exit=\(exit)\n"))
  #expect(report.contains(" icanon"))
  #expect(report.contains(" echo "))
  #expect(!report.contains("-icanon"))
}

/// Every test here drives a real terminal through tmux: they run one at a
/// time, so they never compete for the terminal server or for the CPU that
/// paces their keys.
@Suite(.serialized) struct TerminalBrowseTests {
  @Test func browseRefusesWithoutATerminal() async throws {
    let result = try await taproom("browse")
    #expect(result.exitCode == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "error: browse needs an interactive terminal; to list beers from a script, use 'taproom discover'\n"
    )
  }

  @Test func scrollOpenFavoriteFilterAndQuit() async throws {
    let directory = try TemporaryDirectory()
    let session = try await TmuxSession(
      browseCommand("", directory: directory), columns: 100, rows: 30)
    try await session.waitFor("›     1")
    // Past two page boundaries (20 and 40), one key at a time.
    for _ in 0..<45 { try await session.send("j") }
    var screen = try await session.waitFor("›    46")
    #expect(screen.contains { $0.contains("80 beers") })
    #expect(!screen.contains { $0.contains("… loading") })
    // Open the detail and go back: the selection is kept.
    try await session.send("Enter")
    screen = try await session.waitFor("First brewed")
    #expect(screen.contains { $0.contains("taproom — beer 46") })
    try await session.send("Escape")
    try await session.waitFor("›    46")
    // Toggle the favorite: the star shows at once.
    try await session.send("f")
    try await session.waitFor("›    46 ★")
    // Filter by name after a pause.
    try await session.send("/")
    try await session.type("wild")
    screen = try await session.waitFor("name: wild")
    try await session.send("Enter")
    screen = try await session.waitFor("›     1")
    let rows = screen.filter { $0.hasPrefix("›") || $0.hasPrefix("  ") }.filter { $0.contains("%") }
    #expect(!rows.isEmpty)
    #expect(rows.allSatisfy { $0.contains("Wild") })
    // The favorites list, then quit.
    try await session.send("F")
    try await session.waitFor("taproom — favorites")
    try await session.waitFor("   46 ★")
    try await session.send("q")
    try await session.waitFor("FINISHED")
    expectRestored(try await report(directory), exit: 0)
    let list = try await taproom(
      "favorites", "list", "--json", "--favorites-db", directory.file("favorites.sqlite").path)
    let items = (try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])?[
      "items"]
    #expect((items as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [46])
  }

  @Test func helpShowsEveryKeyAndRetryRecovers() async throws {
    let directory = try TemporaryDirectory()
    let session = try await TmuxSession(
      browseCommand("", directory: directory), columns: 100, rows: 30)
    try await session.waitFor("60 beers")
    try await session.send("?")
    let help = try await session.waitFor("Keys")
    for key in [
      "↑ ↓  j k", "PgUp PgDn", "Home End", "Enter", "Esc Backspace", "f ", "u ", "F ", "/ ", "r ",
      "? ", "q  Ctrl-C",
    ] {
      #expect(help.contains { $0.contains(key) }, "help lists \(key)")
    }
    try await session.send("Escape")
    try await session.send("End")
    try await session.waitFor("›    60")
    try await session.send("PageDown")
    try await session.send("Home")
    try await session.waitFor("›     1")
    try await session.send("C-c")
    try await session.waitFor("FINISHED")
    expectRestored(try await report(directory), exit: 0)
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let directory = try TemporaryDirectory()
    let session = try await TmuxSession(browseCommand("--page-size 7", directory: directory))
    try await session.waitFor("›     1")
    let pids = try await ProcessRunner.run(
      URL(filePath: "/usr/bin/env"), ["pgrep", "-f", "taproom browse --page-size 7"])
    for pid in pids.stdout.split(separator: "\n").compactMap({ Int32($0) }) { kill(pid, SIGTERM) }
    try await session.waitFor("FINISHED")
    expectRestored(try await report(directory), exit: 143)
  }

  @Test func atReadingSpeedASlowServerIsNeverWaitedForDownOrBackUp() async throws {
    // Every page takes 300 ms; the user reads 16 rows a second, down 150 rows
    // and back up. Ten rows a page keep a window of 100 rows, so the way back
    // up reloads the pages the window dropped.
    let server = try LoopbackServer { request in
      let page = Int(request.query("page") ?? "1") ?? 1
      let perPage = Int(request.query("per_page") ?? "25") ?? 25
      let ids = ((page - 1) * perPage + 1)...(page * perPage)
      return .delayed(
        .milliseconds(300),
        .json(BeerFixture.array(ids.filter { $0 <= 500 }.map { BeerFixture(id: $0) })))
    }
    let directory = try TemporaryDirectory()
    let api = server.baseURL.absoluteString + "/v2"
    // 27 rows of list on a 30-row terminal: the first load fills them.
    let session = try await TmuxSession(
      browseCommand("--api-url \(api) --page-size 10", directory: directory), columns: 100,
      rows: 30)
    let first = try await session.waitFor("›     1")
    #expect(first.contains { $0.hasPrefix("     27") }, "the first screen is full")
    #expect(!first.contains { $0.contains("… loading") })
    var frames = 0
    var loadingRows = 0
    for key in ["j", "k"] {
      for _ in 0..<150 {
        try await session.send(key)
        try await Task.sleep(for: .milliseconds(62))
        let screen = try await session.screen()
        frames += 1
        if screen.contains(where: { $0.contains("… loading") }) { loadingRows += 1 }
      }
    }
    try await session.waitFor("›     1")
    #expect(loadingRows == 0, "\(loadingRows) of \(frames) frames showed a loading row")
    let reloads = server.requests.count
    #expect(reloads > 18, "the way back up reloaded dropped pages (\(reloads) requests)")
    try await session.send("q")
    try await session.waitFor("FINISHED")
    print(
      "reading-speed scroll: \(frames) frames at 16 rows/s, 300 ms per page, \(loadingRows) with a loading row, \(reloads) page requests"
    )
  }

  @Test func holdingJDownTheWholeCatalogNeverShowsALoadingRow() async throws {
    let directory = try TemporaryDirectory()
    let session = try await TmuxSession(
      browseCommand("", directory: directory), columns: 100, rows: 30)
    try await session.waitFor("›     1")
    var loadingRows = 0
    for key in 1...330 {
      // A held key repeats about 50 times a second.
      try await session.send("j")
      try await Task.sleep(for: .milliseconds(20))
      if key % 5 == 0, try await session.screen().contains(where: { $0.contains("… loading") }) {
        loadingRows += 1
      }
    }
    let end = try await session.waitFor("›   325")
    #expect(end.contains { $0.contains("325 beers · end of results") })
    #expect(loadingRows == 0)
    try await session.send("q")
    try await session.waitFor("FINISHED")
  }
}
