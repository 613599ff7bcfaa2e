import Common
import Paging
import PagingTesting
import TestSupport
import Testing

@testable import DiscoveryFeature

/// Discovery's fetch over a scripted loader, recording each call's query
/// and request.
private final class ScriptedFetch: Sendable {
  let loader = ScriptedLoader<BeerSummary>()
  let calls = Locked<[(query: BeerQuery, request: PageRequest)]>([])

  var environment: DiscoveryEnvironment {
    var environment = DiscoveryEnvironment.failing
    environment.fetchPage = { query, request in
      self.calls.withLock { $0.append((query, request)) }
      return try await self.loader.load(request.token)
    }
    return environment
  }

  var requests: [PageRequest] { calls.current.map(\.request) }
  var queries: [BeerQuery] { calls.current.map(\.query) }
}

@MainActor
@Test func pagesAreRequestedWithTheQueryThePageSizeAndTheTokens() async {
  let fetch = ScriptedFetch()
  fetch.loader.expect(token("start"), then: .page(summaries(1...3), next: token("t2")))
  fetch.loader.expect(token("t2"), then: .page(summaries(4...5), next: nil))
  let ipa = BeerQuery(name: "ipa")
  let list = fetch.environment.makeDiscoveryViewModel(
    query: ipa, pageSize: 3, startToken: token("start"))
  await list.send(.load).value
  #expect(list.state.list.refresh == .idle)
  await list.send(.itemAppeared(index: 0)).value
  #expect(
    fetch.requests == [
      PageRequest(pageSize: 3, token: token("start")), PageRequest(pageSize: 3, token: token("t2")),
    ])
  #expect(fetch.queries == [ipa, ipa])
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4, 5])
  #expect(list.state.list.isEndOfResults)
  #expect(list.state.nextPageToken == nil)
}

@MainActor
@Test func theDefaultPrefetchIsOnePageOfTheRequestedSize() {
  let list = DiscoveryEnvironment.failing.makeDiscoveryViewModel(pageSize: 7)
  #expect(list.prefetchDistance == 7)
}

@MainActor
@Test func aNewQueryClearsAtOnceAndTheOldQuerysLateAnswerNeverShows() async {
  let gate = Gate()
  let calls = Locked<[BeerQuery]>([])
  var environment = DiscoveryEnvironment.failing
  environment.fetchPage = { query, _ in
    calls.withLock { $0.append(query) }
    if query.name == "ipa" {
      // Like a request already on the wire: it answers even when cancelled.
      await Task.detached { try? await gate.wait() }.value
      return Page(items: summaries(1...3), nextPageToken: nil)
    }
    return Page(items: summaries(7...9), nextPageToken: nil)
  }
  let list = environment.makeDiscoveryViewModel(query: BeerQuery(name: "ipa"))
  let old = list.send(.load)
  await Task.yield()
  let stout = BeerQuery(name: "stout")
  let new = list.send(.setQuery(stout))
  #expect(list.state.query == stout)
  #expect(list.state.items.isEmpty)
  #expect(list.state.list.refresh == .loading)
  await new.value
  gate.open()
  await old.value
  #expect(list.state.items.map(\.id) == [7, 8, 9])
  #expect(calls.current.last == stout)
}

@MainActor
@Test func aFailedNextPageIsRetriedWithTheSameToken() async {
  let fetch = ScriptedFetch()
  fetch.loader.expect(nil, then: .page(summaries(1...3), next: token("t2")))
  fetch.loader.expect(token("t2"), then: .failure(Boom()))
  fetch.loader.expect(token("t2"), then: .page(summaries(4...6), next: nil))
  let list = fetch.environment.makeDiscoveryViewModel(pageSize: 3)
  await list.send(.load).value
  await list.send(.itemAppeared(index: 2)).value
  #expect(list.state.list.append.failure?.message == "an unexpected error occurred")
  #expect(list.state.items.count == 3)
  await list.send(.retry).value
  #expect(fetch.requests.map(\.token) == [nil, token("t2"), token("t2")])
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4, 5, 6])
}

@MainActor
@Test func anUnexpectedFetchFailsTheTest() async {
  await expectUnexpectedCall("DiscoveryEnvironment.fetchPage") {
    let list = DiscoveryEnvironment.failing.makeDiscoveryViewModel()
    await list.send(.load).value
    #expect(list.state.list.refresh.failure != nil)
  }
}

@MainActor
@Test func theInMemoryEnvironmentPagesWithTokens() async throws {
  let beers = (1...7).map { Beer(id: $0, name: $0 % 2 == 0 ? "Even \($0)" : "Odd \($0)") }
  let list = DiscoveryEnvironment.inMemory(beers).makeDiscoveryViewModel(
    query: BeerQuery(name: "odd"), pageSize: 2)
  await list.send(.load).value
  list.send(.itemAppeared(index: 1))
  await list.settled()
  #expect(list.state.items.map(\.id) == [1, 3, 5, 7])
  #expect(list.state.list.isEndOfResults)
}
