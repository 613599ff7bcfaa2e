import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import MCP

/// Taproom's values as MCP structured content. Built key by key, so that a
/// missing value is an explicit `null`, as the output schemas say (a
/// Codable encoded by the SDK would drop the key).
enum BeerValues {
  /// A list row: `{id, name, tagline, abv, ibu, ebc, firstBrewed, imageURL, isFavorite}`.
  static func item(_ beer: BeerSummary) -> Value {
    .object([
      "id": .int(beer.id), "name": .string(beer.name), "tagline": .string(beer.tagline),
      "abv": number(beer.abv), "ibu": number(beer.ibu), "ebc": number(beer.ebc),
      "firstBrewed": beer.firstBrewed.isEmpty ? .null : .string(beer.firstBrewed),
      "imageURL": beer.imageURL.map { .string($0.absoluteString) } ?? .null,
      "isFavorite": .bool(beer.isFavorite),
    ])
  }

  /// A favorite as a list row: what was kept when it was added.
  static func item(_ favorite: Favorite) -> Value {
    item(
      BeerSummary(
        id: favorite.id, name: favorite.name, tagline: favorite.tagline, abv: favorite.abv,
        ibu: favorite.ibu, isFavorite: true))
  }

  /// A page: `{items, nextCursor}`, `nextCursor` null only at the end.
  static func page(_ items: [Value], next: PageToken?) -> Value {
    .object(["items": .array(items), "nextCursor": next.map { .string($0.rawValue) } ?? .null])
  }

  /// The full beer as `taproom show --json` prints it (nulls kept), with `isFavorite`.
  static func beer(_ beer: Beer) throws -> Value {
    try JSONDecoder().decode(Value.self, from: json(beer))
  }

  /// The full beer as JSON text.
  static func json(_ beer: Beer) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(beer)
  }

  /// `{id, isFavorite, changed}`.
  static func change(id: Int, isFavorite: Bool, changed: Bool) -> Value {
    .object(["id": .int(id), "isFavorite": .bool(isFavorite), "changed": .bool(changed)])
  }

  private static func number(_ value: Double?) -> Value {
    value.map { .double($0) } ?? .null
  }
}
