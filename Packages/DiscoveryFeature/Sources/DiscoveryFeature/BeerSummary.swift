import Foundation

/// A beer as a row of the discovery list.
public struct BeerSummary: Equatable, Sendable, Identifiable {
  /// The id, from 1.
  public var id: Int
  /// The name.
  public var name: String
  /// The tagline.
  public var tagline: String
  /// Alcohol by volume, in percent.
  public var abv: Double?
  /// International bitterness units.
  public var ibu: Double?
  /// Colour, EBC units.
  public var ebc: Double?
  /// When first brewed (`MM/YYYY` or `YYYY`).
  public var firstBrewed: String
  /// The picture, when there is one.
  public var imageURL: URL?
  /// `true` when the user keeps it as a favorite.
  public var isFavorite: Bool

  /// Creates a summary.
  public init(
    id: Int, name: String, tagline: String = "", abv: Double? = nil, ibu: Double? = nil,
    ebc: Double? = nil, firstBrewed: String = "", imageURL: URL? = nil, isFavorite: Bool = false
  ) {
    self.isFavorite = isFavorite
    self.id = id
    self.name = name
    self.tagline = tagline
    self.abv = abv
    self.ibu = ibu
    self.ebc = ebc
    self.firstBrewed = firstBrewed
    self.imageURL = imageURL
  }
}
