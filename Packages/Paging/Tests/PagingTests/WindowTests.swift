import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct WindowTests {
  /// Scrolls one row at a time from `start` to `end`, letting each load land.
  func scroll(_ pager: PagingHarness<Row>, from start: Int, to end: Int) async {
    for index in stride(from: start, through: end, by: start <= end ? 1 : -1) {
      pager.start(.itemAppeared(index: index))
      await pager.settle()
    }
  }

  @Test func pagesFarBehindAreDroppedAndIndicesStayStable() async {
    let loader = ScriptedLoader<Row>.catalog(rows(0...999), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(maxItems: 60))
    await pager.send(.load)
    await scroll(pager, from: 0, to: 300)
    #expect(pager.state.items.count <= 80)
    #expect(pager.state.offset > 200)
    #expect(pager.state.prepend == .idle)
    #expect(pager.state.item(at: 300)?.key == 300)
    #expect(pager.state.item(at: 10) == nil)
    #expect(pager.state.count == pager.state.offset + pager.state.items.count)
  }

  @Test func scrollingBackReloadsDroppedPagesWithTheirTokens() async {
    let loader = ScriptedLoader<Row>.catalog(rows(0...999), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(maxItems: 60))
    await pager.send(.load)
    await scroll(pager, from: 0, to: 300)
    let forward = loader.requests.count
    await scroll(pager, from: 300, to: 0)
    let back = loader.requests[forward...]
    #expect(back.contains(token(1)))
    #expect(back.contains(nil), "the first page reloads with the list's start token")
    #expect(pager.state.offset == 0)
    #expect(pager.state.prepend == .ended)
    #expect(pager.state.items.count <= 80)
    #expect(pager.state.item(at: 0)?.key == 0)
    #expect(pager.state.items.map(\.key) == Array(0..<pager.state.items.count))
    #expect(pager.state.append == .idle, "the pages dropped behind can load again")
  }

  @Test func aWindowSmallerThanTwoPagesIsRejectedAtConstruction() {
    #expect(throws: PagingConfigurationError.windowTooSmall(maxItems: 39, pageSize: 20)) {
      try PagingConfiguration(pageSize: 20, maxItems: 39)
    }
    #expect(
      PagingConfigurationError.windowTooSmall(maxItems: 39, pageSize: 20).description
        == "maxItems must hold at least two pages (40 items at pageSize 20), got 39")
    #expect((try? PagingConfiguration(pageSize: 20, maxItems: 40)) != nil)
    #expect(throws: PagingConfigurationError.pageSizeTooSmall(0)) {
      try PagingConfiguration(pageSize: 0)
    }
  }

  @Test func aReloadedPageThatChangedIsReportedNotShownAtShiftedIndices() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(0...19), next: token(1)))
    loader.expect(token(1), then: .page(rows(20...39), next: token(2)))
    loader.expect(token(2), then: .page(rows(40...59), next: nil))
    loader.expect(nil, then: .page(rows(0...9), next: token(1)))
    let pager = PagingHarness(loader: loader, configuration: configuration(maxItems: 40))
    await pager.send(.load)
    pager.start(.itemAppeared(index: 59))
    await pager.settle()
    #expect(pager.state.offset == 20)
    pager.start(.itemAppeared(index: 20))
    await pager.settle()
    #expect(pager.state.problem == .pageChanged(expected: 20, got: 10))
    #expect(pager.state.prepend.failure != nil)
    #expect(pager.state.offset == 20)
  }
}

@MainActor
@Suite struct VisibleRangeTests {
  @Test func theWindowNeverDropsAPageOfTheVisibleRangeEvenWhenAskedFarAhead() async {
    let loader = ScriptedLoader<Row>.catalog(rows(0...999), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(maxItems: 60))
    await pager.send(.load)
    pager.start(.rangeAppeared(10...200))
    await pager.settle()
    #expect(pager.state.count >= 220, "loads ahead to the end of the range")
    #expect(pager.state.item(at: 10)?.key == 10, "rows on screen stay in memory")
    pager.start(.rangeAppeared(200...235))
    await pager.settle()
    #expect(pager.state.offset > 100, "once the screen moved on, the pages behind go")
    #expect(pager.state.item(at: 200)?.key == 200)
  }
}
