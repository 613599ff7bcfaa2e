import Foundation

/// A favorite beer: a snapshot taken when it was added, so the list works
/// offline, without the catalog.
public struct Favorite: Equatable, Sendable, Identifiable {
  /// The beer's id.
  public var id: Int
  /// The name when added.
  public var name: String
  /// The tagline when added.
  public var tagline: String
  /// ABV when added.
  public var abv: Double?
  /// IBU when added.
  public var ibu: Double?
  /// When it was added (millisecond precision).
  public var addedAt: Date

  /// Creates a favorite.
  public init(
    id: Int, name: String, tagline: String = "", abv: Double? = nil, ibu: Double? = nil,
    addedAt: Date
  ) {
    self.id = id
    self.name = name
    self.tagline = tagline
    self.abv = abv
    self.ibu = ibu
    self.addedAt = addedAt
  }
}
