import Common
import Paging
import PagingTesting
import Testing

@MainActor
@Suite struct LifetimeTests {
  @Test func releasingTheListCancelsItsLoads() async {
    let loader = ScriptedLoader<Row>()
    let gate = Gate()
    loader.expect(nil, then: .page(rows(1...20), next: nil).held(by: gate))
    var list: PagedList<Row>? = PagedList(configuration: configuration(), loader: loader.load)
    weak let watched = list
    let load = list!.send(.load)
    list = nil
    await load.value  // returns although the gate never opens
    #expect(watched == nil)
  }

  @Test func removeAndInsertKeepTheIndicesOfTheRest() async {
    let loader = ScriptedLoader<Row>.catalog(rows(0...59), pageSize: 20)
    let pager = PagingHarness(loader: loader, configuration: configuration(initial: 60))
    await pager.send(.load)
    let removed = pager.list.remove(id: 25)
    #expect(removed?.index == 25)
    #expect(pager.state.item(at: 25)?.key == 26)
    pager.list.insert(removed!.item, at: removed!.index)
    #expect(pager.state.items.map(\.key) == Array(0...59))
    pager.list.insert(Row(3), at: 50)
    #expect(pager.state.items.count == 60, "an id already shown is not inserted twice")
  }

  @Test func updateItemsChangesItemsInPlace() async {
    let loader = ScriptedLoader<Row>.catalog(rows(0...19), pageSize: 20)
    let pager = PagingHarness(loader: loader)
    await pager.send(.load)
    pager.list.updateItems { $0.mark = $0.key.isMultiple(of: 2) }
    #expect(pager.state.items.filter(\.mark).map(\.key) == Array(stride(from: 0, to: 20, by: 2)))
  }

  @Test func anUnexpectedRequestFailsTheTest() async {
    await withKnownIssue {
      let loader = ScriptedLoader<Row>()
      let pager = PagingHarness(loader: loader)
      await pager.send(.load)
      #expect(pager.state.refresh.failure != nil)
    }
  }
}
