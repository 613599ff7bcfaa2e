import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct RetryTests {
  @Test func retryAsksForTheFailedAppendAgainWithTheSameTokenKeepingTheItems() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .failure(Boom()))
    loader.expect(token(1), then: .page(rows(21...40), next: nil))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 19))
    await pager.send(.retry)
    #expect(loader.requests == [nil, token(1), token(1)])
    #expect(pager.state.items.map(\.key) == Array(1...40))
    #expect(pager.state.append == .ended)
    #expect(pager.state.refresh == .idle)
  }

  @Test func retryAfterAFailedFirstPageReloadsOnlyTheFirstPage() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .failure(Boom()))
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    #expect(pager.state.refresh.failure?.message == "the server is down")
    await pager.send(.retry)
    #expect(loader.requests == [nil, nil])
    #expect(pager.state.refresh == .idle)
    #expect(pager.state.items.count == 20)
  }

  @Test func retryWithNothingFailedLoadsNothing() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    await pager.send(.retry)
    #expect(loader.requests == [nil])
  }
}
