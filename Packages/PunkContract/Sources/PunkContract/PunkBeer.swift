/// A beer in the Punk API v2 wire format, described once for every reader and
/// writer of it: Catalog loads and serves it, DiscoveryFeature reads it.
///
/// The description is lenient exactly where the original API's published data
/// varies, and strict elsewhere:
/// - `ibu`, `ebc`, `srm`, `ph`, `attenuation_level`, `target_fg`,
///   `target_og`, `image_url`, `method.twist`, `method.mash_temp[].duration`,
///   the temperature values of the mash and the fermentation, and
///   `ingredients.yeast` may be `null` (or left out, which reads as `null`);
/// - every number may be written as an integer or a float;
/// - `first_brewed` is `MM/YYYY` or only `YYYY`.
///
/// Anything else that breaks the format (`"abv": "strong"`, a missing `id`,
/// `"food_pairing": "chips"`) fails decoding, with the coding path of the
/// field. Encoding writes every field, and a missing value as `null`, so what
/// was read is written back value for value.
public struct PunkBeer: Codable, Equatable, Sendable {
  /// `id`: a whole number from 1.
  public var id: Int
  /// `name`.
  public var name: String
  /// `tagline`.
  public var tagline: String
  /// `first_brewed`, as written: `MM/YYYY` or `YYYY`.
  public var firstBrewed: PunkFirstBrewed
  /// `description`.
  public var description: String
  /// `image_url`, or `null`.
  public var imageURL: String?
  /// `abv`, in percent.
  public var abv: Double
  /// `ibu`, or `null`.
  public var ibu: Double?
  /// `target_fg`, or `null`.
  public var targetFG: Double?
  /// `target_og`, or `null`.
  public var targetOG: Double?
  /// `ebc`, or `null`.
  public var ebc: Double?
  /// `srm`, or `null`.
  public var srm: Double?
  /// `ph`, or `null`.
  public var ph: Double?
  /// `attenuation_level`, or `null`.
  public var attenuationLevel: Double?
  /// `volume`.
  public var volume: Measure
  /// `boil_volume`.
  public var boilVolume: Measure
  /// `method`.
  public var method: Method
  /// `ingredients`.
  public var ingredients: Ingredients
  /// `food_pairing`.
  public var foodPairing: [String]
  /// `brewers_tips`.
  public var brewersTips: String
  /// `contributed_by`.
  public var contributedBy: String

  /// The JSON keys of a beer.
  public enum CodingKeys: String, CodingKey, Sendable {
    case id, name, tagline, description, abv, ibu, ebc, srm, ph, volume, method, ingredients
    case firstBrewed = "first_brewed"
    case imageURL = "image_url"
    case targetFG = "target_fg"
    case targetOG = "target_og"
    case attenuationLevel = "attenuation_level"
    case boilVolume = "boil_volume"
    case foodPairing = "food_pairing"
    case brewersTips = "brewers_tips"
    case contributedBy = "contributed_by"
  }

  /// Creates a beer from all of its fields.
  public init(
    id: Int, name: String, tagline: String, firstBrewed: PunkFirstBrewed, description: String,
    imageURL: String?, abv: Double, ibu: Double?, targetFG: Double?, targetOG: Double?,
    ebc: Double?, srm: Double?, ph: Double?, attenuationLevel: Double?, volume: Measure,
    boilVolume: Measure, method: Method, ingredients: Ingredients, foodPairing: [String],
    brewersTips: String, contributedBy: String
  ) {
    self.id = id
    self.name = name
    self.tagline = tagline
    self.firstBrewed = firstBrewed
    self.description = description
    self.imageURL = imageURL
    self.abv = abv
    self.ibu = ibu
    self.targetFG = targetFG
    self.targetOG = targetOG
    self.ebc = ebc
    self.srm = srm
    self.ph = ph
    self.attenuationLevel = attenuationLevel
    self.volume = volume
    self.boilVolume = boilVolume
    self.method = method
    self.ingredients = ingredients
    self.foodPairing = foodPairing
    self.brewersTips = brewersTips
    self.contributedBy = contributedBy
  }

  /// Decodes a beer; see the type's description for what may vary.
  public init(from decoder: any Decoder) throws {
    let row = try PunkBeerSummary(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = row.id
    name = row.name
    tagline = row.tagline
    firstBrewed = row.firstBrewed
    imageURL = row.imageURL
    abv = row.abv
    ibu = row.ibu
    ebc = row.ebc
    description = try container.decode(String.self, forKey: .description)
    targetFG = try container.decodeIfPresent(Double.self, forKey: .targetFG)
    targetOG = try container.decodeIfPresent(Double.self, forKey: .targetOG)
    srm = try container.decodeIfPresent(Double.self, forKey: .srm)
    ph = try container.decodeIfPresent(Double.self, forKey: .ph)
    attenuationLevel = try container.decodeIfPresent(Double.self, forKey: .attenuationLevel)
    volume = try container.decode(Measure.self, forKey: .volume)
    boilVolume = try container.decode(Measure.self, forKey: .boilVolume)
    method = try container.decode(Method.self, forKey: .method)
    ingredients = try container.decode(Ingredients.self, forKey: .ingredients)
    foodPairing = try container.decode([String].self, forKey: .foodPairing)
    brewersTips = try container.decode(String.self, forKey: .brewersTips)
    contributedBy = try container.decode(String.self, forKey: .contributedBy)
  }

  /// Encodes every field, a missing value as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(tagline, forKey: .tagline)
    try container.encode(firstBrewed, forKey: .firstBrewed)
    try container.encode(description, forKey: .description)
    try container.encode(imageURL, forKey: .imageURL)
    try container.encode(abv, forKey: .abv)
    try container.encode(ibu, forKey: .ibu)
    try container.encode(targetFG, forKey: .targetFG)
    try container.encode(targetOG, forKey: .targetOG)
    try container.encode(ebc, forKey: .ebc)
    try container.encode(srm, forKey: .srm)
    try container.encode(ph, forKey: .ph)
    try container.encode(attenuationLevel, forKey: .attenuationLevel)
    try container.encode(volume, forKey: .volume)
    try container.encode(boilVolume, forKey: .boilVolume)
    try container.encode(method, forKey: .method)
    try container.encode(ingredients, forKey: .ingredients)
    try container.encode(foodPairing, forKey: .foodPairing)
    try container.encode(brewersTips, forKey: .brewersTips)
    try container.encode(contributedBy, forKey: .contributedBy)
  }
}
