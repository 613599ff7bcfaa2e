import Common
import Foundation
import Networking
import TestSupport
import Testing

@testable import Catalog

/// Runs `body` with `text` written to a file in a new temporary directory,
/// which is removed afterwards.
private func withFile(_ text: String, _ body: (URL) throws -> Void) throws {
  let directory = try TemporaryDirectory()
  let url = directory.file("catalog.json")
  try Data(text.utf8).write(to: url)
  try body(url)
  withExtendedLifetime(directory) {}
}

/// Runs `body` with a file of two plain beers, the second changed by `change`.
private func withSecondBeer(
  _ change: (JSONValue) -> JSONValue, _ body: (URL) throws -> Void
) throws {
  try withFile(
    JSONValue.array([BeerFixture(id: 1).json, change(BeerFixture(id: 2).json)]).text, body)
}

@Test func aFileWithEveryRealQuirkLoadsAndIsServedValueForValue() throws {
  let fixtures = BeerFixture.everyQuirk(from: 1)
  let catalog = try fixtureCatalog(fixtures.reversed())
  #expect(catalog.beerCount == fixtures.count)
  #expect(try ids(get(catalog, "/v2/beers")) == Array(1...fixtures.count))
  for fixture in fixtures {
    let served = try JSONValue.parse(get(catalog, "/v2/beers/\(fixture.id)").body)
    #expect(served.sameValue(as: .array([fixture.json])), "beer \(fixture.id)")
  }
  // null stays null: not 0, not "".
  let quirky = try JSONValue.parse(get(catalog, "/v2/beers/7").body)
  guard case .array(let beers) = quirky, let beer = beers.first else {
    Issue.record("not an array of one beer")
    return
  }
  #expect(beer["ingredients"]?["yeast"] == .null)
  #expect(beer["method"]?["fermentation"]?["temp"]?["value"] == .null)
  guard case .array(let steps)? = beer["method"]?["mash_temp"], let step = steps.first else {
    Issue.record("no mash step")
    return
  }
  #expect(step["duration"] == .null)
  #expect(step["temp"]?["value"] == .null)
}

@Test func anEmptyArrayIsAnEmptyCatalog() throws {
  try withFile("[]") { url in
    let catalog = try CatalogEnvironment.file(url, common: .test)
    #expect(catalog.beerCount == 0)
    #expect(text(get(catalog, "/v2/beers")) == "[]")
    #expect(get(catalog, "/v2/beers/1").statusCode == 404)
    #expect(get(catalog, "/v2/beers/random").statusCode == 404)
  }
}

private let brokenFields: [(String, JSONValue, String)] = [
  ("abv", .string("strong"), "at [1].abv: expected a number"),
  ("abv", .null, "at [1].abv: expected a number, found null"),
  ("food_pairing", .string("chips"), "at [1].food_pairing: expected an array"),
  ("first_brewed", .string("2007-04"), "at [1].first_brewed: expected MM/YYYY or YYYY"),
  ("first_brewed", .string("13/2007"), "at [1].first_brewed: expected MM/YYYY or YYYY"),
  ("id", .int(0), "at [1].id: expected a whole number from 1"),
  ("id", .string("two"), "at [1].id: expected a number"),
  ("name", .null, "at [1].name: expected a string, found null"),
  ("ibu", .string("45"), "at [1].ibu: expected a number"),
  ("volume", .null, "at [1].volume: expected an object, found null"),
  ("image_url", .int(3), "at [1].image_url: expected a string"),
]

@Test(arguments: brokenFields)
func aFileThatBreaksTheFormatWhereItHasNoVarianceNamesTheIndexAndField(
  key: String, value: JSONValue, detail: String
) throws {
  let change: (JSONValue) -> JSONValue = { $0.setting(key, to: value) }
  try withSecondBeer(change) { url in
    let expected = CatalogFileError.malformed(path: url.path, detail: detail)
    #expect(throws: expected) { try CatalogEnvironment.file(url) }
    #expect(expected.kind == .malformedData)
    #expect(
      expected.userMessage
        == "the catalog file \(url.path) is not a JSON array of Punk API beers: \(detail)")
  }
}

