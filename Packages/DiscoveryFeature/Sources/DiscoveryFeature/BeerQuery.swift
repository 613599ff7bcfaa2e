import Foundation

/// What to discover: the filters of the Punk API, all optional.
///
/// Text filters match as the Punk API does: `name`, `hops`, `malt` and
/// `yeast` when their letters appear in order, `food` as a substring.
public struct BeerQuery: Hashable, Sendable {
  /// Letters of the name, in order.
  public var name: String?
  /// ABV strictly above.
  public var abvGreaterThan: Double?
  /// ABV strictly below.
  public var abvLessThan: Double?
  /// IBU strictly above (a missing IBU counts as 0).
  public var ibuGreaterThan: Double?
  /// IBU strictly below.
  public var ibuLessThan: Double?
  /// EBC strictly above.
  public var ebcGreaterThan: Double?
  /// EBC strictly below.
  public var ebcLessThan: Double?
  /// First brewed before this month.
  public var brewedBefore: BrewMonth?
  /// First brewed after this month.
  public var brewedAfter: BrewMonth?
  /// A food pairing containing this text.
  public var food: String?
  /// Letters of a hop's name, in order.
  public var hops: String?
  /// Letters of a malt's name, in order.
  public var malt: String?
  /// Letters of the yeast, in order.
  public var yeast: String?
  /// Only these ids.
  public var ids: [Int]?

  /// Creates a query; no filter means every beer.
  public init(
    name: String? = nil, abvGreaterThan: Double? = nil, abvLessThan: Double? = nil,
    ibuGreaterThan: Double? = nil, ibuLessThan: Double? = nil, ebcGreaterThan: Double? = nil,
    ebcLessThan: Double? = nil, brewedBefore: BrewMonth? = nil, brewedAfter: BrewMonth? = nil,
    food: String? = nil, hops: String? = nil, malt: String? = nil, yeast: String? = nil,
    ids: [Int]? = nil
  ) {
    self.name = name
    self.abvGreaterThan = abvGreaterThan
    self.abvLessThan = abvLessThan
    self.ibuGreaterThan = ibuGreaterThan
    self.ibuLessThan = ibuLessThan
    self.ebcGreaterThan = ebcGreaterThan
    self.ebcLessThan = ebcLessThan
    self.brewedBefore = brewedBefore
    self.brewedAfter = brewedAfter
    self.food = food
    self.hops = hops
    self.malt = malt
    self.yeast = yeast
    self.ids = ids
  }

  /// A filter of the query, to say which one is wrong.
  public enum Field: String, CaseIterable, Sendable {
    /// ``BeerQuery/name``.
    case name
    /// ``BeerQuery/abvGreaterThan``.
    case abvGreaterThan
    /// ``BeerQuery/abvLessThan``.
    case abvLessThan
    /// ``BeerQuery/ibuGreaterThan``.
    case ibuGreaterThan
    /// ``BeerQuery/ibuLessThan``.
    case ibuLessThan
    /// ``BeerQuery/ebcGreaterThan``.
    case ebcGreaterThan
    /// ``BeerQuery/ebcLessThan``.
    case ebcLessThan
    /// ``BeerQuery/food``.
    case food
    /// ``BeerQuery/hops``.
    case hops
    /// ``BeerQuery/malt``.
    case malt
    /// ``BeerQuery/yeast``.
    case yeast
    /// ``BeerQuery/ids``.
    case ids
  }

  /// Checks every filter before any request is made.
  ///
  /// - Throws: ``BeerQueryError`` for a negative or non-finite number, an
  ///   empty text, or an id below 1.
  public func validate() throws(BeerQueryError) {
    let numbers: [(Field, Double?)] = [
      (.abvGreaterThan, abvGreaterThan), (.abvLessThan, abvLessThan),
      (.ibuGreaterThan, ibuGreaterThan),
      (.ibuLessThan, ibuLessThan), (.ebcGreaterThan, ebcGreaterThan), (.ebcLessThan, ebcLessThan),
    ]
    for case (let field, let value?) in numbers where !(value.isFinite && value >= 0) {
      throw BeerQueryError(field: field, problem: .notANonNegativeNumber(value))
    }
    let texts: [(Field, String?)] = [
      (.name, name), (.food, food), (.hops, hops), (.malt, malt), (.yeast, yeast),
    ]
    for case (let field, let value?) in texts
    where value.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
      .isEmpty
    {
      throw BeerQueryError(field: field, problem: .empty)
    }
    if let ids {
      if ids.isEmpty { throw BeerQueryError(field: .ids, problem: .empty) }
      if let bad = ids.first(where: { $0 < 1 }) {
        throw BeerQueryError(field: .ids, problem: .idBelowOne(bad))
      }
    }
  }

  /// The Punk API query items of the filters, sorted by name: the canonical
  /// form of the query, so equal queries give equal text.
  var punkQueryItems: [URLQueryItem] {
    func text(_ value: String) -> String {
      value.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "_")
    }
    var items: [URLQueryItem] = []
    func add(_ name: String, _ value: String?) {
      if let value { items.append(URLQueryItem(name: name, value: value)) }
    }
    add("abv_gt", abvGreaterThan.map(\.compactText))
    add("abv_lt", abvLessThan.map(\.compactText))
    add("beer_name", name.map(text))
    add("brewed_after", brewedAfter?.text)
    add("brewed_before", brewedBefore?.text)
    add("ebc_gt", ebcGreaterThan.map(\.compactText))
    add("ebc_lt", ebcLessThan.map(\.compactText))
    add("food", food.map(text))
    add("hops", hops.map(text))
    add("ibu_gt", ibuGreaterThan.map(\.compactText))
    add("ibu_lt", ibuLessThan.map(\.compactText))
    add("ids", ids.map { $0.map(String.init).joined(separator: "|") })
    add("malt", malt.map(text))
    add("yeast", yeast.map(text))
    return items
  }

  /// The text a page token of this query is bound to.
  var canonicalText: String {
    punkQueryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
  }
}

/// A month of a year, for the brewed-before and brewed-after filters.
public struct BrewMonth: Hashable, Sendable, Comparable {
  /// 1…12.
  public let month: Int
  /// Four digits.
  public let year: Int

  /// Creates a month; `nil` unless `month` is 1…12 and `year` has four digits.
  public init?(month: Int, year: Int) {
    guard (1...12).contains(month), (1000...9999).contains(year) else { return nil }
    self.month = month
    self.year = year
  }

  /// Parses `MM-YYYY` (also `M-YYYY`).
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 4,
      let month = Int(parts[0]), let year = Int(parts[1])
    else { return nil }
    self.init(month: month, year: year)
  }

  /// `MM-YYYY`.
  public var text: String { (month < 10 ? "0" : "") + "\(month)-\(year)" }

  /// Earlier months first.
  public static func < (lhs: BrewMonth, rhs: BrewMonth) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}

extension Double {
  /// `5` for a whole number, `5.5` otherwise: how a filter value is written
  /// in a request and in a message.
  var compactText: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
