import PropertyBased
import PunkContract
import Testing

@testable import Catalog

/// The filters as the original server applied them, beer by beer: the
/// reference the index must agree with.
extension CatalogQuery {
  func matches(_ beer: PunkBeer) -> Bool {
    if let ids, !ids.contains(beer.id) { return false }
    // A missing number counts as 0, as on the original server.
    func compare(_ value: Double?, greaterThan: Double?, lessThan: Double?) -> Bool {
      let number = value ?? 0
      if let greaterThan, !(number > greaterThan) { return false }
      if let lessThan, !(number < lessThan) { return false }
      return true
    }
    guard compare(beer.abv, greaterThan: abvGreaterThan, lessThan: abvLessThan),
      compare(beer.ibu, greaterThan: ibuGreaterThan, lessThan: ibuLessThan),
      compare(beer.ebc, greaterThan: ebcGreaterThan, lessThan: ebcLessThan)
    else { return false }
    if brewedBefore != nil || brewedAfter != nil {
      guard let brewed = MonthYear(beer.firstBrewed) else { return false }
      if let brewedBefore, !(brewed < brewedBefore) { return false }
      if let brewedAfter, !(brewed > brewedAfter) { return false }
    }
    if let beerName, !Self.lettersInOrder(beerName, in: beer.name) { return false }
    if let yeast, !Self.lettersInOrder(yeast, in: beer.ingredients.yeast ?? "") { return false }
    if let hops, !beer.ingredients.hops.contains(where: { Self.lettersInOrder(hops, in: $0.name) })
    {
      return false
    }
    if let malt, !beer.ingredients.malt.contains(where: { Self.lettersInOrder(malt, in: $0.name) })
    {
      return false
    }
    if let food, !beer.foodPairing.contains(where: { $0.lowercased().contains(food.lowercased()) })
    {
      return false
    }
    return true
  }

  /// `true` when the query's letters (spaces ignored) appear in `text` in
  /// order, ignoring case: `pnk ipa` matches `Punk IPA`.
  static func lettersInOrder(_ query: String, in text: String) -> Bool {
    var remaining = text.lowercased()[...]
    for letter in query.lowercased() where !letter.isWhitespace {
      guard let found = remaining.firstIndex(of: letter) else { return false }
      remaining = remaining[remaining.index(after: found)...]
    }
    return true
  }
}

/// A generated catalog, and queries mixing every filter, each bound drawn
/// from the values the sample data has.
private let catalog = Catalog(store: .generated(count: 600))

private let queries = Gen.uint64(in: 0...UInt64.max).map { seed -> CatalogQuery in
  var bits = seed
  func next(_ modulo: UInt64) -> Int {
    defer { bits = bits / modulo &+ (bits % modulo) &* 0x9E37_79B9 }
    return Int(bits % modulo)
  }
  var query = CatalogQuery()
  query.perPage = 1 + next(80)
  query.page = 1 + next(4)
  if next(2) == 0 { query.abvGreaterThan = Double(next(130)) / 10 }
  if next(3) == 0 { query.abvLessThan = Double(next(130)) / 10 }
  if next(3) == 0 { query.ibuGreaterThan = Double(next(120)) }
  if next(3) == 0 { query.ibuLessThan = Double(next(120)) }
  if next(3) == 0 { query.ebcGreaterThan = Double(next(140)) }
  if next(4) == 0 { query.ebcLessThan = Double(next(140)) }
  if next(3) == 0 { query.brewedBefore = MonthYear(month: 1 + next(12), year: 2006 + next(12)) }
  if next(3) == 0 { query.brewedAfter = MonthYear(month: 1 + next(12), year: 2006 + next(12)) }
  let letters = ["a", "ip", "pa", "st", "xx", "é", "ale", "  o "]
  if next(3) == 0 { query.beerName = letters[next(UInt64(letters.count))] }
  if next(5) == 0 { query.hops = letters[next(UInt64(letters.count))] }
  if next(5) == 0 { query.malt = letters[next(UInt64(letters.count))] }
  if next(6) == 0 { query.yeast = letters[next(UInt64(letters.count))] }
  if next(4) == 0 { query.food = ["cake", "chicken", "a", "zzz"][next(4)] }
  if next(6) == 0 { query.ids = (0..<(1 + next(10))).map { _ in 1 + next(650) } }
  return query
}

/// The index gives exactly what testing every beer gives.
@Test func theIndexAnswersLikeTestingEveryBeer() async {
  await propertyCheck(count: 400, input: queries) { query in
    let expected = (0..<catalog.store.count).map(catalog.store.beer(at:))
      .filter { query.matches($0) }
      .dropFirst((query.page - 1) * query.perPage).prefix(query.perPage).map(\.id)
    #expect(catalog.beers(matching: query).map(\.id) == Array(expected), "\(query)")
  }
}
