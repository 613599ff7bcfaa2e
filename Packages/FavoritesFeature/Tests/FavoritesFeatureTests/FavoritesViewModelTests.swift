import Common
import Foundation
import TestSupport
import Testing

@testable import FavoritesFeature

private func favorite(_ id: Int) -> Favorite {
  Favorite(id: id, name: "Beer \(id)", addedAt: Date(timeIntervalSince1970: Double(id)))
}

@MainActor
@Test func loadsPagesRemovesAndUndoes() async throws {
  let favorites = FavoritesEnvironment.inMemory()
  for id in 1...5 { _ = try await favorites.add(favorite(id)) }
  let list = favorites.makeFavoritesViewModel(pageSize: 3)
  await list.send(.load).value
  #expect(list.state.items.map(\.id) == [5, 4, 3])
  #expect(list.state.firstPage == .loaded)
  await list.send(.loadNextPage).value
  #expect(list.state.items.map(\.id) == [5, 4, 3, 2, 1])
  #expect(list.state.isEndOfResults)

  await list.send(.remove(id: 4)).value
  #expect(list.state.items.map(\.id) == [5, 3, 2, 1])
  #expect(list.state.lastRemoved == favorite(4))
  #expect(try await favorites.favoriteIDs([4]) == [])

  await list.send(.undoRemove).value
  #expect(list.state.items.map(\.id) == [5, 4, 3, 2, 1])
  #expect(list.state.lastRemoved == nil)
  #expect(try await favorites.favoriteIDs([4]) == [4])
}

@MainActor
@Test func aFailedRemovePutsTheItemBack() async {
  var environment = FavoritesEnvironment.failing
  environment.list = { _, _ in Page(items: [favorite(2), favorite(1)], nextPageToken: nil) }
  environment.remove = { _ in
    throw FavoritesStorageError(path: "/f", reason: .notWritable("permission denied"))
  }
  let list = environment.makeFavoritesViewModel()
  await list.send(.load).value
  await list.send(.remove(id: 2)).value
  #expect(list.state.items.map(\.id) == [2, 1])
  #expect(
    list.state.actionFailure?.message == "cannot write the favorites file /f: permission denied")
}

@MainActor
@Test func aFailedFirstPageCanBeRetried() async {
  let calls = Locked(0)
  var environment = FavoritesEnvironment.failing
  environment.list = { _, _ in
    if calls.withLock({ count in
      count += 1
      return count
    }) == 1 {
      throw FavoritesStorageError(path: "/f", reason: .notADatabase)
    }
    return Page(items: [], nextPageToken: nil)
  }
  let list = environment.makeFavoritesViewModel()
  var states: [FavoritesState] = []
  list.observe { states.append($0) }
  await list.send(.load).value
  await list.send(.retry).value
  #expect(states.map(\.firstPage).count == 4)
  #expect(states.last?.firstPage == .empty)
  #expect(states[1].firstPage.failure?.kind == .storage)
}
