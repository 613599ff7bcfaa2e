import Common
import TestSupport
import Testing

@testable import DiscoveryFeature

private let failure = ErrorSummary(
  kind: .unavailable, message: "cannot reach h: connection refused")

@MainActor
private func makeList(
  _ gate: PageGate, query: BeerQuery = BeerQuery(), pageSize: Int = 3, prefetch: Int? = nil
) -> (DiscoveryViewModel, Locked<[DiscoveryState]>) {
  let environment = DiscoveryEnvironment(fetchPage: gate.fetch, fetchBeer: { _ in throw Boom() })
  let list = environment.makeDiscoveryViewModel(
    query: query, pageSize: pageSize, prefetchDistance: prefetch)
  let states = Locked<[DiscoveryState]>([])
  list.observe { state in states.withLock { $0.append(state) } }
  return (list, states)
}

private func state(
  _ items: [BeerSummary], first: LoadState, next: LoadState = .idle, token: PageToken? = nil,
  query: BeerQuery = BeerQuery()
) -> DiscoveryState {
  var state = DiscoveryState(query: query)
  state.items = items
  state.firstPage = first
  state.nextPage = next
  state.nextPageToken = token
  return state
}

@MainActor
@Test func loadsTheFirstPageThenTheNextUntilTheEnd() async throws {
  let gate = PageGate()
  let (list, states) = makeList(gate)
  let first = list.send(.load)
  try await gate.answer(.success(Page(items: summaries(1...3), nextPageToken: token("t2"))))
  await first.value
  let second = list.send(.loadNextPage)
  try await gate.answer(.success(Page(items: summaries(4...5), nextPageToken: nil)))
  await second.value
  #expect(
    states.current == [
      state([], first: .loading),
      state(summaries(1...3), first: .loaded, token: token("t2")),
      state(summaries(1...3), first: .loaded, next: .loading, token: token("t2")),
      state(summaries(1...5), first: .loaded, next: .loaded),
    ])
  #expect(list.state.isEndOfResults)
  #expect(
    gate.received.current == [
      PageRequest(pageSize: 3), PageRequest(pageSize: 3, token: token("t2")),
    ])
  // At the end, asking for more does nothing.
  await list.send(.loadNextPage).value
  #expect(gate.received.current.count == 2)
}

@MainActor
@Test func aFailedFirstPageCanBeRetried() async throws {
  let gate = PageGate()
  let (list, states) = makeList(gate)
  let first = list.send(.load)
  try await gate.answer(.failure(failure))
  await first.value
  let retry = list.send(.retry)
  try await gate.answer(.success(Page(items: [], nextPageToken: nil)))
  await retry.value
  #expect(
    states.current == [
      state([], first: .loading),
      state([], first: .failed(failure)),
      state([], first: .loading),
      state([], first: .empty),
    ])
  #expect(list.state.isEndOfResults)
}

@MainActor
@Test func aFailedNextPageKeepsTheItemsAndRetriesWithTheSameToken() async throws {
  let gate = PageGate()
  let (list, states) = makeList(gate)
  let first = list.send(.load)
  try await gate.answer(.success(Page(items: summaries(1...3), nextPageToken: token("t2"))))
  await first.value
  let next = list.send(.loadNextPage)
  try await gate.answer(.failure(failure))
  await next.value
  #expect(
    list.state
      == state(summaries(1...3), first: .loaded, next: .failed(failure), token: token("t2")))
  // A failed page is not fetched again by scrolling, only by retry.
  await list.send(.itemAppeared(index: 2)).value
  #expect(gate.received.current.count == 2)
  let retry = list.send(.retry)
  try await gate.answer(.success(Page(items: summaries(4...6), nextPageToken: token("t3"))))
  await retry.value
  #expect(gate.received.current.last == PageRequest(pageSize: 3, token: token("t2")))
  #expect(list.state == state(summaries(1...6), first: .loaded, next: .loaded, token: token("t3")))
  #expect(states.current.count == 6)
}

@MainActor
@Test func itemsAreDeduplicatedByID() async throws {
  let gate = PageGate()
  let (list, _) = makeList(gate)
  let first = list.send(.load)
  try await gate.answer(.success(Page(items: summaries(1...3), nextPageToken: token("t2"))))
  await first.value
  let next = list.send(.loadNextPage)
  try await gate.answer(.success(Page(items: summaries(3...5), nextPageToken: nil)))
  await next.value
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4, 5])
}

