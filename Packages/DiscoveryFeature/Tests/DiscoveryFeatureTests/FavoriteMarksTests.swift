import Common
import Foundation
import Networking
import PagingTesting
import TestSupport
import Testing

@testable import DiscoveryFeature

/// Favorites kept in memory, with a change stream, as an app would provide them.
final class MemoryMarks: Sendable {
  let ids = Locked<Set<Int>>([])
  let continuations = Locked<[AsyncStream<Set<Int>>.Continuation]>([])

  var marks: FavoriteMarks {
    FavoriteMarks(
      favoriteIDs: { asked in self.ids.current.intersection(asked) },
      setFavorite: { beer, on in
        let now = self.ids.withLock { ids in
          if on { ids.insert(beer.id) } else { ids.remove(beer.id) }
          return ids
        }
        for continuation in self.continuations.current { continuation.yield(now) }
      },
      changes: {
        AsyncStream { continuation in
          continuation.yield(self.ids.current)
          self.continuations.withLock { $0.append(continuation) }
        }
      })
  }
}

@Test func liveDiscoveryMarksPagesAndBeers() async throws {
  let memory = MemoryMarks()
  memory.ids.withLock { $0 = [2, 30] }
  let server = StubPunkServer(count: 5)
  let discovery = DiscoveryEnvironment.live(
    http: server.client, baseURL: baseURL, favorites: memory.marks)
  let page = try await discovery.fetchPage(BeerQuery(), PageRequest())
  #expect(page.items.filter(\.isFavorite).map(\.id) == [2])
}

@MainActor
@Test func togglingMarksAtOnceAndTheStreamKeepsTheListInStep() async throws {
  let memory = MemoryMarks()
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in Page(items: summaries(1...3), nextPageToken: nil) },
    fetchBeer: { _ in throw Boom() },
    favorites: memory.marks)
  let list = environment.makeDiscoveryViewModel()
  await list.send(.load).value
  let toggle = list.send(.toggleFavorite(id: 2))
  #expect(list.state.items.map(\.isFavorite) == [false, true, false])
  await toggle.value
  #expect(memory.ids.current == [2])
  // A change made elsewhere in the process arrives through the stream.
  try await memory.marks.setFavorite(BeerSummary(id: 3, name: "Beer 3"), true)
  try await observed({ list.state.items.map(\.isFavorite) }, equals: [false, true, true])
}

/// Marks whose change stream says when it ends.
private func endingMarks() -> (FavoriteMarks, AsyncStream<Void>) {
  let (ended, signal) = AsyncStream.makeStream(of: Void.self)
  let marks = FavoriteMarks(
    favoriteIDs: { _ in [] }, setFavorite: { _, _ in },
    changes: {
      AsyncStream { continuation in
        continuation.onTermination = { _ in
          signal.yield()
          signal.finish()
        }
      }
    })
  return (marks, ended)
}

@MainActor
@Test func releasingTheListEndsItsFavoritesStream() async throws {
  let (marks, ended) = endingMarks()
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in Page(items: summaries(1...3), nextPageToken: nil) },
    fetchBeer: { _ in throw Boom() }, favorites: marks)
  var list: DiscoveryViewModel? = environment.makeDiscoveryViewModel()
  await list?.send(.load).value
  list = nil
  try await withTimeout(.seconds(5)) {
    for await _ in ended { return }
  }
}

@MainActor
@Test func aFailedToggleIsPutBack() async throws {
  var marks = FavoriteMarks.none
  marks.setFavorite = { _, _ in throw Boom() }
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in Page(items: summaries(1...2), nextPageToken: nil) },
    fetchBeer: { _ in throw Boom() },
    favorites: marks)
  let list = environment.makeDiscoveryViewModel()
  await list.send(.load).value
  await list.send(.toggleFavorite(id: 1)).value
  #expect(list.state.items.map(\.isFavorite) == [false, false])
  #expect(list.state.favoriteFailure?.message == "an unexpected error occurred")
}

@MainActor
@Test func theDetailTogglesItsFavorite() async throws {
  let memory = MemoryMarks()
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in throw Boom() }, fetchBeer: { id in Beer(id: id, name: "Punk IPA") },
    favorites: memory.marks)
  let detail = environment.makeDetailViewModel(id: 1)
  await detail.send(.load).value
  await detail.send(.toggleFavorite).value
  #expect(detail.state.content == .loaded(Beer(id: 1, name: "Punk IPA", isFavorite: true)))
  #expect(memory.ids.current == [1])
  await detail.send(.toggleFavorite).value
  #expect(memory.ids.current == [])
}

@MainActor
@Test func theDetailSaysWhenAToggleFailedAndPutsTheMarkBack() async throws {
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in throw Boom() }, fetchBeer: { id in Beer(id: id, name: "Punk IPA") })
  let detail = environment.makeDetailViewModel(id: 1)
  await detail.send(.load).value
  let toggle = detail.send(.toggleFavorite)
  #expect(detail.state.content == .loaded(Beer(id: 1, name: "Punk IPA", isFavorite: true)))
  await toggle.value
  #expect(detail.state.content == .loaded(Beer(id: 1, name: "Punk IPA", isFavorite: false)))
  #expect(detail.state.favoriteFailure?.message == "favorites are not available here")
}

@MainActor
@Test func withoutFavoritesATogglesSaysSoAndPutsTheMarkBack() async throws {
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in Page(items: summaries(1...1), nextPageToken: nil) },
    fetchBeer: { _ in throw Boom() })
  let list = environment.makeDiscoveryViewModel()
  await list.send(.load).value
  await list.send(.toggleFavorite(id: 1)).value
  #expect(list.state.items.map(\.isFavorite) == [false])
  #expect(list.state.favoriteFailure?.message == "favorites are not available here")
}

@MainActor
@Test func aSetReadBeforeTheToggleWasSavedDoesNotPutTheOldMarkBack() async throws {
  let gate = Gate()
  let marks = FavoriteMarks(
    favoriteIDs: { _ in [] },
    setFavorite: { _, _ in await Task.detached { try? await gate.wait() }.value },
    changes: { AsyncStream { $0.finish() } })
  let environment = DiscoveryEnvironment(
    fetchPage: { _, _ in Page(items: summaries(1...3), nextPageToken: nil) },
    fetchBeer: { _ in throw Boom() }, favorites: marks)
  let list = environment.makeDiscoveryViewModel()
  await list.send(.load).value
  let toggle = list.send(.toggleFavorite(id: 2))
  // The stream's set from before the save arrives while it is in flight.
  list.send(.favoritesChanged([]))
  #expect(list.state.items.map(\.isFavorite) == [false, true, false])
  gate.open()
  await toggle.value
  // Saved: the stream is the truth again.
  list.send(.favoritesChanged([]))
  #expect(list.state.items.map(\.isFavorite) == [false, false, false])
}
