extension BeerFixture {
  /// A beer whose every varying field is chosen from `seed`: each field that
  /// real data leaves `null` somewhere is `null`, an integer or a float;
  /// `abv` is an integer or a float; `first_brewed` is `MM/YYYY` or `YYYY`;
  /// texts mix ASCII, non-ASCII, quotes, backslashes and control characters.
  /// The same seed always gives the same beer, so a property test can drive
  /// it from a generated seed and reproduce a failure.
  public static func variant(id: Int, seed: UInt64) -> BeerFixture {
    var random = SeededRandom(seed: seed)
    var beer = BeerFixture(id: id)
    beer.name = random.pick(variantTexts) + " \(id)"
    beer.tagline = random.pick(variantTexts)
    beer.description = random.pick(variantTexts)
    beer.brewersTips = random.pick(variantTexts)
    beer.contributedBy = random.pick(variantTexts)
    let year = random.int(in: 1990...2030)
    let month = random.int(in: 1...12)
    beer.firstBrewed =
      random.bool() ? String(year) : (month < 10 ? "0" : "") + "\(month)/\(year)"
    beer.imageURL = random.bool() ? nil : "https://images.example/\(id).png"
    beer.abv = random.number(in: 0...200, nullable: false)
    beer.ibu = random.number(in: 0...1_500, nullable: true)
    beer.targetFG = random.number(in: 990...1_100, nullable: true)
    beer.targetOG = random.number(in: 1_000...1_200, nullable: true)
    beer.ebc = random.number(in: 0...600, nullable: true)
    beer.srm = random.number(in: 0...300, nullable: true)
    beer.ph = random.number(in: 0...14, nullable: true)
    beer.attenuationLevel = random.number(in: 0...100, nullable: true)
    beer.mashDuration = random.number(in: 0...180, nullable: true)
    beer.mashTemperature = random.number(in: 40...80, nullable: true)
    beer.fermentationTemperature = random.number(in: 0...40, nullable: true)
    beer.twist = random.bool() ? nil : random.pick(variantTexts)
    beer.yeast = random.bool() ? nil : random.pick(variantTexts)
    beer.malts = (0..<random.int(in: 0...3)).map { _ in random.pick(variantTexts) }
    beer.hops = (0..<random.int(in: 0...3)).map { _ in random.pick(variantTexts) }
    beer.foodPairing = (0..<random.int(in: 0...3)).map { _ in random.pick(variantTexts) }
    return beer
  }

  private static let variantTexts = [
    "Punk IPA", "Nøgne Ø – Imperial Brown Ale", "Brygget på Grimstad – ½ sour.",
    #"A "quoted" name with a \ backslash"#, "Tabs\tand\nnew lines", "Emoji 🍺 and CJK 麦酒",
    "\u{1B}[31mred escape\u{1B}[0m", "", "Wyeast 1056 - American Ale™", "x",
  ]
}

/// SplitMix64: a small, fast generator whose sequence depends only on its seed.
private struct SeededRandom {
  var state: UInt64

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

  mutating func bool() -> Bool { next() & 1 == 1 }

  mutating func pick<T>(_ values: [T]) -> T { values[int(in: 0...values.count - 1)] }

  /// `null` (when allowed), an integer, or a float with one to three decimals.
  mutating func number(in range: ClosedRange<Int>, nullable: Bool) -> JSONValue {
    switch int(in: nullable ? 0...2 : 1...2) {
    case 0: return .null
    case 1: return .int(int(in: range))
    default:
      let scale = [10.0, 100.0, 1_000.0][int(in: 0...2)]
      let whole = Double(int(in: range.lowerBound...max(range.lowerBound, range.upperBound - 1)))
      return .double(whole + Double(int(in: 1...Int(scale) - 1)) / scale)
    }
  }
}
