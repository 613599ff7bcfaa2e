import DiscoveryFeature
import FavoritesFeature
import Foundation

/// Connects the two features: fills DiscoveryFeature's `FavoriteMarks`
/// from FavoritesFeature. Only the apps' composition knows both.
public enum FavoritesAdapter {
  /// Marks read from, and saved to, `favorites`; a new favorite is stamped
  /// with `now()`.
  public static func marks(_ favorites: FavoritesEnvironment, now: @escaping @Sendable () -> Date)
    -> FavoriteMarks
  {
    FavoriteMarks(
      favoriteIDs: { ids in try await favorites.favoriteIDs(ids) },
      setFavorite: { beer, on in
        if on {
          _ = try await favorites.add(snapshot(of: beer, at: now()))
        } else {
          _ = try await favorites.remove(beer.id)
        }
      },
      changes: favorites.changes)
  }

  /// The favorite kept for a beer: what `favorites list` shows offline.
  public static func snapshot(of beer: BeerSummary, at date: Date) -> Favorite {
    Favorite(
      id: beer.id, name: beer.name, tagline: beer.tagline, abv: beer.abv, ibu: beer.ibu,
      addedAt: date)
  }
}
