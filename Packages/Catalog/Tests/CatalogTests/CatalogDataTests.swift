import Catalog
import Common
import Foundation
import Networking
import TestSupport
import Testing

@Test func theSampleCatalogIsDeterministicAndHasEveryQuirk() throws {
  let first = CatalogEnvironment.builtIn(common: .test)
  let second = CatalogEnvironment.builtIn(common: .test)
  #expect(first.beerCount == 325)
  let same =
    get(first, "/v2/beers?per_page=80&page=3").body
    == get(second, "/v2/beers?per_page=80&page=3").body
  #expect(same)
  var beers: [[String: Any]] = []
  for page in 1...5 {
    let response = get(first, "/v2/beers?per_page=80&page=\(page)")
    beers += try #require(JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
  }
  #expect(beers.count == 325)
  #expect(Set(beers.compactMap { $0["name"] as? String }).count > 250)
  #expect(beers.contains { $0["ibu"] is NSNull })
  #expect(beers.contains { $0["image_url"] is NSNull })
  #expect(beers.contains { ($0["first_brewed"] as? String)?.count == 4 })
  #expect(
    beers.contains {
      ($0["name"] as? String).map { $0.unicodeScalars.contains { !$0.isASCII } } ?? false
    })
}

@Test func aLargeCatalogServesItsDeepestPage() throws {
  let catalog = CatalogEnvironment.builtIn(size: 100_000, common: .test)
  #expect(try ids(get(catalog, "/v2/beers?per_page=80&page=1250")) == Array(99_921...100_000))
  #expect(try ids(get(catalog, "/v2/beers/100000")) == [100_000])
  #expect(get(catalog, "/v2/beers/100001").statusCode == 404)
}

@Test func aFileWithEveryQuirkLoads() throws {
  let catalog = try fixtureCatalog(BeerFixture.everyQuirk(from: 1).reversed())
  #expect(catalog.beerCount == 6)
  #expect(try ids(get(catalog, "/v2/beers")) == Array(1...6))
  let nulls = try #require(
    JSONSerialization.jsonObject(with: get(catalog, "/v2/beers/2").body) as? [[String: Any]])
  #expect(nulls[0]["ibu"] is NSNull)
  #expect(nulls[0]["attenuation_level"] is NSNull)
  #expect(text(get(catalog, "/v2/beers/5")).contains("Nøgne Ø – Imperial Brown Ale"))
}

@Test func aMissingFileIsAUsageError() throws {
  let directory = try TemporaryDirectory()
  let missing = directory.file("nope.json")
  #expect(throws: CatalogFileError.unreadable(path: missing.path)) {
    try CatalogEnvironment.file(missing)
  }
  #expect(CatalogFileError.unreadable(path: "/x").kind == .usage)
  #expect(CatalogFileError.unreadable(path: "/x").userMessage == "cannot read the catalog file /x")
}

@Test func aMalformedFileNamesWhere() throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("bad.json")
  try Data(#"[{"id":1,"name":"A"},{"id":"two","name":"B"}]"#.utf8).write(to: file)
  let expected = CatalogFileError.malformed(path: file.path, detail: "at [1].id: expected a number")
  #expect(throws: expected) { try CatalogEnvironment.file(file) }
  #expect(expected.kind == .malformedData)
  try Data("not json".utf8).write(to: file)
  #expect(throws: CatalogFileError.malformed(path: file.path, detail: "the body is not valid JSON"))
  {
    try CatalogEnvironment.file(file)
  }
}

@Test func aFileWithARepeatedIDIsRefused() throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("twice.json")
  try BeerFixture.array([BeerFixture(id: 4), BeerFixture(id: 4)]).write(to: file)
  #expect(throws: CatalogFileError.duplicateID(path: file.path, id: 4)) {
    try CatalogEnvironment.file(file)
  }
}
