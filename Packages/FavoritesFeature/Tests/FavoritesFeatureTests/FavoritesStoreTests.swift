import Common
import Foundation
import GRDB
import TestSupport
import Testing

@testable import FavoritesFeature

private func favorite(_ id: Int, at milliseconds: Int) -> Favorite {
  Favorite(
    id: id, name: "Beer \(id)", tagline: "Tag \(id)", abv: 5, ibu: nil,
    addedAt: Date(timeIntervalSince1970: Double(milliseconds) / 1000))
}

@Test func addAndRemoveAreIdempotentAndSayWhetherAnythingChanged() async throws {
  let directory = try TemporaryDirectory()
  let favorites = FavoritesEnvironment.live(databaseURL: directory.file("favorites.sqlite"))
  #expect(try await favorites.add(favorite(1, at: 1000)))
  #expect(try await !favorites.add(favorite(1, at: 2000)))
  #expect(try await favorites.favoriteIDs([1, 2]) == [1])
  #expect(try await favorites.remove(1))
  #expect(try await !favorites.remove(1))
  #expect(try await favorites.favoriteIDs(nil) == [])
}

@Test func theFileIsCreatedOwnerOnlyWithItsFolders() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("deep/er/favorites.sqlite")
  let favorites = FavoritesEnvironment.live(databaseURL: file)
  #expect(try await favorites.favoriteIDs(nil) == [])
  #expect(!FileManager.default.fileExists(atPath: file.path), "reading does not create the file")
  _ = try await favorites.add(favorite(1, at: 1))
  let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
  #expect((attributes[.posixPermissions] as? Int) == 0o600)
}

@Test func theListIsNewestFirstAndPagesByKeyset() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  for id in 1...10 { _ = try await favorites.add(favorite(id, at: id < 5 ? 500 : id * 100)) }
  var seen: [Int] = []
  var token: PageToken?
  repeat {
    let page = try await favorites.list(3, token)
    seen += page.items.map(\.id)
    token = page.nextPageToken
  } while token != nil
  // Ties on addedAt (ids 1…4) are ordered by id, newest id first.
  #expect(seen == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1])
}

@Test func changesBetweenPagesNeitherSkipNorRepeat() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  for id in 1...9 { _ = try await favorites.add(favorite(id, at: id * 100)) }
  let first = try await favorites.list(3, nil)
  #expect(first.items.map(\.id) == [9, 8, 7])
  _ = try await favorites.add(favorite(100, at: 10_000))  // newer: belongs before the cursor
  _ = try await favorites.remove(7)  // the cursor itself
  _ = try await favorites.remove(5)
  let second = try await favorites.list(nil, first.nextPageToken)
  #expect(second.items.map(\.id) == [6, 4, 3])
  let third = try await favorites.list(nil, second.nextPageToken)
  #expect(third.items.map(\.id) == [2, 1])
  #expect(third.nextPageToken == nil)
}

@Test func theLastPageIsKnownWithoutAnEmptyRequest() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  for id in 1...6 { _ = try await favorites.add(favorite(id, at: id)) }
  let first = try await favorites.list(3, nil)
  let second = try await favorites.list(3, first.nextPageToken)
  #expect(second.items.count == 3)
  #expect(second.nextPageToken == nil)
}

@Test func tokensAreCheckedAndPageSizesValidated() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  await #expect(throws: PageTokenError.invalidCharacters) {
    try await favorites.list(nil, PageToken(rawValue: "??"))
  }
  let discoveryToken = PageTokenCodec(list: "discovery").token(
    for: PagePosition(values: [20], pageSize: 20), query: "")
  await #expect(throws: PageTokenError.foreignList) {
    try await favorites.list(nil, discoveryToken)
  }
  await #expect(throws: PageSizeError(requested: 0)) { try await favorites.list(0, nil) }
}

@Test func aTextFileIsReportedAndLeftUntouched() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("notes.txt")
  let bytes = Data("my shopping list\n".utf8)
  try bytes.write(to: file)
  let favorites = FavoritesEnvironment.live(databaseURL: file)
  let expected = FavoritesStorageError(path: file.path, reason: .notADatabase)
  await #expect(throws: expected) { try await favorites.add(favorite(1, at: 1)) }
  await #expect(throws: expected) { try await favorites.favoriteIDs(nil) }
  #expect(try Data(contentsOf: file) == bytes)
  #expect(expected.kind == .storage)
  #expect(
    expected.userMessage
      == "the favorites file \(file.path) is not a database; it was left untouched")
}

@Test func anotherAppsDatabaseIsReportedAndLeftUntouched() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("other.sqlite")
  let other = try DatabaseQueue(path: file.path)
  try await other.write { db in
    try db.execute(sql: "CREATE TABLE notes(text TEXT); INSERT INTO notes VALUES ('hi')")
  }
  try other.close()
  let bytes = try Data(contentsOf: file)
  await #expect(throws: FavoritesStorageError(path: file.path, reason: .foreignDatabase)) {
    try await FavoritesEnvironment.live(databaseURL: file).add(favorite(1, at: 1))
  }
  #expect(try Data(contentsOf: file) == bytes)
}

@Test func aNewerSchemaIsReportedAndLeftUntouched() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("favorites.sqlite")
  do {
    let pool = try FavoritesDatabase.open(at: file)
    try await pool.write { db in
      try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
    }
    try pool.close()
  }
  let bytes = try Data(contentsOf: file)
  await #expect(throws: FavoritesStorageError(path: file.path, reason: .newerSchema)) {
    try await FavoritesEnvironment.live(databaseURL: file).add(favorite(1, at: 1))
  }
  #expect(try Data(contentsOf: file) == bytes)
}

@Test func anUnwritableLocationIsReported() async throws {
  // /proc refuses new folders even to root.
  let file = URL(filePath: "/proc/taproom-test/favorites.sqlite")
  await #expect(
    throws: FavoritesStorageError(path: file.path, reason: .notWritable("cannot create its folder"))
  ) {
    try await FavoritesEnvironment.live(databaseURL: file).add(favorite(1, at: 1))
  }
}

@Test func changesAreStreamedInProcess() async throws {
  let directory = try TemporaryDirectory()
  let favorites = FavoritesEnvironment.live(databaseURL: directory.file("favorites.sqlite"))
  _ = try await favorites.add(favorite(1, at: 1))
  var changes = favorites.changes().makeAsyncIterator()
  #expect(await changes.next() == [1])
  _ = try await favorites.add(favorite(2, at: 2))
  #expect(await changes.next() == [1, 2])
  _ = try await favorites.remove(1)
  #expect(await changes.next() == [2])
}

@Test func aStreamStartedBeforeTheFileExistsSeesTheFirstFavorite() async throws {
  let directory = try TemporaryDirectory()
  let favorites = FavoritesEnvironment.live(databaseURL: directory.file("new/favorites.sqlite"))
  var changes = favorites.changes().makeAsyncIterator()
  _ = try await favorites.add(favorite(7, at: 7))
  // The observation starts when the first write opens the file: it sees the
  // empty table (if it starts before the insert commits), then the favorite.
  var seen: [Set<Int>] = []
  while let ids = await changes.next() {
    seen.append(ids)
    if ids == [7] || seen.count == 2 { break }
  }
  #expect(seen == [[7]] || seen == [[], [7]])
}

@Test func theFailingEnvironmentRecordsTheUnexpectedCall() async {
  await expectUnexpectedCall("FavoritesEnvironment.add") {
    await #expect(throws: UnexpectedCall(name: "FavoritesEnvironment.add")) {
      try await FavoritesEnvironment.failing.add(favorite(1, at: 1))
    }
  }
}
