import PropertyBased
import Testing

@testable import Catalog

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
