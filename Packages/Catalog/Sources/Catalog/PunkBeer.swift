/// A beer in the Punk API v2 wire format: what the catalog loads from files
/// and serves. Optional numbers are written as `null`, never left out.
public struct PunkBeer: Codable, Equatable, Sendable {
  /// A value with its unit, such as `{"value": 20, "unit": "litres"}`.
  public struct Amount: Codable, Equatable, Sendable {
    /// The number, or `null`.
    public var value: Double?
    /// The unit, such as `litres`.
    public var unit: String

    /// Creates an amount.
    public init(value: Double?, unit: String) {
      self.value = value
      self.unit = unit
    }

    /// Encodes `value` as `null` when it is missing.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(unit, forKey: .unit)
    }
  }

  /// A step of the mash.
  public struct MashStep: Codable, Equatable, Sendable {
    /// The temperature.
    public var temp: Amount
    /// Minutes, or `null`.
    public var duration: Double?

    /// Creates a step.
    public init(temp: Amount, duration: Double?) {
      self.temp = temp
      self.duration = duration
    }

    /// Encodes `duration` as `null` when it is missing.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(temp, forKey: .temp)
      try container.encode(duration, forKey: .duration)
    }
  }

  /// The fermentation.
  public struct Fermentation: Codable, Equatable, Sendable {
    /// The temperature.
    public var temp: Amount
    /// Creates a fermentation.
    public init(temp: Amount) { self.temp = temp }
  }

  /// How the beer is brewed.
  public struct Method: Codable, Equatable, Sendable {
    /// The mash steps.
    public var mashTemp: [MashStep]
    /// The fermentation.
    public var fermentation: Fermentation
    /// A twist, or `null`.
    public var twist: String?

    /// Creates a method.
    public init(mashTemp: [MashStep], fermentation: Fermentation, twist: String?) {
      self.mashTemp = mashTemp
      self.fermentation = fermentation
      self.twist = twist
    }

    enum CodingKeys: String, CodingKey {
      case mashTemp = "mash_temp"
      case fermentation, twist
    }

    /// Encodes `twist` as `null` when it is missing.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(mashTemp, forKey: .mashTemp)
      try container.encode(fermentation, forKey: .fermentation)
      try container.encode(twist, forKey: .twist)
    }
  }

  /// A malt and how much of it.
  public struct Malt: Codable, Equatable, Sendable {
    /// The malt's name.
    public var name: String
    /// How much.
    public var amount: Amount
    /// Creates a malt.
    public init(name: String, amount: Amount) {
      self.name = name
      self.amount = amount
    }
  }

  /// A hop addition.
  public struct Hop: Codable, Equatable, Sendable {
    /// The hop's name.
    public var name: String
    /// How much.
    public var amount: Amount
    /// When it is added: `start`, `middle`, `end`, `dry hop`.
    public var add: String
    /// What it brings: `bitter`, `flavour`, `aroma`.
    public var attribute: String
    /// Creates a hop addition.
    public init(name: String, amount: Amount, add: String, attribute: String) {
      self.name = name
      self.amount = amount
      self.add = add
      self.attribute = attribute
    }
  }

  /// What the beer is made of.
  public struct Ingredients: Codable, Equatable, Sendable {
    /// The malts.
    public var malt: [Malt]
    /// The hops.
    public var hops: [Hop]
    /// The yeast.
    public var yeast: String
    /// Creates the ingredients.
    public init(malt: [Malt], hops: [Hop], yeast: String) {
      self.malt = malt
      self.hops = hops
      self.yeast = yeast
    }
  }

  /// `id`, from 1.
  public var id: Int
  /// `name`.
  public var name: String
  /// `tagline`.
  public var tagline: String
  /// `first_brewed`: `MM/YYYY`, or `YYYY`.
  public var firstBrewed: String
  /// `description`.
  public var description: String
  /// `image_url`, or `null`.
  public var imageURL: String?
  /// `abv`.
  public var abv: Double?
  /// `ibu`.
  public var ibu: Double?
  /// `target_fg`.
  public var targetFG: Double?
  /// `target_og`.
  public var targetOG: Double?
  /// `ebc`.
  public var ebc: Double?
  /// `srm`.
  public var srm: Double?
  /// `ph`.
  public var ph: Double?
  /// `attenuation_level`.
  public var attenuationLevel: Double?
  /// `volume`.
  public var volume: Amount
  /// `boil_volume`.
  public var boilVolume: Amount
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

  enum CodingKeys: String, CodingKey {
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
    id: Int, name: String, tagline: String, firstBrewed: String, description: String,
    imageURL: String?, abv: Double?, ibu: Double?, targetFG: Double?, targetOG: Double?,
    ebc: Double?, srm: Double?, ph: Double?, attenuationLevel: Double?, volume: Amount,
    boilVolume: Amount, method: Method, ingredients: Ingredients, foodPairing: [String],
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

  /// Decodes leniently: only `id` and `name` are required; a missing text or
  /// list is empty, a missing number `null`, a missing amount has no value.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    tagline = try container.decodeIfPresent(String.self, forKey: .tagline) ?? ""
    firstBrewed = try container.decodeIfPresent(String.self, forKey: .firstBrewed) ?? ""
    description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
    imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
    abv = try container.decodeIfPresent(Double.self, forKey: .abv)
    ibu = try container.decodeIfPresent(Double.self, forKey: .ibu)
    targetFG = try container.decodeIfPresent(Double.self, forKey: .targetFG)
    targetOG = try container.decodeIfPresent(Double.self, forKey: .targetOG)
    ebc = try container.decodeIfPresent(Double.self, forKey: .ebc)
    srm = try container.decodeIfPresent(Double.self, forKey: .srm)
    ph = try container.decodeIfPresent(Double.self, forKey: .ph)
    attenuationLevel = try container.decodeIfPresent(Double.self, forKey: .attenuationLevel)
    volume =
      try container.decodeIfPresent(Amount.self, forKey: .volume)
      ?? Amount(value: nil, unit: "litres")
    boilVolume =
      try container.decodeIfPresent(Amount.self, forKey: .boilVolume)
      ?? Amount(value: nil, unit: "litres")
    method =
      try container.decodeIfPresent(Method.self, forKey: .method)
      ?? Method(
        mashTemp: [], fermentation: Fermentation(temp: Amount(value: nil, unit: "celsius")),
        twist: nil)
    ingredients =
      try container.decodeIfPresent(Ingredients.self, forKey: .ingredients)
      ?? Ingredients(malt: [], hops: [], yeast: "")
    foodPairing = try container.decodeIfPresent([String].self, forKey: .foodPairing) ?? []
    brewersTips = try container.decodeIfPresent(String.self, forKey: .brewersTips) ?? ""
    contributedBy = try container.decodeIfPresent(String.self, forKey: .contributedBy) ?? ""
  }

  /// Encodes every field, writing missing optional values as `null`.
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
