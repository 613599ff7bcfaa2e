import Common
import DiscoveryFeature
import Foundation

/// The JSON shapes `taproom` prints.
enum JSONOutput {
  /// A discovery row: `{"id","name","tagline","abv","ibu","ebc","firstBrewed","imageURL"}`.
  struct Item: Encodable {
    var id: Int
    var name: String
    var tagline: String
    var abv: Double?
    var ibu: Double?
    var ebc: Double?
    var firstBrewed: String
    var imageURL: String?

    init(_ beer: BeerSummary) {
      id = beer.id
      name = beer.name
      tagline = beer.tagline
      abv = beer.abv
      ibu = beer.ibu
      ebc = beer.ebc
      firstBrewed = beer.firstBrewed
      imageURL = beer.imageURL?.absoluteString
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      try container.encode(tagline, forKey: .tagline)
      try container.encode(abv, forKey: .abv)
      try container.encode(ibu, forKey: .ibu)
      try container.encode(ebc, forKey: .ebc)
      try container.encode(firstBrewed, forKey: .firstBrewed)
      try container.encode(imageURL, forKey: .imageURL)
    }

    enum CodingKeys: String, CodingKey {
      case id, name, tagline, abv, ibu, ebc, firstBrewed, imageURL
    }
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
