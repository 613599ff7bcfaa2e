import Catalog
import Foundation
import Networking
import PropertyBased
import PunkContract
import TestSupport
import Testing

/// Beers in the published shape, each field that real data varies chosen by a
/// generated seed: `null` or present, integer or float, `MM/YYYY` or `YYYY`.
private let catalogs = Gen.uint64(in: 0...UInt64.max).array(of: 0...12).map { seeds in
  seeds.enumerated().map { BeerFixture.variant(id: $0.offset * 7 + 1, seed: $0.element) }
}

/// Every page of the catalog, as one JSON array's bytes.
private func servedBeers(_ catalog: CatalogEnvironment) -> Data {
  get(catalog, "/v2/beers?per_page=80").body
}

@Test func publishedBeersRoundTripThroughCatalogServerAndClient() async {
  await propertyCheck(count: 1_000, input: catalogs) { fixtures in
    // Catalog load (the file in the order written; the catalog sorts by id).
    let catalog = try fixtureCatalog(fixtures.reversed())
    #expect(catalog.beerCount == fixtures.count)

    // Server encode: every value back as it was, null as null.
    let served = servedBeers(catalog)
    let expected = JSONValue.array(fixtures.map(\.json))
    #expect(try JSONValue.parse(served).sameValue(as: expected), "\(expected.text)")

    // Client decode: the one description of the wire format, as DiscoveryFeature reads it.
    let decoded = try JSONResponseDecoder().decode([PunkBeer].self, from: served)
    #expect(decoded == (try JSONDecoder().decode([PunkBeer].self, from: expected.data)))

    // Catalog load again, from what the client decoded: the same beers, the same bytes.
    let directory = try TemporaryDirectory()
    let file = directory.file("again.json")
    try JSONEncoder().encode(decoded).write(to: file)
    let again = try CatalogEnvironment.file(file, common: .test)
    #expect(servedBeers(again) == served)
  }
}
