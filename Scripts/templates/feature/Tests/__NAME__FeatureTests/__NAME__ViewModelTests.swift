import Common
import Paging
import PagingTesting
import TestSupport
import Testing

@testable import __NAME__Feature

private struct Offline: Error {}

private let items = (1...5).map { __NAME__Item(id: $0, title: "Item \($0)") }

@MainActor
@Test func theListPagesThroughTheEnvironment() async throws {
  let list = __NAME__Environment.inMemory(items).make__NAME__ViewModel(pageSize: 2)
  await list.send(.load).value
  #expect(list.state.items.map(\.id) == [1, 2])
  await list.send(.itemAppeared(index: 1)).value
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4])
  await list.send(.itemAppeared(index: 3)).value
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4, 5])
  #expect(list.state.isEndOfResults)
}

@MainActor
@Test func aFailedPageKeepsTheItemsAndRetriesWithTheSameToken() async throws {
  let loader = ScriptedLoader<__NAME__Item>()
  loader.expect(nil, then: .page(Array(items[0..<2]), next: ScriptedLoader<__NAME__Item>.token(2)))
  loader.expect(ScriptedLoader<__NAME__Item>.token(2), then: .failure(Offline()))
  loader.expect(ScriptedLoader<__NAME__Item>.token(2), then: .page(Array(items[2..<4]), next: nil))
  let environment = __NAME__Environment { token, _ in try await loader.load(token) }
  let list = environment.make__NAME__ViewModel(pageSize: 2)
  await list.send(.load).value
  await list.send(.itemAppeared(index: 1)).value
  #expect(list.state.items.map(\.id) == [1, 2])
  #expect(list.state.append.failure != nil)
  await list.send(.retry).value
  #expect(list.state.items.map(\.id) == [1, 2, 3, 4])
  #expect(
    loader.requests == [
      nil, ScriptedLoader<__NAME__Item>.token(2), ScriptedLoader<__NAME__Item>.token(2),
    ])
}

@MainActor
@Test func thePagingHarnessRecordsEveryState() async throws {
  let harness = PagingHarness(
    loader: .catalog(items, pageSize: 2), configuration: .pages(of: 2))
  await harness.send(.load)
  #expect(harness.states.map(\.refresh) == [.idle, .loading, .idle])
  #expect(harness.state.items.count == 2)
}

@MainActor
@Test func anUnexpectedCallFailsTheTest() async throws {
  let list = __NAME__Environment.failing.make__NAME__ViewModel()
  await expectUnexpectedCall("__NAME__Environment.fetchPage") {
    await list.send(.load).value
  }
  #expect(list.state.refresh.failure != nil)
}
