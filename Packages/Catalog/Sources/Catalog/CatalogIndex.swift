import Common
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
  /// Lower-cased UTF-8 text per row; a row of several values (hops,
  /// malts, food pairings) holds them separated by a NUL byte.
  private let names: TextColumn
  private let yeasts: TextColumn
  private let hops: TextColumn
  private let malts: TextColumn
  private let foods: TextColumn
  /// The rows each text filter value matched, kept (512 values, 12.5 KB
  /// each for 100,000 beers): a filter read once answers its later pages
  /// from its bit set.
  private let textRows = BoundedCache<TextFieldValue, RowSet>(capacity: 512)

  init(_ store: BeerStore) {
    count = store.count
    var abv: [Double] = []
    var ibu: [Double] = []
    var ebc: [Double] = []
    var brewed: [Double] = []
    var names = TextColumn()
    var yeasts = TextColumn()
    var hops = TextColumn()
    var malts = TextColumn()
    var foods = TextColumn()
    abv.reserveCapacity(count)
    for index in 0..<count {
      let beer = store.beer(at: index)
      abv.append(beer.abv)
      // A missing number counts as 0, as on the original server.
      ibu.append(beer.ibu ?? 0)
      ebc.append(beer.ebc ?? 0)
      let month = MonthYear(beer.firstBrewed).map { Double($0.year * 12 + $0.month - 1) }
      brewed.append(month ?? -1)
      names.append([beer.name])
      yeasts.append([beer.ingredients.yeast ?? ""])
      hops.append(beer.ingredients.hops.map(\.name))
      malts.append(beer.ingredients.malt.map(\.name))
      foods.append(beer.foodPairing)
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
    for (field, value) in Self.textFilters(query) {
      narrow(textRows.value(for: TextFieldValue(field: field, value: value)) { scan(field, value) })
    }
    let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
    guard !overflow else { return [] }
    guard let candidates else {
      guard offset < count else { return [] }
      return Array(offset..<min(offset + query.perPage, count))
    }
    return candidates.rows(skipping: offset, taking: query.perPage)
  }

  /// The text filters a query sets, as (field, value).
  private static func textFilters(_ query: CatalogQuery) -> [(TextField, String)] {
    var filters: [(TextField, String)] = []
    if let name = query.beerName { filters.append((.name, name)) }
    if let yeast = query.yeast { filters.append((.yeast, yeast)) }
    if let hops = query.hops { filters.append((.hops, hops)) }
    if let malt = query.malt { filters.append((.malt, malt)) }
    if let food = query.food { filters.append((.food, food)) }
    return filters
  }

  /// Every row a text filter value matches, reading the whole column once.
  private func scan(_ field: TextField, _ value: String) -> RowSet {
    var set = RowSet(count: count)
    let test = textTest(field, value)
    for row in 0..<count where test(row) { set.insert(row) }
    return set
  }

  private func textTest(_ field: TextField, _ value: String) -> (Int) -> Bool {
    switch field {
    case .name:
      let letters = Letters(value)
      return { names.anyValue(of: $0, where: letters.appear) }
    case .yeast:
      let letters = Letters(value)
      return { yeasts.anyValue(of: $0, where: letters.appear) }
    case .hops:
      let letters = Letters(value)
      return { hops.anyValue(of: $0, where: letters.appear) }
    case .malt:
      let letters = Letters(value)
      return { malts.anyValue(of: $0, where: letters.appear) }
    case .food:
      let needle = Array(value.lowercased().utf8)
      return { foods.anyValue(of: $0) { Bytes.find(needle, in: $0, from: $0.startIndex) != nil } }
    }
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
    Self.textFilters(query).map { textTest($0.0, $0.1) }
  }
}

/// The text columns a filter reads.
enum TextField: Hashable, Sendable {
  case name, yeast, hops, malt, food
}

/// A text filter value: the column it reads and the text asked for.
private struct TextFieldValue: Hashable, Sendable {
  let field: TextField
  let value: String
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
struct RowSet: Sendable {
  private var words: [UInt64]

  init(count: Int) { words = Array(repeating: 0, count: (count + 63) / 64) }

  mutating func insert(_ row: Int) { words[row / 64] |= 1 << UInt64(row % 64) }

  func intersection(_ other: RowSet) -> RowSet {
    var result = self
    for index in result.words.indices { result.words[index] &= other.words[index] }
    return result
  }

  /// The rows in order after skipping `offset` of them, at most `limit`.
  /// Whole words are skipped by counting their bits.
  func rows(skipping offset: Int, taking limit: Int) -> [Int] {
    var skipped = 0
    var rows: [Int] = []
    for (index, word) in words.enumerated() where word != 0 {
      let bits = word.nonzeroBitCount
      if skipped + bits <= offset {
        skipped += bits
        continue
      }
      var remaining = word
      while remaining != 0 {
        let row = index * 64 + remaining.trailingZeroBitCount
        remaining &= remaining - 1
        if skipped < offset {
          skipped += 1
        } else {
          rows.append(row)
          if rows.count == limit { return rows }
        }
      }
    }
    return rows
  }

}

/// Text in UTF-8, one entry per row, in one buffer: no string objects to
/// retain and release while a filter reads every row.
private struct TextColumn: Sendable {
  private var bytes: [UInt8] = []
  private var starts: [Int] = [0]

  /// Appends a row of values (lower-cased, joined with NUL bytes).
  mutating func append(_ values: [String]) {
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(0) }
      bytes.append(contentsOf: value.lowercased().utf8.map { $0 == 0 ? 0x20 : $0 })
    }
    starts.append(bytes.count)
  }

  /// Whether one of the row's values passes `test`.
  func anyValue(of row: Int, where test: (ArraySlice<UInt8>) -> Bool) -> Bool {
    var start = starts[row]
    let end = starts[row + 1]
    var index = start
    while index <= end {
      if index == end || bytes[index] == 0 {
        if test(bytes[start..<index]) { return true }
        start = index + 1
      }
      index += 1
    }
    return false
  }
}

/// Byte searches on UTF-8. A valid UTF-8 sequence found in valid UTF-8 text
/// starts and ends on character boundaries, so these are exact.
private enum Bytes {
  /// Where `needle` first occurs in `haystack` at or after `from`.
  static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>, from: Int) -> Int? {
    guard let first = needle.first else { return from }
    var index = from
    let last = haystack.endIndex - needle.count
    while index <= last {
      if haystack[index] == first {
        var matched = 1
        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }
}

/// A text filter's letters, lower-cased, spaces dropped, each as its UTF-8
/// bytes: they match text that holds them in order (`pnk ipa` matches
/// `punk ipa`).
private struct Letters: Sendable {
  let letters: [[UInt8]]

  init(_ query: String) {
    letters = query.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace }
      .map { Array(String($0).utf8) }
  }

  func appear(in text: ArraySlice<UInt8>) -> Bool {
    var position = text.startIndex
    for letter in letters {
      if letter.count == 1 {
        let byte = letter[0]
        while position < text.endIndex, text[position] != byte { position += 1 }
        guard position < text.endIndex else { return false }
        position += 1
      } else {
        guard let found = Bytes.find(letter, in: text, from: position) else { return false }
        position = found + letter.count
      }
    }
    return true
  }
}
