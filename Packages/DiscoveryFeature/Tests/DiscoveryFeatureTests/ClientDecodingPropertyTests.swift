import Foundation
import Networking
import PropertyBased
import TestSupport
import Testing

@testable import DiscoveryFeature

/// A number of the fixture's JSON, or `nil` for `null`.
private func number(_ value: JSONValue?) -> Double? {
  switch value {
  case .int(let number): Double(number)
  case .double(let number): number
  default: nil
  }
}

private func text(_ value: JSONValue?) -> String? {
  if case .string(let text) = value { text } else { nil }
}

private func quantity(_ value: JSONValue?) -> Beer.Quantity? {
  text(value?["unit"]).map { Beer.Quantity(value: number(value?["value"]), unit: $0) }
}

private func array(_ value: JSONValue?) -> [JSONValue] {
  if case .array(let values) = value { values } else { [] }
}

/// The detail the client shows is the server's beer value for value: every
/// `null` a `nil`, every number the same number, every text the same text.
@Test func theClientReadsEveryPublishedShapeValueForValue() async {
  await propertyCheck(count: 1_000, input: Gen.uint64(in: 0...UInt64.max)) { seed in
    let fixture = BeerFixture.variant(id: 42, seed: seed)
    let json = fixture.json
    let client = HTTPClient { _ in HTTPResponse(statusCode: 200, body: BeerFixture.array([fixture]))
    }
    let beer = try await BeerRepository(http: client, baseURL: baseURL).fetchBeer(id: 42)
    let expected = Beer(
      id: 42, name: fixture.name, tagline: fixture.tagline, firstBrewed: fixture.firstBrewed,
      description: fixture.description, imageURL: fixture.imageURL.flatMap(URL.init(string:)),
      abv: number(json["abv"]), ibu: number(json["ibu"]), ebc: number(json["ebc"]),
      srm: number(json["srm"]), ph: number(json["ph"]), targetFG: number(json["target_fg"]),
      targetOG: number(json["target_og"]), attenuationLevel: number(json["attenuation_level"]),
      volume: quantity(json["volume"]), boilVolume: quantity(json["boil_volume"]),
      mashSteps: array(json["method"]?["mash_temp"]).map {
        Beer.MashStep(temperature: quantity($0["temp"]), durationMinutes: number($0["duration"]))
      },
      fermentationTemperature: quantity(json["method"]?["fermentation"]?["temp"]),
      twist: fixture.twist,
      malts: array(json["ingredients"]?["malt"]).map {
        Beer.Malt(name: text($0["name"]) ?? "", amount: quantity($0["amount"]))
      },
      hops: array(json["ingredients"]?["hops"]).map {
        Beer.Hop(
          name: text($0["name"]) ?? "", amount: quantity($0["amount"]), add: text($0["add"]),
          attribute: text($0["attribute"]))
      },
      yeast: fixture.yeast, foodPairing: fixture.foodPairing, brewersTips: fixture.brewersTips,
      contributedBy: fixture.contributedBy)
    #expect(beer == expected)
  }
}
