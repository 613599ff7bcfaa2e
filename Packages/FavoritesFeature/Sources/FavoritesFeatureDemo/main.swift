// The favorites feature on its own: its view model on an in-memory SQLite
// database, no app, no other feature. Prints what a person would see at
// each step. Run with `make demo-FavoritesFeature`.
import FavoritesFeature
import Foundation

func show(_ favorites: [Favorite]) {
  if favorites.isEmpty { print("  (none)") }
  for favorite in favorites { print("  ★ \(favorite.id)  \(favorite.name)") }
}

@MainActor
func demo() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  for id in 1...7 {
    _ = try await favorites.add(
      Favorite(id: id, name: "Demo beer \(id)", addedAt: Date(timeIntervalSince1970: Double(id))))
  }
  let list = favorites.makeFavoritesViewModel(pageSize: 4)

  print("== first page, newest first (4 of 7)")
  await list.send(.load).value
  show(list.state.items)

  print("== the last row appears: the next page loads")
  await list.send(.itemAppeared(index: 3)).value
  show(Array(list.state.items.suffix(3)))

  print("== remove beer 5")
  await list.send(.remove(id: 5)).value
  show(list.state.items)
  print("  removed \(list.state.lastRemoved?.name ?? "nothing") · u to undo")

  print("== undo")
  await list.send(.undoRemove).value
  show(list.state.items)
}

try await demo()
