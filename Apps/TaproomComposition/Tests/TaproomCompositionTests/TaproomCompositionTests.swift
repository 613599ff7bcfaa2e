import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import TestSupport
import Testing

@testable import TaproomComposition

@Test func theFavoritesFileComesFromTheOptionThenTheEnvironmentThenXDGThenHome() {
  #expect(
    TaproomSettings(favoritesDB: "/a.sqlite", variables: ["TAPROOM_FAVORITES_DB": "/b.sqlite"])
      .favoritesURL.path == "/a.sqlite")
  #expect(
    TaproomSettings(variables: ["TAPROOM_FAVORITES_DB": "/b.sqlite", "XDG_DATA_HOME": "/x"])
      .favoritesURL.path == "/b.sqlite")
  #expect(
    TaproomSettings(variables: ["TAPROOM_FAVORITES_DB": "", "XDG_DATA_HOME": "/x"])
      .favoritesURL.path == "/x/taproom/favorites.sqlite")
  #expect(
    TaproomSettings(variables: ["HOME": "/home/me"]).favoritesURL.path
      == "/home/me/.local/share/taproom/favorites.sqlite")
}

@Test func badSettingsAreRefusedWithTheNameOfTheOption() {
  #expect(throws: SettingsError("--timeout must be a number of seconds above 0, got 0")) {
    try TaproomComposition(TaproomSettings(timeout: 0, variables: [:]))
  }
  #expect(
    throws: SettingsError("TAPROOM_TIMEOUT must be a number of seconds above 0, got 'soon'")
  ) {
    try TaproomComposition(TaproomSettings(variables: ["TAPROOM_TIMEOUT": "soon"]))
  }
  #expect(
    throws: SettingsError(
      "--api-url must be an http or https URL such as http://127.0.0.1:8080/v2, got 'ftp://x'")
  ) {
    try TaproomComposition(TaproomSettings(apiURL: "ftp://x", variables: [:]))
  }
  #expect(
    throws: SettingsError(
      "--catalog is for the embedded catalog; it cannot be used with --api-url")
  ) {
    try TaproomComposition(
      TaproomSettings(apiURL: "http://127.0.0.1:1/v2", catalog: "/c.json", variables: [:]))
  }
  #expect(SettingsError("x").kind == .usage)
}

@Test func theEmbeddedCatalogAndTheFavoritesFileAreWiredTogether() async throws {
  let directory = try TemporaryDirectory()
  let composition = try TaproomComposition(
    TaproomSettings(favoritesDB: directory.file("f.sqlite").path, variables: [:]))
  let page = try await composition.discovery.fetchPage(BeerQuery(), PageRequest(pageSize: 3))
  #expect(page.items.map(\.id) == [1, 2, 3])
  #expect(page.items.allSatisfy { !$0.isFavorite })
  try await composition.discovery.favorites.setFavorite(page.items[1], true)
  let marked = try await composition.discovery.fetchPage(BeerQuery(), PageRequest(pageSize: 3))
  #expect(marked.items.map(\.isFavorite) == [false, true, false])
  #expect(try await composition.favorites.favoriteIDs(nil) == [2])
  #expect(composition.timeout == 5)
}
