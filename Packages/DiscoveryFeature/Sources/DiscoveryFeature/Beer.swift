import Foundation

/// A beer's full detail, as `taproom show` presents it. Encoded as JSON, a
/// missing value is written as `null`, never left out.
public struct Beer: Equatable, Sendable, Identifiable, Encodable {
  /// A number with its unit, such as 20 litres.
  public struct Quantity: Equatable, Sendable, Encodable {
    /// The number, when known.
    public var value: Double?
    /// The unit, such as `litres` or `celsius`.
    public var unit: String
    /// Creates a quantity.
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

    enum CodingKeys: String, CodingKey { case value, unit }
  }

  /// A step of the mash.
  public struct MashStep: Equatable, Sendable, Encodable {
    /// The temperature.
    public var temperature: Quantity?
    /// Minutes, when known.
    public var durationMinutes: Double?
    /// Creates a step.
    public init(temperature: Quantity?, durationMinutes: Double?) {
      self.temperature = temperature
      self.durationMinutes = durationMinutes
    }

    /// Encodes a missing value as `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(temperature, forKey: .temperature)
      try container.encode(durationMinutes, forKey: .durationMinutes)
    }

    enum CodingKeys: String, CodingKey { case temperature, durationMinutes }
  }

  /// A malt and its amount.
  public struct Malt: Equatable, Sendable, Encodable {
    /// The name.
    public var name: String
    /// The amount.
    public var amount: Quantity?
    /// Creates a malt.
    public init(name: String, amount: Quantity?) {
      self.name = name
      self.amount = amount
    }

    /// Encodes a missing amount as `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(amount, forKey: .amount)
    }

    enum CodingKeys: String, CodingKey { case name, amount }
  }

  /// A hop addition.
  public struct Hop: Equatable, Sendable, Encodable {
    /// The name.
    public var name: String
    /// The amount.
    public var amount: Quantity?
    /// When it is added (`start`, `middle`, `end`, `dry hop`).
    public var add: String?
    /// What it brings (`bitter`, `flavour`, `aroma`).
    public var attribute: String?
    /// Creates a hop addition.
    public init(name: String, amount: Quantity?, add: String?, attribute: String?) {
      self.name = name
      self.amount = amount
      self.add = add
      self.attribute = attribute
    }

    /// Encodes a missing value as `null`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(amount, forKey: .amount)
      try container.encode(add, forKey: .add)
      try container.encode(attribute, forKey: .attribute)
    }

    enum CodingKeys: String, CodingKey { case name, amount, add, attribute }
  }

  /// The id, from 1.
  public var id: Int
  /// The name.
  public var name: String
  /// The tagline.
  public var tagline: String
  /// When first brewed, as the source wrote it (`MM/YYYY` or `YYYY`).
  public var firstBrewed: String
  /// The description.
  public var description: String
  /// The picture, when there is one.
  public var imageURL: URL?
  /// Alcohol by volume, in percent.
  public var abv: Double?
  /// International bitterness units.
  public var ibu: Double?
  /// Colour, European Brewery Convention units.
  public var ebc: Double?
  /// Colour, Standard Reference Method units.
  public var srm: Double?
  /// Acidity.
  public var ph: Double?
  /// Target final gravity.
  public var targetFG: Double?
  /// Target original gravity.
  public var targetOG: Double?
  /// Attenuation, in percent.
  public var attenuationLevel: Double?
  /// The batch volume.
  public var volume: Quantity?
  /// The boil volume.
  public var boilVolume: Quantity?
  /// The mash steps.
  public var mashSteps: [MashStep]
  /// The fermentation temperature.
  public var fermentationTemperature: Quantity?
  /// A twist in the method, if any.
  public var twist: String?
  /// The malts.
  public var malts: [Malt]
  /// The hops.
  public var hops: [Hop]
  /// The yeast.
  public var yeast: String?
  /// Dishes it goes with.
  public var foodPairing: [String]
  /// The brewer's tips.
  public var brewersTips: String?
  /// Who contributed the recipe.
  public var contributedBy: String?
  /// `true` when the user keeps it as a favorite.
  public var isFavorite: Bool

  /// Creates a beer; everything but the id and name has a default.
  public init(
    id: Int, name: String, tagline: String = "", firstBrewed: String = "", description: String = "",
    imageURL: URL? = nil, abv: Double? = nil, ibu: Double? = nil, ebc: Double? = nil,
    srm: Double? = nil,
    ph: Double? = nil, targetFG: Double? = nil, targetOG: Double? = nil,
    attenuationLevel: Double? = nil,
    volume: Quantity? = nil, boilVolume: Quantity? = nil, mashSteps: [MashStep] = [],
    fermentationTemperature: Quantity? = nil, twist: String? = nil, malts: [Malt] = [],
    hops: [Hop] = [],
    yeast: String? = nil, foodPairing: [String] = [], brewersTips: String? = nil,
    contributedBy: String? = nil, isFavorite: Bool = false
  ) {
    self.isFavorite = isFavorite
    self.id = id
    self.name = name
    self.tagline = tagline
    self.firstBrewed = firstBrewed
    self.description = description
    self.imageURL = imageURL
    self.abv = abv
    self.ibu = ibu
    self.ebc = ebc
    self.srm = srm
    self.ph = ph
    self.targetFG = targetFG
    self.targetOG = targetOG
    self.attenuationLevel = attenuationLevel
    self.volume = volume
    self.boilVolume = boilVolume
    self.mashSteps = mashSteps
    self.fermentationTemperature = fermentationTemperature
    self.twist = twist
    self.malts = malts
    self.hops = hops
    self.yeast = yeast
    self.foodPairing = foodPairing
    self.brewersTips = brewersTips
    self.contributedBy = contributedBy
  }

  enum CodingKeys: String, CodingKey {
    case id, name, tagline, firstBrewed, description, imageURL, abv, ibu, ebc, srm, ph, targetFG
    case targetOG, attenuationLevel, volume, boilVolume, mashSteps, fermentationTemperature, twist
    case malts, hops, yeast, foodPairing, brewersTips, contributedBy, isFavorite
  }

  /// Encodes every field; a missing value is `null`, the image its URL text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(name, forKey: .name)
    try container.encode(tagline, forKey: .tagline)
    try container.encode(firstBrewed, forKey: .firstBrewed)
    try container.encode(description, forKey: .description)
    try container.encode(imageURL?.absoluteString, forKey: .imageURL)
    try container.encode(abv, forKey: .abv)
    try container.encode(ibu, forKey: .ibu)
    try container.encode(ebc, forKey: .ebc)
    try container.encode(srm, forKey: .srm)
    try container.encode(ph, forKey: .ph)
    try container.encode(targetFG, forKey: .targetFG)
    try container.encode(targetOG, forKey: .targetOG)
    try container.encode(attenuationLevel, forKey: .attenuationLevel)
    try container.encode(volume, forKey: .volume)
    try container.encode(boilVolume, forKey: .boilVolume)
    try container.encode(mashSteps, forKey: .mashSteps)
    try container.encode(fermentationTemperature, forKey: .fermentationTemperature)
    try container.encode(twist, forKey: .twist)
    try container.encode(malts, forKey: .malts)
    try container.encode(hops, forKey: .hops)
    try container.encode(yeast, forKey: .yeast)
    try container.encode(foodPairing, forKey: .foodPairing)
    try container.encode(brewersTips, forKey: .brewersTips)
    try container.encode(contributedBy, forKey: .contributedBy)
    try container.encode(isFavorite, forKey: .isFavorite)
  }

  /// The beer as a list row.
  public var summary: BeerSummary {
    BeerSummary(
      id: id, name: name, tagline: tagline, abv: abv, ibu: ibu, ebc: ebc, firstBrewed: firstBrewed,
      imageURL: imageURL, isFavorite: isFavorite)
  }
}
