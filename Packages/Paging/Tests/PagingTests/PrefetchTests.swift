import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct PrefetchTests {
  @Test func theDefaultPrefetchDistanceIsOnePage() {
    #expect(configuration(pageSize: 25).prefetchDistance == 25)
  }

  @Test func anIndexWithinThePrefetchDistanceLoadsTheNextPageComparedWithGreaterOrEqual() async {
    let loader = ScriptedLoader<Row>.catalog(rows(1...100), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(prefetch: 5))
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 14))
    #expect(loader.requests == [nil])
    await pager.send(.itemAppeared(index: 15))
    #expect(loader.requests == [nil, token(1)])
  }

  @Test func aFastScrollThatSkipsIndicesStillLoads() async {
    let loader = ScriptedLoader<Row>.catalog(rows(1...100), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(prefetch: 5))
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 19))
    #expect(loader.requests == [nil, token(1)])
  }

  @Test func anIndexFarAheadKeepsLoadingUntilItIsCovered() async {
    let loader = ScriptedLoader<Row>.catalog(rows(1...200), pageSize: 20)
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    pager.start(.itemAppeared(index: 70))
    await pager.settle()
    #expect(loader.requests == [nil, token(1), token(2), token(3), token(4)])
    #expect(pager.state.count == 100)
  }
}
