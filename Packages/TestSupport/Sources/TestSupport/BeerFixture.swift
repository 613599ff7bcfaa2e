import Foundation

/// Builds Punk API v2 beer JSON, including every quirk real data has: null
/// numbers, numbers as integers or floats, a year-only `first_brewed`,
/// non-ASCII names, a null `image_url`, null mash and fermentation
/// temperatures and a null yeast. These are invented beers, not the original
/// API's published data.
///
/// ```swift
/// let body = BeerFixture.array([BeerFixture(id: 1), .nullNumbers(id: 2)])
/// ```
public struct BeerFixture: Sendable {
  /// `id`.
  public var id: Int
  /// `name`.
  public var name: String
  /// `tagline`.
  public var tagline: String
  /// `first_brewed`: `MM/YYYY`, or `YYYY`.
  public var firstBrewed: String
  /// `description`.
  public var description: String
  /// `image_url`, or `nil` for JSON `null`.
  public var imageURL: String?
  /// `abv`.
  public var abv: JSONValue
  /// `ibu`.
  public var ibu: JSONValue
  /// `target_fg`.
  public var targetFG: JSONValue
  /// `target_og`.
  public var targetOG: JSONValue
  /// `ebc`.
  public var ebc: JSONValue
  /// `srm`.
  public var srm: JSONValue
  /// `ph`.
  public var ph: JSONValue
  /// `attenuation_level`.
  public var attenuationLevel: JSONValue
  /// The `duration` of the mash step.
  public var mashDuration: JSONValue
  /// The temperature `value` of the mash step.
  public var mashTemperature: JSONValue
  /// The temperature `value` of the fermentation.
  public var fermentationTemperature: JSONValue
  /// `method.twist`, or `nil` for JSON `null`.
  public var twist: String?
  /// The malt names.
  public var malts: [String]
  /// The hop names.
  public var hops: [String]
  /// `ingredients.yeast`, or `nil` for JSON `null`.
  public var yeast: String?
  /// `food_pairing`.
  public var foodPairing: [String]
  /// `brewers_tips`.
  public var brewersTips: String
  /// `contributed_by`.
  public var contributedBy: String

  /// A plain, complete beer whose values derive from `id`.
  public init(id: Int) {
    self.id = id
    name = "Fixture Beer \(id)"
    tagline = "Tagline number \(id)."
    firstBrewed = String(format: "%02d/%04d", id % 12 + 1, 2007 + id % 10)
    description = "A test beer, number \(id)."
    imageURL = "https://images.punkapi.com/v2/\(id).png"
    abv = .double(4.0 + Double(id % 60) / 10)
    ibu = .double(Double(10 + id % 90))
    targetFG = .double(1010)
    targetOG = .double(1050.5)
    ebc = .double(Double(5 + id % 60))
    srm = .double(Double(3 + id % 30))
    ph = .double(4.4)
    attenuationLevel = .double(75)
    mashDuration = .int(75)
    mashTemperature = .int(65)
    fermentationTemperature = .int(19)
    twist = nil
    malts = ["Maris Otter", "Caramalt"]
    hops = ["Cascade", "Simcoe"]
    yeast = "Wyeast 1056 - American Ale™"
    foodPairing = ["Spicy chicken tikka masala", "Carrot cake"]
    brewersTips = "Keep it cold."
    contributedBy = "Fixture Builder <fixtures>"
  }

