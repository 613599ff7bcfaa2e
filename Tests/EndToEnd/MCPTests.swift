import Foundation
import TestSupport
import Testing

/// The tool result's structured content.
private func structured(_ result: [String: Any]) -> [String: Any] {
  result["structuredContent"] as? [String: Any] ?? [:]
}

/// The text of a tool result that is an error.
private func errorText(_ result: [String: Any]) -> String? {
  guard result["isError"] as? Bool == true else { return nil }
  return ((result["content"] as? [[String: Any]])?.first?["text"] as? String)
}

private func ids(_ page: [String: Any]) -> [Int] {
  (page["items"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
}

@Test func initializeAnswersAsTaproomAndListsEveryToolWithSchemas() async throws {
  let directory = try TemporaryDirectory()
  let started = ContinuousClock.now
  let session = try MCPSession(["--favorites-db", directory.file("f.sqlite").path])
  let result = try await session.initialize()
  let firstAnswer = ContinuousClock.now - started
  #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "taproom")
  #expect(result["protocolVersion"] as? String == "2025-06-18")
  let tools = try await session.request("tools/list")
  let list = ((tools["result"] as? [String: Any])?["tools"] as? [[String: Any]]) ?? []
  #expect(
    list.compactMap { $0["name"] as? String } == [
      "discover_beers", "get_beer", "list_favorites", "add_favorite", "remove_favorite",
    ])
  #expect(list.allSatisfy { $0["inputSchema"] != nil && $0["outputSchema"] != nil })
  #expect(await session.finish() == 0)
  print("taproom-mcp: first response (initialize) \(firstAnswer) after launch")
}

@Test func aCursorWalkCoversTheCatalogWithoutAnEmptyPage() async throws {
  let directory = try TemporaryDirectory()
  let session = try MCPSession(["--favorites-db", directory.file("f.sqlite").path])
  _ = try await session.initialize()
  let started = ContinuousClock.now
  var all: [Int] = []
  var cursor: Any = NSNull()
  var calls = 0
  repeat {
    var arguments: [String: Any] = ["page_size": 80]
    if let text = cursor as? String { arguments["cursor"] = text }
    let page = structured(try await session.call("discover_beers", arguments))
    calls += 1
    #expect(!ids(page).isEmpty, "page \(calls) is empty")
    all += ids(page)
    cursor = try #require(page["nextCursor"], "nextCursor is always present")
  } while cursor is String
  let walk = ContinuousClock.now - started
  #expect(all == Array(1...all.count))
  // resources/list walks the same beers.
  var uris: [String] = []
  var resourceCursor: String?
  repeat {
    let params: [String: Any] = resourceCursor.map { ["cursor": $0] } ?? [:]
    let answer = try await session.request("resources/list", params)
    let result = answer["result"] as? [String: Any] ?? [:]
    uris += (result["resources"] as? [[String: Any]] ?? []).compactMap { $0["uri"] as? String }
    resourceCursor = result["nextCursor"] as? String
  } while resourceCursor != nil
  #expect(uris == all.map { "taproom://beers/\($0)" })
  let read = try await session.request("resources/read", ["uri": "taproom://beers/3"])
  let contents = (read["result"] as? [String: Any])?["contents"] as? [[String: Any]]
  #expect(contents?.first?["mimeType"] as? String == "application/json")
  #expect(await session.finish() == 0)
  print("taproom-mcp: cursor walk of \(all.count) beers in \(calls) calls, \(walk)")
}

@Test func everyToolAnswersAndFavoritesAreSharedWithTheCommandLine() async throws {
  let directory = try TemporaryDirectory()
  let database = directory.file("favorites.sqlite").path
  let session = try MCPSession(["--favorites-db", database])
  _ = try await session.initialize()
  let beer = structured(try await session.call("get_beer", ["id": 7]))
  #expect(beer["id"] as? Int == 7)
  #expect(beer["isFavorite"] as? Bool == false)
  let added = structured(try await session.call("add_favorite", ["id": 7]))
  #expect(added["changed"] as? Bool == true)
  #expect(
    structured(try await session.call("add_favorite", ["id": 7]))["changed"] as? Bool == false)
  // The command line sees it…
  let list = try await taproom("favorites", "list", "--json", "--favorites-db", database)
  #expect(list.exitCode == 0)
  #expect(list.stdout.contains(#""id":7"#))
  // …and what it adds, taproom-mcp sees.
  #expect(try await taproom("favorites", "add", "12", "--favorites-db", database).exitCode == 0)
  let favorites = structured(try await session.call("list_favorites"))
  #expect(ids(favorites) == [12, 7])
  #expect(favorites["nextCursor"] is NSNull)
  let marked = structured(try await session.call("discover_beers", ["ids": [7, 8]]))
  #expect(
    (marked["items"] as? [[String: Any]])?.map { $0["isFavorite"] as? Bool } == [true, false])
  let removed = structured(try await session.call("remove_favorite", ["id": 7]))
  #expect(removed["changed"] as? Bool == true)
  #expect(await session.finish() == 0)
}