@MainActor
@Test func oneLoadInFlightPerDirection() async throws {
  let gate = PageGate()
  let (list, _) = makeList(gate)
  let first = list.send(.load)
  list.send(.load)
  try await waitUntil { gate.pendingCount == 1 }
  try await gate.answer(.success(Page(items: summaries(1...3), nextPageToken: token("t2"))))
  await first.value
  let next = list.send(.loadNextPage)
  list.send(.loadNextPage)
  list.send(.itemAppeared(index: 2))
  try await gate.answer(.success(Page(items: summaries(4...6), nextPageToken: token("t3"))))
  await next.value
  #expect(gate.received.current.count == 2)
}

@MainActor
@Test func prefetchFiresAtTheThresholdExactlyOncePerPage() async throws {
  let gate = PageGate()
  let (list, _) = makeList(gate, pageSize: 10, prefetch: 4)
  let first = list.send(.load)
  try await gate.answer(.success(Page(items: summaries(1...10), nextPageToken: token("t2"))))
  await first.value
  for index in 0..<5 { list.send(.itemAppeared(index: index)) }
  #expect(gate.received.current.count == 1)
  list.send(.itemAppeared(index: 6))  // 10 - 4: the threshold
  list.send(.itemAppeared(index: 7))
  list.send(.itemAppeared(index: 9))
  try await waitUntil { gate.pendingCount == 1 }
  #expect(gate.received.current.count == 2)
  try await gate.answer(.success(Page(items: summaries(11...20), nextPageToken: token("t3"))))
  try await waitUntil { await MainActor.run { list.state.nextPage == .loaded } }
  // A fast scroll that jumps past the threshold still triggers it (>=, not ==).
  let jump = list.send(.itemAppeared(index: 19))
  try await gate.answer(.success(Page(items: summaries(21...22), nextPageToken: nil)))
  await jump.value
  #expect(gate.received.current.map(\.token) == [nil, token("t2"), token("t3")])
  list.send(.itemAppeared(index: 21))
  #expect(gate.received.current.count == 3)
}

@MainActor
@Test func aNewQueryDropsTheLateResponseOfTheOldOne() async throws {
  let gate = PageGate()
  let (list, states) = makeList(gate, query: BeerQuery(name: "ipa"))
  let old = list.send(.load)
  try await waitUntil { gate.pendingCount == 1 }
  let stout = BeerQuery(name: "stout")
  let new = list.send(.setQuery(stout))
  try await waitUntil { gate.pendingCount == 2 }
  try await gate.answer(.success(Page(items: summaries(7...9), nextPageToken: nil)), call: 1)
  await new.value
  try await gate.answer(
    .success(Page(items: summaries(1...3), nextPageToken: token("old"))), call: 0)
  await old.value
  #expect(list.state == state(summaries(7...9), first: .loaded, query: stout))
  #expect(!states.current.contains { $0.items.map(\.id) == [1, 2, 3] })
}

@MainActor
@Test func refreshKeepsTheItemsUntilTheNewPageArrives() async throws {
  let gate = PageGate()
  let (list, _) = makeList(gate)
  let first = list.send(.load)
  try await gate.answer(.success(Page(items: summaries(1...3), nextPageToken: token("t2"))))
  await first.value
  let refresh = list.send(.refresh)
  #expect(list.state == state(summaries(1...3), first: .loading))
  try await gate.answer(.success(Page(items: summaries(1...2), nextPageToken: nil)))
  await refresh.value
  #expect(list.state == state(summaries(1...2), first: .loaded))
}

@MainActor
@Test func theFailingEnvironmentNamesTheUnexpectedCall() async throws {
  let list = DiscoveryEnvironment.failing.makeDiscoveryViewModel()
  await list.send(.load).value
  #expect(
    list.state.firstPage.failure?.message
      == "DiscoveryEnvironment.fetchPage is not implemented in this environment")
}

@MainActor
@Test func theInMemoryEnvironmentPagesWithTokens() async throws {
  let beers = (1...7).map { Beer(id: $0, name: $0 % 2 == 0 ? "Even \($0)" : "Odd \($0)") }
  let list = DiscoveryEnvironment.inMemory(beers).makeDiscoveryViewModel(
    query: BeerQuery(name: "odd"), pageSize: 2)
  await list.send(.load).value
  await list.send(.loadNextPage).value
  #expect(list.state.items.map(\.id) == [1, 3, 5, 7])
  #expect(list.state.isEndOfResults)
}
