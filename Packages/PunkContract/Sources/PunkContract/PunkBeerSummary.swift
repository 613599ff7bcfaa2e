/// The fields of a ``PunkBeer`` that a list row shows, read by the same rules
/// as the full beer (it is the first thing ``PunkBeer/init(from:)`` reads).
/// A list page decodes only these and skips ingredients, method and
/// description, which are most of the work of decoding a full beer.
public struct PunkBeerSummary: Decodable, Equatable, Sendable {
  /// `id`: a whole number from 1.
  public var id: Int
  /// `name`.
  public var name: String
  /// `tagline`.
  public var tagline: String
  /// `first_brewed`.
  public var firstBrewed: PunkFirstBrewed
  /// `image_url`, or `null`.
  public var imageURL: String?
  /// `abv`.
  public var abv: Double
  /// `ibu`, or `null`.
  public var ibu: Double?
  /// `ebc`, or `null`.
  public var ebc: Double?

  /// Decodes the row fields of a beer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PunkBeer.CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    guard id >= 1 else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "expected a whole number from 1")
    }
    name = try container.decode(String.self, forKey: .name)
    tagline = try container.decode(String.self, forKey: .tagline)
    firstBrewed = try container.decode(PunkFirstBrewed.self, forKey: .firstBrewed)
    imageURL = try container.decodeIfPresent(String.self, forKey: .imageURL)
    abv = try container.decode(Double.self, forKey: .abv)
    ibu = try container.decodeIfPresent(Double.self, forKey: .ibu)
    ebc = try container.decodeIfPresent(Double.self, forKey: .ebc)
  }
}