@Test func badInputGetsAClearAnswerAndTheServerKeepsServing() async throws {
  let directory = try TemporaryDirectory()
  let session = try MCPSession(["--favorites-db", directory.file("f.sqlite").path])
  _ = try await session.initialize()
  let first = structured(try await session.call("discover_beers", ["page_size": 5]))
  let cursor = try #require(first["nextCursor"] as? String)
  var tampered = Array(cursor)
  tampered[10] = tampered[10] == "A" ? "B" : "A"
  let cases: [(String, [String: Any], String)] = [
    ("discover_beers", ["cursor": String(tampered)], "the cursor is not valid for this query: "),
    (
      "discover_beers", ["cursor": cursor, "name": "ale"],
      "the cursor is not valid for this query: "
    ),
    ("discover_beers", ["cursor": "!!"], "the cursor is not valid for this query: "),
    ("get_beer", ["id": 99_999], "no beer with id 99999"),
    ("discover_beers", ["page_size": 0], "page_size must be an integer from 1 to 80, got 0"),
    ("discover_beers", ["abv_gt": -1], "abv_gt must be a number of 0 or more, got -1"),
    ("discover_beers", ["brewed_after": "13-2010"], "brewed_after must be a month as MM-YYYY"),
  ]
  for (tool, arguments, prefix) in cases {
    let text = errorText(try await session.call(tool, arguments))
    #expect(text?.hasPrefix(prefix) == true, "\(tool) \(arguments): \(text ?? "no error")")
  }
  let unknown = try await session.request("tools/call", ["name": "brew", "arguments": [:]])
  #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32602)
  let missing = try await session.request("tools/call", ["name": "get_beer", "arguments": [:]])
  #expect((missing["error"] as? [String: Any])?["code"] as? Int == -32602)
  let badList = try await session.request("resources/list", ["cursor": "nope"])
  #expect((badList["error"] as? [String: Any])?["code"] as? Int == -32602)
  session.send(line: "this is not JSON")
  let parseError = try await session.message(where: { $0["id"] is NSNull })
  #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700)
  // The next valid request is answered.
  #expect(structured(try await session.call("get_beer", ["id": 1]))["id"] as? Int == 1)
  #expect(await session.finish() == 0)
  // Standard output carried protocol messages only.
  for line in session.transcript {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    #expect(object?["jsonrpc"] as? String == "2.0", "\(line)")
  }
}

@Test func anUnusableFavoritesFileIsAToolErrorAndNothingChanges() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("favorites.sqlite")
  try Data("not a database".utf8).write(to: file)
  let session = try MCPSession(["--favorites-db", file.path])
  _ = try await session.initialize()
  let text = errorText(try await session.call("add_favorite", ["id": 1]))
  #expect(text == "the favorites file \(file.path) is not a database; it was left untouched")
  #expect(errorText(try await session.call("list_favorites")) == text)
  #expect(structured(try await session.call("get_beer", ["id": 1])).isEmpty == true)
  #expect(try Data(contentsOf: file) == Data("not a database".utf8))
  #expect(await session.finish() == 0)
}

@Test func anUnreachableServerIsAToolErrorWithinTheTimeout() async throws {
  let directory = try TemporaryDirectory()
  let session = try MCPSession([
    "--api-url", "http://127.0.0.1:9/v2", "--timeout", "1", "--favorites-db",
    directory.file("f.sqlite").path,
  ])
  _ = try await session.initialize()
  let started = ContinuousClock.now
  let text = errorText(try await session.call("discover_beers"))
  #expect(text?.hasPrefix("cannot reach 127.0.0.1") == true, "\(text ?? "no error")")
  #expect(ContinuousClock.now - started < .seconds(5))
  #expect(await session.finish() == 0)
}

@Test func aBadSettingEndsWithAUsageError() async throws {
  let session = try MCPSession(["--timeout", "0"])
  #expect(await session.finish() == 64)
  #expect(
    session.standardError() == "error: --timeout must be a number of seconds above 0, got 0\n")
}
