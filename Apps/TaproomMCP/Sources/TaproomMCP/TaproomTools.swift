import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import MCP
import TaproomComposition

/// The tools, mapped onto the features' use cases. Answers carry
/// `structuredContent` and a short text; a call that cannot be answered is
/// a result with `isError: true` whose text says why.
struct TaproomTools: Sendable {
  let discovery: DiscoveryEnvironment
  let favorites: FavoritesEnvironment
  var now: @Sendable () -> Date = { Date() }

  /// Runs a tool. Throws `MCPError.invalidParams` (-32602) for an unknown
  /// tool or a missing required argument, as the MCP specification says.
  func call(_ name: String, _ arguments: [String: Value]?) async throws -> CallTool.Result {
    let arguments = ToolArguments(arguments)
    do {
      switch name {
      case "discover_beers": return try await discoverBeers(arguments)
      case "get_beer": return try await getBeer(arguments)
      case "list_favorites": return try await listFavorites(arguments)
      case "add_favorite": return try await setFavorite(arguments, true)
      case "remove_favorite": return try await setFavorite(arguments, false)
      default: throw MCPError.invalidParams("Unknown tool: \(name)")
      }
    } catch let error as MCPError {
      throw error
    } catch {
      return CallTool.Result(content: [Self.text(ToolFailure(error).message)], isError: true)
    }
  }

  private func discoverBeers(_ arguments: ToolArguments) async throws -> CallTool.Result {
    try arguments.only([
      "name", "abv_gt", "abv_lt", "ibu_gt", "ibu_lt", "ebc_gt", "ebc_lt", "brewed_before",
      "brewed_after", "food", "hops", "malt", "yeast", "ids", "page_size", "cursor",
    ])
    let query = BeerQuery(
      name: try arguments.text("name"), abvGreaterThan: try arguments.nonNegative("abv_gt"),
      abvLessThan: try arguments.nonNegative("abv_lt"),
      ibuGreaterThan: try arguments.nonNegative("ibu_gt"),
      ibuLessThan: try arguments.nonNegative("ibu_lt"),
      ebcGreaterThan: try arguments.nonNegative("ebc_gt"),
      ebcLessThan: try arguments.nonNegative("ebc_lt"),
      brewedBefore: try arguments.month("brewed_before"),
      brewedAfter: try arguments.month("brewed_after"), food: try arguments.text("food"),
      hops: try arguments.text("hops"), malt: try arguments.text("malt"),
      yeast: try arguments.text("yeast"), ids: try arguments.integers("ids"))
    try query.validate()
    let (page, next) = try await discovery.cursorPage(
      query, size: try arguments.pageSize(maximum: 80), cursor: try arguments.cursor())
    return result(
      BeerValues.page(page.items.map(BeerValues.item), next: next),
      text: listing(page.items.map { ($0.id, $0.name, $0.isFavorite) }, next: next, noun: "beer"))
  }

  private func getBeer(_ arguments: ToolArguments) async throws -> CallTool.Result {
    try arguments.only(["id"])
    let id = try arguments.required("id")
    guard id >= 1 else { throw ToolFailure.argument("id", "must be 1 or more, got \(id)") }
    let beer = try await discovery.fetchBeer(id)
    let abv = beer.abv.map { " · \(TaproomComposition.format($0))% ABV" } ?? ""
    return result(
      try BeerValues.beer(beer),
      text: "\(beer.id) \(beer.name)\(beer.isFavorite ? " ★" : "") — \(beer.tagline)\(abv)")
  }

  private func listFavorites(_ arguments: ToolArguments) async throws -> CallTool.Result {
    try arguments.only(["page_size", "cursor"])
    let page = try await favorites.list(
      try arguments.pageSize(maximum: 100), try arguments.cursor())
    return result(
      BeerValues.page(page.items.map(BeerValues.item), next: page.nextPageToken),
      text: listing(
        page.items.map { ($0.id, $0.name, true) }, next: page.nextPageToken, noun: "favorite"))
  }

  private func setFavorite(_ arguments: ToolArguments, _ wanted: Bool) async throws
    -> CallTool.Result
  {
    try arguments.only(["id"])
    let id = try arguments.required("id")
    guard id >= 1 else { throw ToolFailure.argument("id", "must be 1 or more, got \(id)") }
    let changed: Bool
    let name: String
    if wanted {
      let beer = try await discovery.fetchBeer(id)
      name = beer.name
      changed = try await favorites.add(FavoritesAdapter.snapshot(of: beer.summary, at: now()))
    } else {
      name = "beer \(id)"
      changed = try await favorites.remove(id)
    }
    let text =
      switch (wanted, changed) {
      case (true, true): "\(name) (\(id)) is now a favorite"
      case (true, false): "\(name) (\(id)) was already a favorite"
      case (false, true): "\(name) is no longer a favorite"
      case (false, false): "\(name) was not a favorite"
      }
    return result(BeerValues.change(id: id, isFavorite: wanted, changed: changed), text: text)
  }

  private func result(_ value: Value, text: String) -> CallTool.Result {
    CallTool.Result(content: [Self.text(text)], structuredContent: Optional(value), isError: false)
  }

  private static func text(_ text: String) -> Tool.Content {
    .text(text: text, annotations: nil, _meta: nil)
  }

  /// "3 beers: 1 Punk IPA ★, 2 Trashy Blonde, …; more: pass cursor …".
  private func listing(_ rows: [(Int, String, Bool)], next: PageToken?, noun: String) -> String {
    guard !rows.isEmpty else { return "no \(noun)s" }
    let names = rows.map { "\($0.0) \($0.1)\($0.2 ? " ★" : "")" }.joined(separator: ", ")
    let more = next.map { "; more: pass cursor \($0.rawValue)" } ?? "; that is all"
    return "\(rows.count) \(noun)\(rows.count == 1 ? "" : "s"): \(names)\(more)"
  }
}
