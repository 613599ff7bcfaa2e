internal import PunkContract

/// What the filters of `GET /beers` read, computed once per catalog: one
/// column per filter in id order, and, for the numeric and date filters, the
/// rows sorted by value, so a range is two binary searches, not a test of
/// every beer. Text filters test only the rows the other filters left, on
/// lower-cased text prepared ahead.
struct CatalogIndex: Sendable {
  private let count: Int
  private let abv: SortedColumn
  private let ibu: SortedColumn
  private let ebc: SortedColumn
  /// Months since year 0 (`year * 12 + month - 1`); -1 when unknown.
  private let brewed: SortedColumn
  private let names: [String]
  private let yeasts: [String]
  /// Hop names, lower-cased, one array per row.
  private let hops: [[String]]
  private let malts: [[String]]
  private let foods: [[String]]

  init(_ store: BeerStore) {
    count = store.count
    var abv: [Double] = []
    var ibu: [Double] = []
    var ebc: [Double] = []
    var brewed: [Double] = []
    var names: [String] = []
    var yeasts: [String] = []
    var hops: [[String]] = []
    var malts: [[String]] = []
    var foods: [[String]] = []
    abv.reserveCapacity(count)
    for index in 0..<count {
      let beer = store.beer(at: index)
      abv.append(beer.abv)
      // A missing number counts as 0, as on the original server.
      ibu.append(beer.ibu ?? 0)
      ebc.append(beer.ebc ?? 0)
      let month = MonthYear(beer.firstBrewed).map { Double($0.year * 12 + $0.month - 1) }
      brewed.append(month ?? -1)
      names.append(beer.name.lowercased())
      yeasts.append((beer.ingredients.yeast ?? "").lowercased())
      hops.append(beer.ingredients.hops.map { $0.name.lowercased() })
      malts.append(beer.ingredients.malt.map { $0.name.lowercased() })
      foods.append(beer.foodPairing.map { $0.lowercased() })
    }
    self.abv = SortedColumn(abv)
    self.ibu = SortedColumn(ibu)
    self.ebc = SortedColumn(ebc)
    self.brewed = SortedColumn(brewed)
    self.names = names
    self.yeasts = yeasts
    self.hops = hops
    self.malts = malts
    self.foods = foods
  }

  /// The rows (0-based, in id order) of page `query.page` of the beers the
  /// query's filters match, `ids` aside (the caller handles `ids`).
  func rows(matching query: CatalogQuery) -> [Int] {
    var candidates: RowSet? = nil
    func narrow(_ rows: RowSet) {
      candidates = candidates.map { $0.intersection(rows) } ?? rows
    }
    if let rows = abv.rows(above: query.abvGreaterThan, below: query.abvLessThan, count: count) {
      narrow(rows)
    }
    if let rows = ibu.rows(above: query.ibuGreaterThan, below: query.ibuLessThan, count: count) {
      narrow(rows)
    }
    if let rows = ebc.rows(above: query.ebcGreaterThan, below: query.ebcLessThan, count: count) {
      narrow(rows)
    }
    let before = query.brewedBefore.map { Double($0.year * 12 + $0.month - 1) }
    let after = query.brewedAfter.map { Double($0.year * 12 + $0.month - 1) }
    if before != nil || after != nil {
      // Unknown dates (-1) never match a date filter.
      if let rows = brewed.rows(above: max(after ?? -1, -1), below: before, count: count) {
        narrow(rows)
      }
    }
    let textTests = textTests(query)
    let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
    guard !overflow else { return [] }
    var skipped = 0
    var page: [Int] = []
    func consider(_ row: Int) -> Bool {
      guard textTests.allSatisfy({ $0(row) }) else { return true }
      if skipped < offset {
        skipped += 1
        return true
      }
      page.append(row)
      return page.count < query.perPage
    }
    if let candidates {
      candidates.forEach(consider)
    } else {
      for row in 0..<count where !consider(row) { break }
    }
    return page
  }

