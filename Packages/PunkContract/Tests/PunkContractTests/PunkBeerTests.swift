import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import PunkContract

@Test func everyRealQuirkDecodes() throws {
  let fixtures = BeerFixture.everyQuirk(from: 1)
  let beers = try JSONDecoder().decode([PunkBeer].self, from: BeerFixture.array(fixtures))
  #expect(beers.map(\.id) == Array(1...fixtures.count))
  let nulls = beers[1]
  #expect(nulls.ibu == nil && nulls.targetFG == nil && nulls.targetOG == nil)
  #expect(nulls.ebc == nil && nulls.srm == nil && nulls.ph == nil && nulls.attenuationLevel == nil)
  #expect(nulls.method.mashTemp.first?.duration == nil)
  #expect(beers[2].abv == 5 && beers[2].ibu == 40)
  #expect(beers[3].firstBrewed == PunkFirstBrewed(month: nil, year: 2011))
  #expect(beers[4].name == "Nøgne Ø – Imperial Brown Ale")
  #expect(beers[5].imageURL == nil && beers[5].method.twist == "Orange peel at flame-out")
  let method = beers[6]
  #expect(method.ingredients.yeast == nil && method.method.twist == nil)
  #expect(method.method.mashTemp.first?.temp.value == nil)
  #expect(method.method.fermentation.temp.value == nil)
}

@Test func encodingWritesEveryMissingValueAsNull() throws {
  let beer = try JSONDecoder().decode(
    [PunkBeer].self, from: BeerFixture.array([.nullMethodAndYeast(id: 1), .nullNumbers(id: 2)]))
  let encoder = JSONEncoder()
  encoder.outputFormatting = .sortedKeys
  let text = String(decoding: try encoder.encode(beer), as: UTF8.self)
  for field in [
    #""yeast":null"#, #""twist":null"#, #""duration":null"#, #""unit":"celsius","value":null"#,
    #""ibu":null"#, #""ebc":null"#, #""srm":null"#, #""ph":null"#, #""attenuation_level":null"#,
    #""target_fg":null"#, #""target_og":null"#,
  ] {
    #expect(text.contains(field), "\(field)")
  }
  #expect(!text.contains(#""image_url":null"#))
  let noImage = try JSONDecoder().decode(
    [PunkBeer].self, from: BeerFixture.array([.withoutImage(id: 3)]))
  #expect(
    String(decoding: try encoder.encode(noImage), as: UTF8.self).contains(#""image_url":null"#))
}

@Test func aSummaryReadsTheSameRowFieldsAsTheFullBeer() async {
  await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
    let data = BeerFixture.array([BeerFixture.variant(id: 9, seed: seed)])
    let full = try JSONDecoder().decode([PunkBeer].self, from: data)[0]
    let row = try JSONDecoder().decode([PunkBeerSummary].self, from: data)[0]
    #expect(row.id == full.id && row.name == full.name && row.tagline == full.tagline)
    #expect(row.firstBrewed == full.firstBrewed && row.imageURL == full.imageURL)
    #expect(row.abv == full.abv && row.ibu == full.ibu && row.ebc == full.ebc)
  }
}

@Test func aNullableFieldLeftOutReadsAsNull() throws {
  guard case .object(let pairs) = BeerFixture(id: 1).json else { return }
  let trimmed = JSONValue.object(pairs.filter { !["ibu", "image_url", "ph"].contains($0.0) })
  let beer = try JSONDecoder().decode(PunkBeer.self, from: trimmed.data)
  #expect(beer.ibu == nil && beer.imageURL == nil && beer.ph == nil)
}

private let fieldsOutsideTheVariance: [(String, JSONValue)] = [
  ("abv", .string("strong")), ("abv", .null), ("tagline", .null), ("id", .int(-3)),
  ("food_pairing", .string("chips")), ("food_pairing", [.int(1)]), ("first_brewed", "2007"),
  ("first_brewed", .int(2007)), ("brewers_tips", .null), ("volume", .object([("unit", "litres")])),
]

@Test(arguments: fieldsOutsideTheVariance)
func aFieldOutsideTheKnownVarianceIsRefused(key: String, value: JSONValue) {
  let beer = BeerFixture(id: 1).json.setting(key, to: value)
  let valid = key == "first_brewed" && value == "2007"
  if valid {
    #expect(throws: Never.self) { try JSONDecoder().decode(PunkBeer.self, from: beer.data) }
  } else {
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(PunkBeer.self, from: beer.data) }
  }
}
