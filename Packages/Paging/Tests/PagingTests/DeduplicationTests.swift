import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct DeduplicationTests {
  @Test func aPageWithItemsAlreadyShownIsReportedAndShowsThemOnce() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .page(rows(19...30), next: nil))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 19))
    #expect(pager.state.items.map(\.key) == Array(1...30))
    #expect(pager.state.problem == .duplicateItems(count: 2))
    #expect(
      pager.state.problem?.userMessage
        == "the list returned 2 items already shown; they were skipped")
  }

  @Test func deduplicationCostsThePageNotTheList() async {
    let reads = IDReads()
    let loader = ScriptedLoader<Row>.catalog(rows(1...2_000, reads: reads), pageSize: 20)
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    pager.start(.itemAppeared(index: 1_999))
    await pager.settle()
    #expect(pager.state.count == 2_000)
    let before = reads.total
    await pager.send(.refresh)
    let firstPage = reads.total - before
    // Loading 100 pages reads each new id a bounded number of times: a
    // check against every id loaded would read about 100 * 1,000 ids.
    #expect(before <= 2_000 * 3, "read \(before) ids for 2,000 items")
    #expect(firstPage <= 20 * 3)
  }

  @Test func aTokenReturnedTwiceInARowStopsTheListWithAClearError() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .page(rows(21...40), next: token(1)))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    pager.start(.itemAppeared(index: 39))
    await pager.settle()
    await pager.send(.itemAppeared(index: 39))
    #expect(loader.requests == [nil, token(1)])
    #expect(pager.state.problem == .repeatedToken(token(1)))
    #expect(
      pager.state.append.failure?.message
        == "the list returned a page token it had already returned; loading stopped to avoid a loop"
    )
    #expect(pager.state.items.count == 40)
  }

  @Test func aTokenCycleThroughAnEarlierPageStopsToo() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .page(rows(21...40), next: token(2)))
    loader.expect(token(2), then: .page(rows(41...60), next: token(1)))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    pager.start(.itemAppeared(index: 59))
    await pager.settle()
    #expect(loader.requests == [nil, token(1), token(2)])
    #expect(pager.state.problem == .repeatedToken(token(1)))
  }
}
