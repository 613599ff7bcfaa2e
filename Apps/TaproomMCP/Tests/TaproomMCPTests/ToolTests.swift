import DiscoveryFeature
import FavoritesFeature
import Foundation
import MCP
import TaproomComposition
import TestSupport
import Testing

@testable import TaproomMCP

@Test func everyToolHasAnInputAndAnOutputSchema() {
  #expect(
    ToolDefinitions.all.map(\.name) == [
      "discover_beers", "get_beer", "list_favorites", "add_favorite", "remove_favorite",
    ])
  for tool in ToolDefinitions.all {
    #expect(tool.inputSchema.objectValue?["type"] == "object", "\(tool.name)")
    #expect(tool.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
  }
}

@Test func discoverReturnsRowsWithExplicitNullsAndACursor() async throws {
  let page = content(try await makeTools().call("discover_beers", ["page_size": 2]))
  #expect(ids(page) == [1, 2])
  let second = page["items"]?.arrayValue?[1].objectValue
  #expect(second?["abv"] == .null)
  #expect(second?["ibu"] == .null)
  #expect(second?["ebc"] == .null)
  #expect(second?["imageURL"] == .null)
  #expect(second?["isFavorite"] == .bool(false))
  #expect(page["items"]?.arrayValue?[0].objectValue?["abv"] == .double(5.5))
  #expect(page["nextCursor"]?.stringValue != nil)
}

@Test func aCursorChainEndsWithNullAndNeverAnEmptyPage() async throws {
  let tools = makeTools(6)
  var pages: [[Int]] = []
  var cursor: Value?
  repeat {
    var arguments: [String: Value] = ["page_size": 3]
    if let cursor { arguments["cursor"] = cursor }
    let page = content(try await tools.call("discover_beers", arguments))
    pages.append(ids(page))
    cursor = page["nextCursor"]
    #expect(cursor != nil, "nextCursor is always present")
  } while cursor != .null
  #expect(pages == [[1, 2, 3], [4, 5, 6]])
}

@Test func overThePunkRepositoryAFullLastPageStillEndsTheChain() async throws {
  // The Punk API cannot say whether a full page is the last: the
  // repository hands out a token that leads to an empty page. The tool
  // looks one item ahead instead.
  let directory = try TemporaryDirectory()
  let catalog = directory.file("catalog.json")
  try BeerFixture.array((1...6).map { BeerFixture(id: $0) }).write(to: catalog)
  let taproom = try TaproomComposition(
    TaproomSettings(
      catalog: catalog.path, favoritesDB: directory.file("f.sqlite").path, variables: [:]))
  let tools = TaproomTools(discovery: taproom.discovery, favorites: taproom.favorites)
  let first = content(try await tools.call("discover_beers", ["page_size": 3]))
  let second = content(
    try await tools.call("discover_beers", ["page_size": 3, "cursor": first["nextCursor"]!]))
  #expect(ids(first) + ids(second) == [1, 2, 3, 4, 5, 6])
  #expect(second["nextCursor"] == .null)
}

@Test func anEmptyResultIsOneEmptyPage() async throws {
  let page = content(try await makeTools().call("discover_beers", ["name": "zzz"]))
  #expect(page["items"] == .array([]))
  #expect(page["nextCursor"] == .null)
}

@Test(
  arguments: [
    (["page_size": Value.int(0)], "page_size must be an integer from 1 to 80, got 0"),
    (["page_size": 81], "page_size must be an integer from 1 to 80, got 81"),
    (["abv_gt": -1], "abv_gt must be a number of 0 or more, got -1"),
    (["ibu_lt": "high"], "ibu_lt must be a number"),
    (
      ["brewed_before": "2007-09"],
      "brewed_before must be a month as MM-YYYY, such as 09-2007, got '2007-09'"
    ),
    (["name": " "], "name must not be empty"),
    (["ids": [0]], "ids must hold ids of 1 or more, got 0"),
    (["ids": "1,2"], "ids must be an array of integers"),
    (["colour": "red"], "unknown argument colour"),
  ] as [([String: Value], String)])
