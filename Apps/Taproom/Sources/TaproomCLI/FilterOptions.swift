import ArgumentParser
import DiscoveryFeature
import Foundation
import TaproomComposition

/// The discovery filters of `taproom discover`.
struct FilterOptions: ParsableArguments {
  @Option(help: "Name contains these letters in order (case-insensitive).")
  var name: String?
  @Option(name: .customLong("abv-gt"), help: "ABV above this.")
  var abvGreaterThan: Double?
  @Option(name: .customLong("abv-lt"), help: "ABV below this.")
  var abvLessThan: Double?
  @Option(name: .customLong("ibu-gt"), help: "IBU above this (a missing IBU counts as 0).")
  var ibuGreaterThan: Double?
  @Option(name: .customLong("ibu-lt"), help: "IBU below this.")
  var ibuLessThan: Double?
  @Option(name: .customLong("ebc-gt"), help: "EBC above this.")
  var ebcGreaterThan: Double?
  @Option(name: .customLong("ebc-lt"), help: "EBC below this.")
  var ebcLessThan: Double?
  @Option(
    name: .customLong("brewed-before"),
    help: ArgumentHelp("First brewed before this month.", valueName: "MM-YYYY"))
  var brewedBefore: String?
  @Option(
    name: .customLong("brewed-after"),
    help: ArgumentHelp("First brewed after this month.", valueName: "MM-YYYY"))
  var brewedAfter: String?
  @Option(help: "A food pairing contains this text.")
  var food: String?
  @Option(help: "A hop's name contains these letters in order.")
  var hops: String?
  @Option(help: "A malt's name contains these letters in order.")
  var malt: String?
  @Option(help: "The yeast contains these letters in order.")
  var yeast: String?
  @Option(help: ArgumentHelp("Only these ids.", valueName: "1,2,3"))
  var ids: String?

  /// The validated query; every problem is a usage error naming the option.
  func query() throws -> BeerQuery {
    let query = BeerQuery(
      name: name, abvGreaterThan: abvGreaterThan, abvLessThan: abvLessThan,
      ibuGreaterThan: ibuGreaterThan,
      ibuLessThan: ibuLessThan, ebcGreaterThan: ebcGreaterThan, ebcLessThan: ebcLessThan,
      brewedBefore: try month(brewedBefore, option: "--brewed-before"),
      brewedAfter: try month(brewedAfter, option: "--brewed-after"), food: food, hops: hops,
      malt: malt,
      yeast: yeast, ids: try idList())
    do {
      try query.validate()
    } catch {
      throw UsageError(error.message(naming: Self.option(for: error.field)))
    }
    return query
  }

  /// The filters as they were given, to repeat in the next-page command.
  var commandLineArguments: [String] {
    let pairs: [(String, String?)] = [
      ("--name", name), ("--abv-gt", abvGreaterThan.map(TaproomComposition.format)),
      ("--abv-lt", abvLessThan.map(TaproomComposition.format)),
      ("--ibu-gt", ibuGreaterThan.map(TaproomComposition.format)),
      ("--ibu-lt", ibuLessThan.map(TaproomComposition.format)),
      ("--ebc-gt", ebcGreaterThan.map(TaproomComposition.format)),
      ("--ebc-lt", ebcLessThan.map(TaproomComposition.format)), ("--brewed-before", brewedBefore),
      ("--brewed-after", brewedAfter), ("--food", food), ("--hops", hops), ("--malt", malt),
      ("--yeast", yeast),
      ("--ids", ids),
    ]
    return pairs.flatMap { option, value in value.map { [option, $0] } ?? [] }
  }

  private func month(_ text: String?, option: String) throws -> BrewMonth? {
    guard let text else { return nil }
    guard let month = BrewMonth(text) else {
      throw UsageError("\(option) must be a month as MM-YYYY, such as 05-2010, got '\(text)'")
    }
    return month
  }

  private func idList() throws -> [Int]? {
    guard let ids else { return nil }
    let parts = ids.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let numbers = parts.compactMap { Int($0) }
    guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 1 }) else {
      throw UsageError(
        "--ids must be ids of 1 or more separated by commas, such as 1,2,3, got '\(ids)'")
    }
    return numbers
  }

  private static func option(for field: BeerQuery.Field) -> String {
    switch field {
    case .name: "--name"
    case .abvGreaterThan: "--abv-gt"
    case .abvLessThan: "--abv-lt"
    case .ibuGreaterThan: "--ibu-gt"
    case .ibuLessThan: "--ibu-lt"
    case .ebcGreaterThan: "--ebc-gt"
    case .ebcLessThan: "--ebc-lt"
    case .food: "--food"
    case .hops: "--hops"
    case .malt: "--malt"
    case .yeast: "--yeast"
    case .ids: "--ids"
    }
  }
}
