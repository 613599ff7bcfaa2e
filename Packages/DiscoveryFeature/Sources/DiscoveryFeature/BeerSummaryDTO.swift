import Foundation

/// The fields of a Punk API beer that a list shows, decoded with the same
/// leniency as ``BeerDTO``. A list page skips everything else (ingredients,
/// method, description), which is most of the decoding work of a full beer.
struct BeerSummaryDTO: Decodable, Equatable {
  var id: Int
  var name: String
  var tagline: String?
  var firstBrewed: String?
  var imageURL: String?
  var abv, ibu, ebc: Double?

  enum CodingKeys: String, CodingKey {
    case id, name, tagline, abv, ibu, ebc
    case firstBrewed = "first_brewed"
    case imageURL = "image_url"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    tagline = container.lenient(String.self, .tagline)
    firstBrewed = container.lenient(String.self, .firstBrewed)
    imageURL = container.lenient(String.self, .imageURL)
    abv = container.lenientNumber(.abv)
    ibu = container.lenientNumber(.ibu)
    ebc = container.lenientNumber(.ebc)
  }

  var summary: BeerSummary {
    BeerSummary(
      id: id, name: name, tagline: tagline ?? "", abv: abv, ibu: ibu, ebc: ebc,
      firstBrewed: firstBrewed ?? "", imageURL: imageURL.flatMap(URL.init(string:)))
  }
}
