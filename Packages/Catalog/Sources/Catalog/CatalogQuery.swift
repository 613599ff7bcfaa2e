import Foundation
internal import PunkContract

/// A `GET /beers` query, parsed and validated with the Punk API v2 rules.
struct CatalogQuery: Hashable, Sendable {
  var page = 1
  var perPage = 25
  var abvGreaterThan: Double?
  var abvLessThan: Double?
  var ibuGreaterThan: Double?
  var ibuLessThan: Double?
  var ebcGreaterThan: Double?
  var ebcLessThan: Double?
  var brewedBefore: MonthYear?
  var brewedAfter: MonthYear?
  var beerName: String?
  var yeast: String?
  var hops: String?
  var malt: String?
  var food: String?
  var ids: [Int]?

  static let maximumPerPage = 80

  /// One invalid parameter, as the error body's `data` lists it.
  struct Issue: Error, Equatable, Sendable {
    var param: String
    var message: String
    var value: String
  }

  /// Every invalid parameter of a query.
  struct Issues: Error, Equatable {
    var list: [Issue]
  }

  /// The parameters a `GET /beers` query may have; any other is refused.
  static let parameterNames: Set<String> = [
    "page", "per_page", "abv_gt", "abv_lt", "ibu_gt", "ibu_lt", "ebc_gt", "ebc_lt",
    "brewed_before", "brewed_after", "beer_name", "yeast", "hops", "malt", "food", "ids",
  ]
  /// The largest page number (the OpenAPI document's maximum).
  static let maximumPage = 2_147_483_647
  /// The longest text filter, in Unicode scalars.
  static let maximumTextLength = 200
  /// The most ids in one `ids` filter.
  static let maximumIDs = 80

  /// Parses a query with the rules of the OpenAPI document
  /// (`docs/openapi.json`): a parameter it does not declare, or one given
  /// twice, is refused like an invalid value. Every problem is reported,
  /// not only the first.
  static func parse(_ query: QueryString) -> Result<CatalogQuery, Issues> {
    var result = CatalogQuery()
    var issues: [Issue] = []
    var seen: Set<String> = []
    for (name, value) in query.pairs {
      func refuse(_ message: String) {
        issues.append(Issue(param: name, message: message, value: String(value.prefix(100))))
      }
      guard parameterNames.contains(name) else {
        refuse("Unknown query parameter")
        continue
      }
      guard seen.insert(name).inserted else {
        refuse("Must be given once")
        continue
      }
      func number(_ keyPath: WritableKeyPath<CatalogQuery, Double?>) {
        if let number = decimal(value), number >= 0 {
          result[keyPath: keyPath] = number
        } else {
          refuse("Must be a number greater than or equal to 0")
        }
      }
      func text(_ keyPath: WritableKeyPath<CatalogQuery, String?>) {
        if value.isEmpty || value.unicodeScalars.count > maximumTextLength {
          refuse("Must be from 1 to \(maximumTextLength) characters")
        } else {
          result[keyPath: keyPath] = value.replacingOccurrences(of: "_", with: " ")
        }
      }
      func date(_ keyPath: WritableKeyPath<CatalogQuery, MonthYear?>) {
        if let date = MonthYear(query: value) {
          result[keyPath: keyPath] = date
        } else {
          refuse("Must be a date in the format mm-yyyy")
        }
      }
      switch name {
      case "page":
        if let page = digits(value), (1...maximumPage).contains(page) {
          result.page = page
        } else {
          refuse("Must be a number from 1 to \(maximumPage)")
        }
      case "per_page":
        if let perPage = digits(value), (1...maximumPerPage).contains(perPage) {
          result.perPage = perPage
        } else {
          refuse("Must be a number from 1 to \(maximumPerPage)")
        }
      case "abv_gt": number(\.abvGreaterThan)
      case "abv_lt": number(\.abvLessThan)
      case "ibu_gt": number(\.ibuGreaterThan)
      case "ibu_lt": number(\.ibuLessThan)
      case "ebc_gt": number(\.ebcGreaterThan)
      case "ebc_lt": number(\.ebcLessThan)
      case "brewed_before": date(\.brewedBefore)
      case "brewed_after": date(\.brewedAfter)
      case "beer_name": text(\.beerName)
      case "yeast": text(\.yeast)
      case "hops": text(\.hops)
      case "malt": text(\.malt)
      case "food": text(\.food)
      default:  // ids
        let parts = value.split(separator: "|", omittingEmptySubsequences: false)
        let ids = parts.compactMap { part in
          part.first != "0" && part.count <= 10 ? digits(part) : nil
        }
        if !parts.isEmpty, ids.count == parts.count, ids.count <= maximumIDs {
          result.ids = ids
        } else {
          refuse("Must be up to \(maximumIDs) numbers greater than 0, separated by |")
        }
      }
    }
    return issues.isEmpty ? .success(result) : .failure(Issues(list: issues))
  }

  /// A whole number written with digits only (no sign, no spaces).
  static func digits(_ text: some StringProtocol) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 18,
      text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
    else { return nil }
    return Int(text)
  }

  /// A decimal number as JSON writes one: `-?digits(.digits)?(e[+-]?digits)?`.
  /// No hexadecimal, no `inf` or `nan`, no leading `+`.
  static func decimal(_ text: String) -> Double? {
    var utf8 = text.utf8[...]
    func skipDigits() -> Bool {
      let before = utf8.count
      while let byte = utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        utf8 = utf8.dropFirst()
      }
      return utf8.count < before
    }
    if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
    guard skipDigits() else { return nil }
    if utf8.first == UInt8(ascii: ".") {
      utf8 = utf8.dropFirst()
      guard skipDigits() else { return nil }
    }
    if utf8.first == UInt8(ascii: "e") || utf8.first == UInt8(ascii: "E") {
      utf8 = utf8.dropFirst()
      if utf8.first == UInt8(ascii: "+") || utf8.first == UInt8(ascii: "-") {
        utf8 = utf8.dropFirst()
      }
      guard skipDigits() else { return nil }
    }
    guard utf8.isEmpty, let number = Double(text), number.isFinite else { return nil }
    return number
  }

  /// `true` when no filter is set, so a page can be read by position.
  var isUnfiltered: Bool {
    self == CatalogQuery(page: page, perPage: perPage)
  }
}

/// A month of a year, compared month by month.
struct MonthYear: Comparable, Hashable, Sendable {
  let month: Int
  let year: Int

  init?(month: Int, year: Int) {
    guard (1...12).contains(month), (1000...9999).contains(year) else { return nil }
    self.month = month
    self.year = year
  }

  /// `MM-YYYY` (or `M-YYYY`), as in `brewed_before`: digits only.
  init?(query: String) {
    let parts = query.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 4,
      let month = CatalogQuery.digits(parts[0]), let year = CatalogQuery.digits(parts[1])
    else { return nil }
    self.init(month: month, year: year)
  }

  /// A beer's `first_brewed`; a year alone means January of that year.
  init?(_ firstBrewed: PunkFirstBrewed) {
    self.init(month: firstBrewed.monthOrJanuary, year: firstBrewed.year)
  }

  static func < (lhs: MonthYear, rhs: MonthYear) -> Bool {
    (lhs.year, lhs.month) < (rhs.year, rhs.month)
  }
}
