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
