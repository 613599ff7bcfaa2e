import Foundation
import Testing

@testable import TestSupport

private func object(_ fixture: BeerFixture) throws -> [String: Any] {
  try #require(JSONSerialization.jsonObject(with: fixture.json.data) as? [String: Any])
}

@Test func plainBeerHasEveryFieldOfTheSchema() throws {
  let beer = try object(BeerFixture(id: 7))
  let keys: Set<String> = [
    "id", "name", "tagline", "first_brewed", "description", "image_url", "abv", "ibu",
    "target_fg", "target_og", "ebc", "srm", "ph", "attenuation_level", "volume", "boil_volume",
    "method", "ingredients", "food_pairing", "brewers_tips", "contributed_by",
  ]
  #expect(Set(beer.keys) == keys)
  #expect(beer["id"] as? Int == 7)
}

@Test func quirksProduceTheirShapes() throws {
  let nulls = BeerFixture.nullNumbers(id: 2).json
  #expect(nulls["ibu"] == .null)
  #expect(nulls["attenuation_level"] == .null)
  #expect(BeerFixture.nullNumbers(id: 2).json.text.contains(#""duration":null"#))
  #expect(BeerFixture.integerNumbers(id: 3).json.text.contains(#""abv":5,"#))
  #expect(BeerFixture(id: 30).json.text.contains(#""abv":7.0,"#))
  #expect(BeerFixture.yearOnly(id: 4, year: 2009).json["first_brewed"] == "2009")
  #expect(BeerFixture.nonASCII(id: 5).json["name"] == "Nøgne Ø – Imperial Brown Ale")
  #expect(BeerFixture.withoutImage(id: 6).json["image_url"] == .null)
  let all = try #require(
    JSONSerialization.jsonObject(with: BeerFixture.array(BeerFixture.everyQuirk(from: 10)))
      as? [[String: Any]])
  #expect(all.compactMap { $0["id"] as? Int } == Array(10...16))
}

@Test func theMethodAndYeastQuirkWritesNulls() {
  let beer = BeerFixture.nullMethodAndYeast(id: 8).json
  #expect(beer["ingredients"]?["yeast"] == .null)
  #expect(beer["method"]?["twist"] == .null)
  #expect(beer["method"]?["fermentation"]?["temp"]?["value"] == .null)
  #expect(
    beer.text.contains(#""mash_temp":[{"temp":{"value":null,"unit":"celsius"},"duration":null}]"#))
}

@Test func aVariantIsTheSameForTheSameSeedAndCoversEveryShape() {
  #expect(BeerFixture.variant(id: 1, seed: 42).json == BeerFixture.variant(id: 1, seed: 42).json)
  let beers = (0..<200).map { BeerFixture.variant(id: 1, seed: UInt64($0)).json }
  for key in ["ibu", "ebc", "srm", "ph", "attenuation_level", "target_fg", "target_og"] {
    #expect(beers.contains { $0[key] == .null }, "\(key) null")
    #expect(beers.contains { if case .int = $0[key] { true } else { false } }, "\(key) int")
    #expect(beers.contains { if case .double = $0[key] { true } else { false } }, "\(key) float")
  }
  #expect(!beers.contains { $0["abv"] == .null })
  #expect(beers.contains { $0["image_url"] == .null })
  #expect(beers.contains { $0["ingredients"]?["yeast"] == .null })
  #expect(beers.contains { $0["method"]?["twist"] == .null })
  #expect(beers.contains { $0["method"]?["fermentation"]?["temp"]?["value"] == .null })
  #expect(
    beers.contains { if case .string(let t)? = $0["first_brewed"] { t.count == 4 } else { false } })
  #expect(
    beers.contains { if case .string(let t)? = $0["first_brewed"] { t.count == 7 } else { false } })
}