  /// Whether row `row` passes the query's filters (for `ids` queries).
  func matches(row: Int, _ query: CatalogQuery) -> Bool {
    func inside(_ column: SortedColumn, _ above: Double?, _ below: Double?) -> Bool {
      let value = column.values[row]
      return (above.map { value > $0 } ?? true) && (below.map { value < $0 } ?? true)
    }
    guard inside(abv, query.abvGreaterThan, query.abvLessThan),
      inside(ibu, query.ibuGreaterThan, query.ibuLessThan),
      inside(ebc, query.ebcGreaterThan, query.ebcLessThan)
    else { return false }
    if query.brewedBefore != nil || query.brewedAfter != nil {
      let before = query.brewedBefore.map { Double($0.year * 12 + $0.month - 1) }
      let after = query.brewedAfter.map { Double($0.year * 12 + $0.month - 1) }
      guard brewed.values[row] >= 0, inside(brewed, after, before) else { return false }
    }
    return textTests(query).allSatisfy { $0(row) }
  }

  private func textTests(_ query: CatalogQuery) -> [(Int) -> Bool] {
    var tests: [(Int) -> Bool] = []
    if let name = query.beerName.map(Letters.init) {
      tests.append { name.appear(in: names[$0]) }
    }
    if let yeast = query.yeast.map(Letters.init) {
      tests.append { yeast.appear(in: yeasts[$0]) }
    }
    if let hop = query.hops.map(Letters.init) {
      tests.append { hops[$0].contains(where: hop.appear) }
    }
    if let malt = query.malt.map(Letters.init) {
      tests.append { malts[$0].contains(where: malt.appear) }
    }
    if let food = query.food?.lowercased() {
      tests.append { foods[$0].contains { $0.contains(food) } }
    }
    return tests
  }
}

/// A column and its rows sorted by value.
private struct SortedColumn: Sendable {
  let values: [Double]
  /// Row numbers ordered by value (ties by row).
  let order: [Int32]

  init(_ values: [Double]) {
    self.values = values
    order = (0..<Int32(values.count)).sorted { values[Int($0)] < values[Int($1)] }
  }

  /// The rows strictly above `above` and strictly below `below`; `nil` when
  /// neither bound is given.
  func rows(above: Double?, below: Double?, count: Int) -> RowSet? {
    guard above != nil || below != nil else { return nil }
    let start = above.map { bound in firstIndex { values[Int(order[$0])] > bound } } ?? 0
    let end = below.map { bound in firstIndex { values[Int(order[$0])] >= bound } } ?? order.count
    var set = RowSet(count: count)
    if start < end { for position in start..<end { set.insert(Int(order[position])) } }
    return set
  }

  /// The first position where `isPast` holds (it holds from there on).
  private func firstIndex(where isPast: (Int) -> Bool) -> Int {
    var low = 0
    var high = order.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}

/// A set of rows as a bit set: intersection is word by word, and iteration
/// runs in row (id) order.
private struct RowSet: Sendable {
  private var words: [UInt64]

  init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

  mutating func insert(_ row: Int) { words[row / 64] |= 1 << UInt64(row % 64) }

  func intersection(_ other: RowSet) -> RowSet {
    var result = self
    for index in result.words.indices { result.words[index] &= other.words[index] }
    return result
  }

  /// Calls `body` with each row in order until it returns `false`.
  func forEach(_ body: (Int) -> Bool) {
    for (index, word) in words.enumerated() where word != 0 {
      var remaining = word
      while remaining != 0 {
        let bit = remaining.trailingZeroBitCount
        guard body(index * 64 + bit) else { return }
        remaining &= remaining - 1
      }
    }
  }
}

/// A text filter's letters, lower-cased, spaces dropped: they match text
/// that holds them in order (`pnk ipa` matches `punk ipa`). Compared scalar
/// by scalar on the text's UTF-8, without building characters.
private struct Letters: Sendable {
  let scalars: [Unicode.Scalar]

  init(_ query: String) {
    scalars = query.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }
  }

  func appear(in text: String) -> Bool {
    var next = 0
    guard next < scalars.count else { return true }
    for scalar in text.unicodeScalars where scalar == scalars[next] {
      next += 1
      if next == scalars.count { return true }
    }
    return false
  }
}
