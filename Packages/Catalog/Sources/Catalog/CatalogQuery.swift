import Foundation
internal import PunkContract

/// A `GET /beers` query, parsed and validated with the Punk API v2 rules.
struct CatalogQuery: Equatable, Sendable {
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
  struct Issue: Equatable, Sendable {
    var param: String
    var message: String
    var value: String
  }

  /// Every invalid parameter of a query.
  struct Issues: Error, Equatable {
    var list: [Issue]
  }

  /// Parses query items; unknown parameters are ignored, like the original
  /// server. Every invalid parameter is reported, not only the first.
  static func parse(_ items: [URLQueryItem]) -> Result<CatalogQuery, Issues> {
    var query = CatalogQuery()
    var issues: [Issue] = []
    for item in items {
      let value = item.value ?? ""
      func number(_ keyPath: WritableKeyPath<CatalogQuery, Double?>) {
        if let number = Double(value), number.isFinite, number >= 0 {
          query[keyPath: keyPath] = number
        } else {
          issues.append(
            Issue(
              param: item.name, message: "Must be a number greater than or equal to 0", value: value
            ))
        }
      }
      func text(_ keyPath: WritableKeyPath<CatalogQuery, String?>) {
        let text = value.replacingOccurrences(of: "_", with: " ")
        if text.trimmingCharacters(in: .whitespaces).isEmpty {
          issues.append(Issue(param: item.name, message: "Must not be empty", value: value))
        } else {
          query[keyPath: keyPath] = text
        }
      }
      func date(_ keyPath: WritableKeyPath<CatalogQuery, MonthYear?>) {
        if let date = MonthYear(query: value) {
          query[keyPath: keyPath] = date
        } else {
          issues.append(
            Issue(param: item.name, message: "Must be a date in the format mm-yyyy", value: value))
        }
      }
      switch item.name {
      case "page":
        if let page = Int(value), page >= 1 {
          query.page = page
        } else {
          issues.append(
            Issue(param: "page", message: "Must be a number greater than 0", value: value))
        }
      case "per_page":
        if let perPage = Int(value), (1...maximumPerPage).contains(perPage) {
          query.perPage = perPage
        } else {
          issues.append(
            Issue(
              param: "per_page", message: "Must be a number from 1 to \(maximumPerPage)",
              value: value))
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
      case "ids":
        let parts = value.split(separator: "|", omittingEmptySubsequences: false)
        let ids = parts.compactMap { Int($0) }.filter { $0 >= 1 }
        if !parts.isEmpty, ids.count == parts.count {
          query.ids = ids
        } else {
          issues.append(
            Issue(
              param: "ids", message: "Must be numbers greater than 0, separated by |", value: value)
          )
        }
      default:
        continue
      }
    }
    return issues.isEmpty ? .success(query) : .failure(Issues(list: issues))
  }

  /// `true` when no filter is set, so a page can be read by position.
  var isUnfiltered: Bool {
    self == CatalogQuery(page: page, perPage: perPage)
  }

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

/// A month of a year, compared month by month.
struct MonthYear: Comparable, Sendable {
  let month: Int
  let year: Int

  init?(month: Int, year: Int) {
    guard (1...12).contains(month), (1000...9999).contains(year) else { return nil }
    self.month = month
    self.year = year
  }

  /// `MM-YYYY`, as in `brewed_before`.
  init?(query: String) {
    let parts = query.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 4,
      let month = Int(parts[0]), let year = Int(parts[1])
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
