import Common
import TestSupport
import Testing

@testable import FavoritesFeature

extension FavoritesEnvironment {
  /// Every use case records a test failure and throws; tests replace only
  /// the closures they expect. The change stream ends at once.
  static var failing: FavoritesEnvironment {
    FavoritesEnvironment(
      add: { _ in throw unexpectedCall("FavoritesEnvironment.add") },
      remove: { _ in throw unexpectedCall("FavoritesEnvironment.remove") },
      list: { _, _ in throw unexpectedCall("FavoritesEnvironment.list") },
      favoriteIDs: { _ in throw unexpectedCall("FavoritesEnvironment.favoriteIDs") },
      changes: { AsyncStream { $0.finish() } })
  }
}
