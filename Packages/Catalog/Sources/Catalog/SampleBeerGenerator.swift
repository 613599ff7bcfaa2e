internal import PunkContract

/// Generates the built-in sample catalog: beer number `id` is always the same
/// beer, computed on demand, so a catalog of any size costs no memory per
/// beer. The data has the quirks of real Punk data: null numbers, year-only
/// `first_brewed`, non-ASCII names, a null `image_url`.
struct SampleBeerGenerator: Sendable {
  func beer(id: Int) -> PunkBeer {
    var random = SplitMix64(seed: UInt64(id) &* 0x9E37_79B9_7F4A_7C15 ^ 0x5441_5052_4F4F_4D21)
    let adjective = random.pick(Self.adjectives)
    let noun = random.pick(Self.nouns)
    let style = random.pick(Self.styles)
    let month = random.int(in: 1...12)
    let year = random.int(in: 2007...2016)
    let abv = Double(random.int(in: 30...125)) / 10
    let ebcValue = Double(random.int(in: 4...140))
    let ibuValue = Double(random.int(in: 5...120))
    let malts = random.sample(Self.malts, count: random.int(in: 1...3))
    let hops = random.sample(Self.hops, count: random.int(in: 1...4))
    let foods = random.sample(Self.foods, count: random.int(in: 2...3))
    let og = Double(random.int(in: 1040...1090))
    let fg = Double(random.int(in: 1005...1020))
    return PunkBeer(
      id: id,
      name: "\(adjective) \(noun) \(style)",
      tagline: "\(random.pick(Self.taglineOpenings)) \(style.lowercased()).",
      firstBrewed: PunkFirstBrewed(month: id % 9 == 0 ? nil : month, year: year),
      description:
        "A \(adjective.lowercased()) \(style) brewed with \(malts.joined(separator: ", ")) "
        + "and hopped with \(hops.joined(separator: ", ")). Sample beer number \(id).",
      imageURL: id % 7 == 0 ? nil : "https://images.punkapi.com/v2/\(id).png",
      abv: abv,
      ibu: id % 11 == 0 ? nil : ibuValue,
      targetFG: fg,
      targetOG: og,
      ebc: id % 13 == 0 ? nil : ebcValue,
      srm: id % 13 == 0 ? nil : (ebcValue * 0.508 * 10).rounded() / 10,
      ph: id % 17 == 0 ? nil : 4.4,
      attenuationLevel: id % 19 == 0 ? nil : ((og - fg) / (og - 1000) * 1000).rounded() / 10,
      volume: PunkBeer.Measure(value: 20, unit: "litres"),
      boilVolume: PunkBeer.Measure(value: 25, unit: "litres"),
      method: PunkBeer.Method(
        mashTemp: [
          PunkBeer.MashStep(
            temp: PunkBeer.Temperature(value: Double(random.int(in: 62...70)), unit: "celsius"),
            duration: id % 5 == 0 ? nil : 75)
        ],
        fermentation: PunkBeer.Fermentation(
          temp: PunkBeer.Temperature(value: Double(random.int(in: 10...22)), unit: "celsius")),
        twist: id % 4 == 0 ? random.pick(Self.twists) : nil),
      ingredients: PunkBeer.Ingredients(
        malt: malts.map {
          PunkBeer.Malt(
            name: $0,
            amount: PunkBeer.Measure(value: Double(random.int(in: 1...60)) / 10, unit: "kilograms"))
        },
        hops: hops.enumerated().map { index, name in
          PunkBeer.Hop(
            name: name,
            amount: PunkBeer.Measure(value: Double(random.int(in: 5...50)), unit: "grams"),
            add: Self.additions[index % Self.additions.count],
            attribute: Self.attributes[index % Self.attributes.count])
        },
        yeast: random.pick(Self.yeasts)),
      foodPairing: foods,
      brewersTips: random.pick(Self.tips),
      contributedBy: "Taproom Sample Generator <taproom>")
  }

  static let adjectives = [
    "Hoppy", "Dark", "Golden", "Wild", "Hazy", "Smoked", "Bitter", "Velvet", "Rusty", "Midnight",
    "Nøgne", "Ærøskøbing", "Köln", "Crème", "Señor", "Zürich", "Brygghus", "Electric", "Lazy",
    "Stormy",
  ]
  static let nouns = [
    "Lighthouse", "Fox", "Harbour", "Orchard", "Anchor", "Owl", "Comet", "Forest", "Ø", "Kettle",
    "Raven", "Glacier", "Meadow", "Lantern", "Tide", "Compass", "Ember", "Summit", "Bramble",
    "Quarry",
  ]
  static let styles = [
    "IPA", "Pale Ale", "Stout", "Porter", "Pilsner", "Saison", "Sour", "Lager", "Wheat Beer",
    "Barley Wine", "Brown Ale", "Red Ale", "Double IPA", "Gose", "Bock", "Tripel",
  ]
  static let taglineOpenings = [
    "A bold", "A crisp", "An experimental", "A session", "A barrel-aged", "A classic", "A tropical",
    "A roasty", "A tart", "An imperial – and unapologetic –",
  ]
  static let malts = [
    "Maris Otter", "Caramalt", "Munich", "Pilsner", "Crystal 150", "Chocolate", "Wheat",
    "Dark Crystal",
    "Roasted Barley", "Carafa Special Malt Type 3", "Extra Pale", "Amber",
  ]
  static let hops = [
    "Cascade", "Simcoe", "Amarillo", "Citra", "Mosaic", "Centennial", "Chinook", "Nelson Sauvin",
    "Saaz", "Hallertauer Mittelfrüh", "Ahtanum", "Magnum", "First Gold", "Motueka", "Galaxy",
  ]
  static let yeasts = [
    "Wyeast 1056 - American Ale™", "Wyeast 1272 - American Ale II™", "Wyeast 3711 - French Saison™",
    "Wyeast 2007 - Pilsen Lager™", "Wyeast 3522 - Belgian Ardennes™", "WLP001 - California Ale",
  ]
  static let foods = [
    "Spicy chicken tikka masala", "Grilled lamb chops", "Carrot cake", "Dark chocolate brownie",
    "Aged cheddar", "Fish and chips", "Smoked salmon", "Pulled pork sandwich", "Lemon tart",
    "Blue cheese", "Thai green curry", "Mushroom risotto", "Vanilla ice cream", "Beef brisket",
  ]
  static let twists = [
    "Orange peel at flame-out", "Oak chips in the fermenter", "Coffee beans, cold-steeped",
    "Sea salt and coriander", "Vanilla pods: 2 per litre",
  ]
  static let tips = [
    "Keep the fermentation cool for a cleaner finish.", "Dry hop late for the most aroma.",
    "Use soft water for a rounder body.", "Give it time: it improves with a month in the bottle.",
  ]
  static let additions = ["start", "middle", "end", "dry hop"]
  static let attributes = ["bitter", "flavour", "aroma"]
}

/// SplitMix64: a tiny, fast, deterministic generator (the same numbers on
/// every platform), so the sample catalog never changes between runs.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...(values.count - 1))] }

  /// `count` distinct values, in the order of `values`.
  mutating func sample<T>(_ values: [T], count: Int) -> [T] {
    var indices = Set<Int>()
    while indices.count < min(count, values.count) {
      indices.insert(int(in: 0...(values.count - 1)))
    }
    return indices.sorted().map { values[$0] }
  }
}
