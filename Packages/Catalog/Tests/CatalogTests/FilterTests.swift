import Catalog
import Foundation
import TestSupport
import Testing

private func beer(_ id: Int, _ change: (inout BeerFixture) -> Void) -> BeerFixture {
  var beer = BeerFixture(id: id)
  change(&beer)
  return beer
}

private let fixtures: [BeerFixture] = [
  beer(1) {
    $0.name = "Punk IPA 2007 - 2010"
    $0.abv = 5.6
    $0.ibu = 60
    $0.ebc = 17
    $0.firstBrewed = "04/2007"
    $0.hops = ["Chinook", "Ahtanum"]
    $0.malts = ["Extra Pale"]
    $0.yeast = "Wyeast 1056 - American Ale™"
    $0.foodPairing = ["Spicy carne asada with a pico de gallo sauce"]
  },
  beer(2) {
    $0.name = "Buzz"
    $0.abv = .int(4)
    $0.ibu = .null
    $0.ebc = .null
    $0.firstBrewed = "2008"
    $0.hops = ["Fuggles"]
    $0.malts = ["Caramalt"]
    $0.yeast = "Wyeast 3711 - French Saison™"
    $0.foodPairing = ["Cheesy carrot cake"]
  },
  beer(3) {
    $0.name = "Nøgne Ø – Imperial Brown Ale"
    $0.abv = 7.5
    $0.ibu = 20
    $0.ebc = 60
    $0.firstBrewed = "01/2008"
    $0.hops = ["Centennial"]
    $0.malts = ["Chocolate"]
    $0.yeast = "WLP001 - California Ale"
    $0.foodPairing = ["Smoked brisket"]
  },
]

@Test(arguments: [
  ("abv_gt=5", [1, 3]),
  ("abv_lt=5", [2]),
  ("abv_gt=4", [1, 3]),
  ("ibu_lt=30", [2, 3]),  // a null IBU counts as 0
  ("ibu_gt=0", [1, 3]),
  ("ebc_gt=20", [3]),
  ("ebc_lt=20", [1, 2]),
  ("brewed_before=01-2008", [1]),  // strict: 2008 (January) is not before January 2008
  ("brewed_before=02-2008", [1, 2, 3]),
  ("brewed_after=12-2007", [2, 3]),  // year-only 2008 is January 2008
  ("brewed_after=01-2008", []),
  ("beer_name=punk_ipa", [1]),
  ("beer_name=PNKIPA", [1]),
  ("beer_name=ipa_punk", []),
  ("beer_name=nøgne", [3]),
  ("beer_name=b", [2, 3]),
  ("hops=chnk", [1]),
  ("hops=cent", [3]),
  ("malt=extra_pale", [1]),
  ("yeast=french", [2]),
  ("food=carrot_cake", [2]),
  ("food=cake", [2]),
  ("food=cheesy_cake", []),  // food is a substring, not letters in order
  ("ids=3|1", [1, 3]),
  ("ids=2|999", [2]),
  ("ids=1|2|3&abv_gt=5", [1, 3]),
  ("abv_gt=4&ibu_gt=10&beer_name=i", [1, 3]),
])
func filtersMatchAsDocumented(_ query: String, _ expected: [Int]) throws {
  let catalog = try fixtureCatalog(fixtures)
  let response = get(catalog, "/v2/beers?\(query)")
  #expect(response.statusCode == 200)
  #expect(try ids(response) == expected)
}

@Test func filteredPagesCountOnlyMatches() throws {
  let catalog = CatalogEnvironment.builtIn(size: 1_000, common: .test)
  let all = try ids(get(catalog, "/v2/beers?abv_gt=8&per_page=80"))
  let second = try ids(get(catalog, "/v2/beers?abv_gt=8&per_page=10&page=2"))
  #expect(second == Array(all[10..<20]))
}
