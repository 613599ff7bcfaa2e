import Foundation
import TestSupport
import Testing

/// A folder with a catalog of `count` fixture beers and a favorites path.
private struct Workspace {
  let directory: TemporaryDirectory
  let catalog: String
  let database: String

  init(beers count: Int = 20) throws {
    directory = try TemporaryDirectory()
    let file = directory.file("catalog.json")
    try BeerFixture.array((1...count).map { BeerFixture(id: $0) }).write(to: file)
    catalog = file.path
    database = directory.file("data/favorites.sqlite").path
  }

  func run(_ arguments: [String], timeout: Duration = .seconds(120)) async throws -> ProcessResult {
    try await taproom(
      arguments + ["--catalog", catalog, "--favorites-db", database], timeout: timeout)
  }

  /// Every favorite id, newest first, by walking `favorites list --json`.
  func favoriteIDs() async throws -> [Int] {
    var ids: [Int] = []
    var token: String?
    repeat {
      var arguments = ["favorites", "list", "--json", "--page-size", "100"]
      if let token { arguments += ["--page-token", token] }
      let result = try await run(arguments)
      #expect(result.exitCode == 0, "\(result.stderr)")
      let object =
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
      ids += (object?["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
      token = object?["nextPageToken"] as? String
    } while token != nil
    return ids
  }
}

/// Runs Python's sqlite3 on a database file and returns what the script prints.
private func sqlite(_ path: String, _ script: String) async throws -> String {
  let program = "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\n" + script
  let result = try await ProcessRunner.run(
    URL(filePath: "/usr/bin/env"), ["python3", "-c", program, path])
  #expect(result.exitCode == 0, "\(result.stderr)")
  return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
}

@Test func addRemoveAndListSayWhatHappened() async throws {
  let workspace = try Workspace()
  let empty = try await workspace.run(["favorites", "list"])
  #expect(
    empty.stdout == "no favorites yet: add one with 'taproom favorites add ID'\nend of results\n")
  let added = try await workspace.run(["favorites", "add", "3"])
  #expect(added.exitCode == 0)
  #expect(added.stdout == "added 3 (Fixture Beer 3) to favorites\n")
  let again = try await workspace.run(["favorites", "add", "3"])
  #expect(again.exitCode == 0)
  #expect(again.stdout == "3 (Fixture Beer 3) is already a favorite\n")
  let unknown = try await workspace.run(["favorites", "add", "999"])
  #expect(unknown.exitCode == 1)
  #expect(unknown.stderr == "error: no beer with id 999\n")
  #expect(try await workspace.favoriteIDs() == [3])
  let removed = try await workspace.run(["favorites", "remove", "3"])
  #expect(removed.stdout == "removed 3 from favorites\n")
  let removedAgain = try await workspace.run(["favorites", "remove", "3"])
  #expect(removedAgain.exitCode == 0)
  #expect(removedAgain.stdout == "3 was not a favorite\n")
  let attributes = try FileManager.default.attributesOfItem(atPath: workspace.database)
  #expect(attributes[.posixPermissions] as? Int == 0o600)
}

@Test func favoritesAreMarkedInDiscoveryAndDetail() async throws {
  let workspace = try Workspace()
  _ = try await workspace.run(["favorites", "add", "1"])
  let list = try await workspace.run(["discover", "--json", "--page-size", "3"])
  let items = try #require(
    (JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])?["items"]
      as? [[String: Any]])
  #expect(items.map { $0["isFavorite"] as? Bool } == [true, false, false])
  let table = try await workspace.run(["discover", "--page-size", "2"])
  #expect(table.stdout.contains("     1 ★  Fixture Beer 1"))
  let detail = try await workspace.run(["show", "1"])
  #expect(detail.stdout.hasPrefix("Fixture Beer 1  ★ favorite\n"))
  let json = try await workspace.run(["show", "1", "--json"])
  #expect(
    (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?[
      "isFavorite"] as? Bool == true)
}

@Test func fourProcessesWriteAtOnceWithoutLosingAnUpdate() async throws {
  let workspace = try Workspace(beers: 850)
  let shared = Array(801...850).map(String.init)
  let results = try await withThrowingTaskGroup(of: [ProcessResult].self) { group in
    for worker in 0..<4 {
      let own = (worker * 200 + 1)...(worker * 200 + 200)
      group.addTask {
        let add = try await workspace.run(["favorites", "add"] + own.map(String.init) + shared)
        let remove = try await workspace.run(
          ["favorites", "remove"] + own.filter { $0 % 2 == 1 }.map(String.init))
        return [add, remove]
      }
    }
    return try await group.reduce(into: []) { $0 += $1 }
  }
  for result in results {
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("locked"))
  }
  let expected = Set((1...800).filter { $0 % 2 == 0 } + Array(801...850))
  let ids = try await workspace.favoriteIDs()
  #expect(ids.count == expected.count)
  #expect(Set(ids) == expected)
}

