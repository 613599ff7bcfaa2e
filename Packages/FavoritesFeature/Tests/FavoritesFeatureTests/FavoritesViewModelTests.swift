import Common
import Foundation
import Paging
import PagingTesting
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
  #expect(list.state.list.refresh == .idle)
  await list.send(.itemAppeared(index: 2)).value
  #expect(list.state.items.map(\.id) == [5, 4, 3, 2, 1])
  #expect(list.state.list.isEndOfResults)

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
@Test func undoTwiceRestoresOnce() async throws {
  let adds = Locked<[Int]>([])
  var environment = FavoritesEnvironment.failing
  environment.list = { _, _ in
    Page(items: [favorite(3), favorite(2), favorite(1)], nextPageToken: nil)
  }
  environment.remove = { _ in true }
  environment.add = { favorite in
    adds.withLock { $0.append(favorite.id) }
    return true
  }
  let list = environment.makeFavoritesViewModel()
  await list.send(.load).value
  await list.send(.remove(id: 2)).value
  let first = list.send(.undoRemove)
  let second = list.send(.undoRemove)
  await first.value
  await second.value
  #expect(adds.current == [2])
  #expect(list.state.items.map(\.id) == [3, 2, 1])
  #expect(list.state.lastRemoved == nil)
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
@Test func aFailedUndoTakesTheFavoriteOutAgainAndKeepsTheUndo() async {
  var environment = FavoritesEnvironment.failing
  environment.list = { _, _ in Page(items: [favorite(2), favorite(1)], nextPageToken: nil) }
  environment.remove = { _ in true }
  environment.add = { _ in throw FavoritesStorageError(path: "/f", reason: .notADatabase) }
  let list = environment.makeFavoritesViewModel()
  await list.send(.load).value
  await list.send(.remove(id: 2)).value
  await list.send(.undoRemove).value
  #expect(list.state.items.map(\.id) == [1])
  #expect(list.state.lastRemoved == favorite(2))
  #expect(list.state.actionFailure?.kind == .storage)
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
  await list.send(.load).value
  #expect(list.state.list.refresh.failure?.kind == .storage)
  let retry = list.send(.retry)
  #expect(list.state.list.refresh == .loading)
  await retry.value
  #expect(list.state.list.isEmptyResult)
}

@MainActor
@Test func aRefreshDropsTheLateAnswerOfTheLoadBeforeIt() async {
  let gate = Gate()
  let calls = Locked(0)
  var environment = FavoritesEnvironment.failing
  environment.list = { _, _ in
    let call = calls.withLock { count in
      count += 1
      return count
    }
    if call == 1 {
      await Task.detached { try? await gate.wait() }.value
      return Page(items: [favorite(9)], nextPageToken: nil)
    }
    return Page(items: [favorite(1)], nextPageToken: nil)
  }
  let list = environment.makeFavoritesViewModel()
  let stale = list.send(.load)
  await Task.yield()
  await list.send(.refresh).value
  gate.open()
  await stale.value
  #expect(list.state.items.map(\.id) == [1])
}