  /// A beer whose optional numbers are all `null`.
  public static func nullNumbers(id: Int) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.ibu = .null
    beer.targetFG = .null
    beer.targetOG = .null
    beer.ebc = .null
    beer.srm = .null
    beer.ph = .null
    beer.attenuationLevel = .null
    beer.mashDuration = .null
    return beer
  }

  /// A beer whose numbers are written as integers (`5`, not `5.0`).
  public static func integerNumbers(id: Int) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.abv = .int(5)
    beer.ibu = .int(40)
    beer.targetFG = .int(1012)
    beer.targetOG = .int(1048)
    beer.ebc = .int(20)
    beer.srm = .int(10)
    beer.ph = .int(4)
    beer.attenuationLevel = .int(80)
    return beer
  }

  /// A beer whose `first_brewed` is a year only.
  public static func yearOnly(id: Int, year: Int = 2011) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.firstBrewed = String(year)
    return beer
  }

  /// A beer with non-ASCII text: `Nøgne Ø` and an en dash.
  public static func nonASCII(id: Int) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.name = "Nøgne Ø – Imperial Brown Ale"
    beer.tagline = "Brygget på Grimstad – ½ sour."
    beer.hops = ["Nelson Sauvin™", "Hallertauer Mittelfrüh"]
    return beer
  }

  /// A beer with no image (`image_url: null`) and a twist.
  public static func withoutImage(id: Int) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.imageURL = nil
    beer.twist = "Orange peel at flame-out"
    return beer
  }

  /// A beer whose mash and fermentation temperatures, mash duration, twist
  /// and yeast are all `null`, and whose other numbers are floats.
  public static func nullMethodAndYeast(id: Int) -> BeerFixture {
    var beer = BeerFixture(id: id)
    beer.mashTemperature = .null
    beer.fermentationTemperature = .null
    beer.mashDuration = .null
    beer.twist = nil
    beer.yeast = nil
    beer.attenuationLevel = .double(82.5)
    return beer
  }

  /// One beer for each quirk, with consecutive ids from `firstID`.
  public static func everyQuirk(from firstID: Int = 1) -> [BeerFixture] {
    [
      BeerFixture(id: firstID), .nullNumbers(id: firstID + 1), .integerNumbers(id: firstID + 2),
      .yearOnly(id: firstID + 3), .nonASCII(id: firstID + 4), .withoutImage(id: firstID + 5),
      .nullMethodAndYeast(id: firstID + 6),
    ]
  }

  /// The beer as Punk API v2 JSON.
  public var json: JSONValue {
    func amount(_ value: JSONValue, _ unit: String) -> JSONValue {
      .object([("value", value), ("unit", .string(unit))])
    }
    return .object([
      ("id", .int(id)),
      ("name", .string(name)),
      ("tagline", .string(tagline)),
      ("first_brewed", .string(firstBrewed)),
      ("description", .string(description)),
      ("image_url", imageURL.map(JSONValue.string) ?? .null),
      ("abv", abv), ("ibu", ibu), ("target_fg", targetFG), ("target_og", targetOG),
      ("ebc", ebc), ("srm", srm), ("ph", ph), ("attenuation_level", attenuationLevel),
      ("volume", amount(.int(20), "litres")),
      ("boil_volume", amount(.int(25), "litres")),
      (
        "method",
        .object([
          (
            "mash_temp",
            .array([
              .object([("temp", amount(mashTemperature, "celsius")), ("duration", mashDuration)])
            ])
          ),
          ("fermentation", .object([("temp", amount(fermentationTemperature, "celsius"))])),
          ("twist", twist.map(JSONValue.string) ?? .null),
        ])
      ),
      (
        "ingredients",
        .object([
          (
            "malt",
            .array(
              malts.map {
                .object([("name", .string($0)), ("amount", amount(.double(3.3), "kilograms"))])
              })
          ),
          (
            "hops",
            .array(
              hops.map {
                .object([
                  ("name", .string($0)), ("amount", amount(.int(25), "grams")), ("add", "start"),
                  ("attribute", "bitter"),
                ])
              })
          ),
          ("yeast", yeast.map(JSONValue.string) ?? .null),
        ])
      ),
      ("food_pairing", .array(foodPairing.map(JSONValue.string))),
      ("brewers_tips", .string(brewersTips)),
      ("contributed_by", .string(contributedBy)),
    ])
  }

  /// A JSON array of beers, as `GET /beers` returns it.
  public static func array(_ beers: [BeerFixture]) -> Data {
    JSONValue.array(beers.map(\.json)).data
  }
}
