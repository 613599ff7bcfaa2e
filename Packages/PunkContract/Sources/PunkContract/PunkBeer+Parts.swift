extension PunkBeer {
  /// A quantity that is always given, such as `volume`: `{"value": 20, "unit": "litres"}`.
  public struct Measure: Codable, Equatable, Sendable {
    /// The number.
    public var value: Double
    /// The unit, such as `litres`, `kilograms` or `grams`.
    public var unit: String

    /// Creates a measure.
    public init(value: Double, unit: String) {
      self.value = value
      self.unit = unit
    }
  }

  /// A temperature whose value may be `null`: `{"value": null, "unit": "celsius"}`.
  public struct Temperature: Codable, Equatable, Sendable {
    /// The number, or `null`.
    public var value: Double?
    /// The unit, such as `celsius`.
    public var unit: String

    /// Creates a temperature.
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
    public var temp: Temperature
    /// Minutes, or `null`.
    public var duration: Double?

    /// Creates a step.
    public init(temp: Temperature, duration: Double?) {
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
    public var temp: Temperature

    /// Creates a fermentation.
    public init(temp: Temperature) { self.temp = temp }
  }

  /// How the beer is brewed.
  public struct Method: Codable, Equatable, Sendable {
    /// `mash_temp`: the mash steps.
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
    public var amount: Measure

    /// Creates a malt.
    public init(name: String, amount: Measure) {
      self.name = name
      self.amount = amount
    }
  }

  /// A hop addition.
  public struct Hop: Codable, Equatable, Sendable {
    /// The hop's name.
    public var name: String
    /// How much.
    public var amount: Measure
    /// When it is added: `start`, `middle`, `end`, `dry hop`.
    public var add: String
    /// What it brings: `bitter`, `flavour`, `aroma`.
    public var attribute: String

    /// Creates a hop addition.
    public init(name: String, amount: Measure, add: String, attribute: String) {
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
    /// The yeast, or `null`.
    public var yeast: String?

    /// Creates the ingredients.
    public init(malt: [Malt], hops: [Hop], yeast: String?) {
      self.malt = malt
      self.hops = hops
      self.yeast = yeast
    }

    /// Encodes `yeast` as `null` when it is missing.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(malt, forKey: .malt)
      try container.encode(hops, forKey: .hops)
      try container.encode(yeast, forKey: .yeast)
    }
  }
}
