import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct RefreshTests {
  @Test func aRefreshKeepsTheItemsOnScreenUntilTheNewFirstPageArrives() async {
    let loader = ScriptedLoader<Row>()
    let gate = Gate()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(nil, then: .page(rows(101...120), next: token(1)).held(by: gate))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    let refresh = pager.start(.refresh)
    #expect(pager.state.refresh == .loading)
    #expect(pager.state.items.map(\.key) == Array(1...20))
    gate.open()
    await refresh.value
    pager.record()
    #expect(pager.state.items.map(\.key) == Array(101...120))
    #expect(pager.states.map { $0.items.first?.key } == [nil, nil, 1, 1, 101])
  }

  @Test func aRefreshDropsTheLateAnswerOfAnAppendInFlight() async {
    let loader = ScriptedLoader<Row>()
    let gate = Gate()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(
      token(1), then: .page(rows(21...40), next: nil).held(by: gate, honoringCancellation: false))
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    let second = Gate()
    loader.expect(token(1), then: .page(rows(221...240), next: nil).held(by: second))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    let append = pager.start(.itemAppeared(index: 19))
    #expect(pager.state.append == .loading)
    await pager.send(.refresh)
    gate.open()
    await append.value
    #expect(pager.state.items.map(\.key) == Array(1...20), "the late answer is dropped")
    second.open()
    await pager.settle()
    // The viewer still sees row 19, so the new generation loads its own
    // page 2; the old generation's answer (21...40) never shows.
    #expect(pager.state.items.map(\.key) == Array(1...20) + Array(221...240))
    #expect(loader.requests == [nil, token(1), nil, token(1)])
  }

  @Test func aNewLoaderClearsAtOnceAndCancelsTheOldLoad() async {
    let old = ScriptedLoader<Row>()
    let gate = Gate()
    old.expect(nil, then: .page(rows(1...20), next: token(1)))
    old.expect(token(1), then: .page(rows(21...40), next: nil).held(by: gate))
    let pager = PagingHarness(loader: old)
    await pager.send(.load)
    let append = pager.start(.itemAppeared(index: 19))
    let new = ScriptedLoader<Row>()
    new.expect(nil, then: .page(rows(500...510), next: nil))
    let switched = pager.list.setLoader(new.load)
    #expect(pager.state.items.isEmpty)
    #expect(pager.state.refresh == .loading)
    await append.value  // ends without the gate: the old load was cancelled
    await switched.value
    #expect(pager.state.items.map(\.key) == Array(500...510))
  }

  @Test func theFirstLoadFillsInitialLoadSizeBeforeItShows() async {
    let loader = ScriptedLoader<Row>.catalog(rows(1...200), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(initial: 45))
    await pager.send(.load)
    #expect(loader.requests == [nil, token(1), token(2)])
    #expect(pager.states.map(\.items.count) == [0, 0, 60])
    #expect(pager.state.nextPageToken == token(3))
  }
}