@Test func aProcessKilledMidWriteLosesNothingItReported() async throws {
  let workspace = try Workspace(beers: 850)
  var reported: Set<Int> = []
  for round in 0..<20 {
    let ids = (round * 40 + 1)...(round * 40 + 40)
    let killAfter = Duration.milliseconds(Int.random(in: 20...400))
    let result = try await workspace.run(
      ["favorites", "add"] + ids.map(String.init), timeout: killAfter)
    for line in result.stdout.split(separator: "\n") where line.hasPrefix("added ") {
      if let id = Int(line.split(separator: " ")[1]) { reported.insert(id) }
    }
  }
  #expect(
    try await sqlite(
      workspace.database, "print(db.execute('PRAGMA integrity_check').fetchone()[0])") == "ok")
  let stored = Set(try await workspace.favoriteIDs())
  #expect(reported.isSubset(of: stored), "lost: \(reported.subtracting(stored).sorted())")
}

@Test func pagingVisitsEachFavoriteOnceNewestFirstThroughChanges() async throws {
  let workspace = try Workspace(beers: 1_000)
  let add = try await workspace.run(["favorites", "add"] + (1...1_000).map(String.init))
  #expect(add.exitCode == 0)
  var seen: [Int] = []
  var next: [String]? = nil
  var pages = 0
  var removed: Set<Int> = []
  while pages < 200 {
    // The printed command is complete: it repeats --catalog and --favorites-db.
    let result =
      if let next { try await taproom(next) } else {
        try await workspace.run(["favorites", "list", "--page-size", "7"])
      }
    #expect(result.exitCode == 0)
    seen += tableIDs(result.stdout)
    pages += 1
    if pages == 3 {
      // Between pages: remove some already seen and some not yet seen.
      let gone = [seen[0], seen[5], 900, 850, 849]
      _ = try await workspace.run(["favorites", "remove"] + gone.map(String.init))
      removed = Set(gone)
    }
    guard let following = nextPageArguments(result.stdout) else { break }
    next = following
  }
  // Removed before they were reached: never shown. Removed after: shown once.
  let expected = (1...1_000).reversed().filter { !removed.contains($0) || $0 >= 980 }
  let sameOrder = seen == expected
  #expect(sameOrder, "\(seen.count) seen, \(Set(seen).count) distinct, expected \(expected.count)")
  #expect(pages == Int((Double(expected.count) / 7).rounded(.up)))
}

@Test func aTextFileIsRefusedAndLeftUntouched() async throws {
  let workspace = try Workspace()
  let file = workspace.directory.file("notes.txt")
  try Data("not a database\n".utf8).write(to: file)
  let result = try await taproom(
    "favorites", "add", "1", "--catalog", workspace.catalog, "--favorites-db", file.path)
  #expect(result.exitCode == 74)
  #expect(result.stdout.isEmpty)
  #expect(
    result.stderr
      == "error: the favorites file \(file.path) is not a database; it was left untouched\n")
  #expect(try Data(contentsOf: file) == Data("not a database\n".utf8))
}

@Test func aNewerSchemaIsRefusedAndLeftUntouched() async throws {
  let workspace = try Workspace()
  _ = try await workspace.run(["favorites", "add", "1"])
  _ = try await sqlite(
    workspace.database,
    "db.execute(\"INSERT INTO grdb_migrations VALUES ('v9: future')\")\ndb.commit()")
  let before = try Data(contentsOf: URL(filePath: workspace.database))
  let result = try await workspace.run(["favorites", "list"])
  #expect(result.exitCode == 74)
  #expect(
    result.stderr
      == "error: the favorites file \(workspace.database) was written by a newer version of taproom; it was left untouched\n"
  )
  #expect(try Data(contentsOf: URL(filePath: workspace.database)) == before)
}

@Test func aReadOnlyFolderIsExit74() async throws {
  let workspace = try Workspace()
  let locked = workspace.directory.file("locked")
  try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
  try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
  let database = locked.appending(path: "favorites.sqlite").path
  let arguments = [
    "favorites", "add", "1", "--catalog", workspace.catalog, "--favorites-db", database,
  ]
  let result: ProcessResult
  if getuid() == 0 {
    // Root writes anywhere: run as nobody so the permissions apply.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: workspace.directory.path)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: workspace.catalog)
    result = try await ProcessRunner.run(
      URL(filePath: "/usr/bin/setpriv"),
      ["--reuid=65534", "--regid=65534", "--clear-groups", Executables.taproom.path] + arguments)
  } else {
    result = try await taproom(arguments)
  }
  #expect(result.exitCode == 74)
  #expect(
    result.stderr == "error: cannot write the favorites file \(database): permission denied\n")
}