@Test func aBeerWithoutAnIDNamesTheMissingField() throws {
  let withoutID: (JSONValue) -> JSONValue = { beer in
    guard case .object(let pairs) = beer else { return beer }
    return .object(pairs.filter { $0.0 != "id" })
  }
  try withSecondBeer(withoutID) { url in
    #expect(throws: CatalogFileError.malformed(path: url.path, detail: "at [1].id: missing field"))
    {
      try CatalogEnvironment.file(url)
    }
  }
}

@Test func aNestedFieldThatBreaksTheFormatNamesItsPath() throws {
  let hopWithoutAmount: (JSONValue) -> JSONValue = { beer in
    beer.setting(
      "ingredients",
      to: .object([("malt", []), ("hops", [.object([("name", "Citra")])]), ("yeast", .null)]))
  }
  try withSecondBeer(hopWithoutAmount) { url in
    #expect(
      throws: CatalogFileError.malformed(
        path: url.path, detail: "at [1].ingredients.hops[0].amount: missing field")
    ) {
      try CatalogEnvironment.file(url)
    }
  }
}

@Test func twoBeersWithTheSameIDNameBothIndexes() throws {
  let beers = [BeerFixture(id: 4), BeerFixture(id: 5), BeerFixture(id: 4)]
  try withFile(JSONValue.array(beers.map(\.json)).text) { url in
    let expected = CatalogFileError.duplicateID(path: url.path, id: 4, indexes: [0, 2])
    #expect(throws: expected) { try CatalogEnvironment.file(url) }
    #expect(
      expected.userMessage
        == "the catalog file \(url.path) has two beers with id 4, at [0] and [2]")
    #expect(expected.kind == .malformedData)
  }
}

@Test func textThatIsNotJSONIsMalformed() throws {
  try withFile("not json") { url in
    #expect(
      throws: CatalogFileError.malformed(path: url.path, detail: "the body is not valid JSON")
    ) {
      try CatalogEnvironment.file(url)
    }
  }
  try withFile(#"{"id": 1}"#) { url in
    #expect(throws: CatalogFileError.malformed(path: url.path, detail: "expected an array")) {
      try CatalogEnvironment.file(url)
    }
  }
}

@Test func aMissingFileOrAFolderIsAUsageError() throws {
  let directory = try TemporaryDirectory()
  let missing = directory.file("nope.json")
  #expect(throws: CatalogFileError.unreadable(path: missing.path)) {
    try CatalogEnvironment.file(missing)
  }
  #expect(throws: CatalogFileError.unreadable(path: directory.url.path(percentEncoded: false))) {
    try CatalogEnvironment.file(directory.url)
  }
  #expect(CatalogFileError.unreadable(path: "/x").kind == .usage)
  #expect(CatalogFileError.unreadable(path: "/x").userMessage == "cannot read the catalog file /x")
}

@Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
  try withFile(String(repeating: " ", count: 2_000) + "[]") { url in
    #expect(throws: CatalogFileError.tooLarge(path: url.path, bytes: 2_002, limit: 1_000)) {
      try CatalogFile.read(url, path: url.path, limit: 1_000)
    }
    let data = try CatalogFile.read(url, path: url.path, limit: 2_002)
    #expect(data.count == 2_002)
  }
  let error = CatalogFileError.tooLarge(path: "/big.json", bytes: 70_254_592, limit: 67_108_864)
  #expect(
    error.userMessage
      == "the catalog file /big.json is 70.3 MB; a catalog file may be at most 67.1 MB")
  #expect(error.kind == .usage)
  #expect(CatalogFile.maximumBytes == 64 << 20)
}