func anArgumentOutOfRangeIsAToolErrorNamingIt(arguments: [String: Value], message: String)
  async throws
{
  #expect(failure(try await makeTools().call("discover_beers", arguments)) == message)
}

@Test func aTamperedOrForeignCursorIsNotValidForThisQuery() async throws {
  let tools = makeTools()
  let page = content(try await tools.call("discover_beers", ["page_size": 2]))
  let cursor = try #require(page["nextCursor"]?.stringValue)
  var tampered = Array(cursor)
  tampered[tampered.count / 2] = tampered[tampered.count / 2] == "A" ? "B" : "A"
  for (arguments, problem) in [
    (["cursor": Value.string(String(tampered))], "altered"),
    (["cursor": .string(cursor), "name": "beer"], "different"),
    (["cursor": "%%%"], "characters"),
  ] as [([String: Value], String)] {
    let text = failure(try await tools.call("discover_beers", arguments))
    #expect(text.hasPrefix("the cursor is not valid for this query: "), "\(text)")
    #expect(text.contains(problem), "\(text)")
  }
}

@Test func getBeerAnswersTheFullBeerOrNamesTheUnknownID() async throws {
  let tools = makeTools()
  let beer = content(try await tools.call("get_beer", ["id": 2]))
  #expect(beer["name"] == "Beer 2")
  #expect(beer["abv"] == .null)
  #expect(beer["isFavorite"] == .bool(false))
  #expect(failure(try await tools.call("get_beer", ["id": 999])) == "no beer with id 999")
  #expect(failure(try await tools.call("get_beer", ["id": 0])) == "id must be 1 or more, got 0")
}

@Test func anUnknownToolOrAMissingArgumentIsInvalidParams() async throws {
  await #expect(throws: MCPError.invalidParams("Unknown tool: brew_beer")) {
    try await makeTools().call("brew_beer", [:])
  }
  await #expect(throws: MCPError.invalidParams("missing required argument: id")) {
    try await makeTools().call("add_favorite", [:])
  }
}

@Test func favoritesAreAddedAndRemovedIdempotentlyAndListedNewestFirst() async throws {
  let tools = makeTools()
  let added = content(try await tools.call("add_favorite", ["id": 3]))
  #expect(added == ["id": 3, "isFavorite": true, "changed": true])
  #expect(content(try await tools.call("add_favorite", ["id": 3]))["changed"] == false)
  _ = try await tools.call("add_favorite", ["id": 5])
  let list = content(try await tools.call("list_favorites", [:]))
  #expect(ids(list) == [5, 3])
  #expect(list["nextCursor"] == .null)
  let marked = content(try await tools.call("discover_beers", ["ids": [3, 4]]))
  #expect(
    marked["items"]?.arrayValue?.map { $0.objectValue?["isFavorite"] } == [
      .bool(true), .bool(false),
    ])
  let removed = content(try await tools.call("remove_favorite", ["id": 3]))
  #expect(removed == ["id": 3, "isFavorite": false, "changed": true])
  #expect(content(try await tools.call("remove_favorite", ["id": 3]))["changed"] == false)
  #expect(failure(try await tools.call("add_favorite", ["id": 999])) == "no beer with id 999")
}

@Test func anUnusableFavoritesFileIsAToolErrorAndLeftUntouched() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("favorites.sqlite")
  try Data("not a database".utf8).write(to: file)
  let tools = TaproomTools(
    discovery: .inMemory([Beer(id: 1, name: "Beer 1")]),
    favorites: .live(databaseURL: file))
  let text = failure(try await tools.call("add_favorite", ["id": 1]))
  #expect(text.contains(file.path), "\(text)")
  #expect(text.hasSuffix("is not a database; it was left untouched"), "\(text)")
  #expect(try Data(contentsOf: file) == Data("not a database".utf8))
}
