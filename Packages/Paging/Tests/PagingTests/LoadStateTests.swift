import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct LoadStateTests {
  @Test func theFirstLoadGoesIdleLoadingIdleWithItsItems() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    #expect(pager.states.map(\.refresh) == [.idle, .loading, .idle])
    #expect(pager.states.map(\.append) == [.idle, .idle, .idle])
    #expect(pager.state.items.map(\.key) == Array(1...20))
    #expect(pager.state.nextPageToken == token(1))
    #expect(pager.state.isLoaded)
  }

  @Test func aFailedAppendKeepsTheItemsAndTheRefreshState() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .failure(Boom()))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 19))
    #expect(pager.state.refresh == .idle)
    #expect(pager.state.append == .failed(ErrorSummary(Boom())))
    #expect(pager.state.append.failure?.message == "the server is down")
    #expect(pager.state.items.count == 20)
    #expect(
      pager.states.map(\.append) == [.idle, .idle, .idle, .loading, .failed(ErrorSummary(Boom()))])
  }

  @Test func anEmptyResultEndsBothWays() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page([], next: nil))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    #expect(pager.state.isEmptyResult)
    #expect(pager.state.append == .ended)
    #expect(pager.state.prepend == .ended)
  }

  @Test func theLastPageEndsTheAppend() async {
    let loader = ScriptedLoader<Row>()
    loader.expect(nil, then: .page(rows(1...20), next: token(1)))
    loader.expect(token(1), then: .page(rows(21...25), next: nil))
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    await pager.send(.itemAppeared(index: 10))
    #expect(pager.state.isEndOfResults)
    await pager.send(.itemAppeared(index: 24))
    #expect(loader.requests == [nil, token(1)])
  }
}
