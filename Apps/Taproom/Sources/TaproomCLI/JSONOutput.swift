import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation

/// The JSON shapes `taproom` prints. Missing numbers are written as `null`.
enum JSONOutput {
  /// A discovery row:
  /// `{"abv","ebc","firstBrewed","ibu","id","imageURL","isFavorite","name","tagline"}`.
  struct Item: Encodable {
    var beer: BeerSummary

    init(_ beer: BeerSummary) { self.beer = beer }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(beer.id, forKey: .id)
      try container.encode(beer.name, forKey: .name)
      try container.encode(beer.tagline, forKey: .tagline)
      try container.encode(beer.abv, forKey: .abv)
      try container.encode(beer.ibu, forKey: .ibu)
      try container.encode(beer.ebc, forKey: .ebc)
      try container.encode(beer.firstBrewed, forKey: .firstBrewed)
      try container.encode(beer.imageURL?.absoluteString, forKey: .imageURL)
      try container.encode(beer.isFavorite, forKey: .isFavorite)
    }

    enum CodingKeys: String, CodingKey {
      case id, name, tagline, abv, ibu, ebc, firstBrewed, imageURL, isFavorite
    }
  }

  /// A favorite: `{"abv","addedAt","ibu","id","name","tagline"}`, `addedAt` in ISO 8601.
  struct FavoriteItem: Encodable {
    var favorite: Favorite

    init(_ favorite: Favorite) { self.favorite = favorite }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(favorite.id, forKey: .id)
      try container.encode(favorite.name, forKey: .name)
      try container.encode(favorite.tagline, forKey: .tagline)
      try container.encode(favorite.abv, forKey: .abv)
      try container.encode(favorite.ibu, forKey: .ibu)
      try container.encode(favorite.addedAt.formatted(.iso8601), forKey: .addedAt)
    }

    enum CodingKeys: String, CodingKey { case id, name, tagline, abv, ibu, addedAt }
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// One encoded value as text. Encoding these plain values cannot fail.
  static func text(_ value: some Encodable) -> String {
    String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
  }

  /// `"token"` or `null`.
  static func token(_ token: PageToken?) -> String {
    token.map { text($0.rawValue) } ?? "null"
  }
}
