// The __NAME__ feature on its own: its view model on the in-memory
// Environment, no app, no other feature. Prints what a person would see at
// each step. Run with `make demo-__NAME__Feature`.
import __NAME__Feature

@MainActor
func demo() async {
  let environment = __NAME__Environment.inMemory(
    (1...7).map { __NAME__Item(id: $0, title: "Demo item \($0)") })
  let list = environment.make__NAME__ViewModel(pageSize: 3)

  print("== first page (3 of 7)")
  await list.send(.load).value
  for item in list.state.items { print("  \(item.id)  \(item.title)") }

  print("== the last row appears: the next page loads")
  await list.send(.itemAppeared(index: 2)).value
  for item in list.state.items.suffix(3) { print("  \(item.id)  \(item.title)") }
  print(list.state.isEndOfResults ? "  end of results" : "  more below")
}

await demo()
