// The discovery feature on its own: its view models on the in-memory
// Environment, no network, no app, no other feature. Prints what a person
// would see at each step. Run with `make demo-DiscoveryFeature`.
import Common
import DiscoveryFeature
import Foundation

/// Favorites kept in this process, so the demo needs no other feature.
final class DemoMarks: @unchecked Sendable {
  private let lock = NSLock()
  private var ids: Set<Int> = []

  var marks: FavoriteMarks {
    FavoriteMarks(
      favoriteIDs: { asked in self.lock.withLock { self.ids.intersection(asked) } },
      setFavorite: { beer, on in
        _ = self.lock.withLock {
          on ? self.ids.insert(beer.id).inserted : self.ids.remove(beer.id) != nil
        }
      },
      changes: { AsyncStream { $0.finish() } })
  }
}

func show(_ rows: [BeerSummary]) {
  for beer in rows {
    let abv = beer.abv.map { String(format: "%.1f%%", $0) } ?? "–"
    print(
      "  \(beer.isFavorite ? "★" : " ") \(String(beer.id).leftPad(3))  \(beer.name.rightPad(22)) \(abv)"
    )
  }
}

extension String {
  func leftPad(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
  func rightPad(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}

@MainActor
func demo() async {
  let styles = ["IPA", "Stout", "Lager", "Saison", "Porter"]
  let beers = (1...25).map { id in
    Beer(
      id: id, name: "Demo \(styles[id % styles.count]) \(id)", tagline: "Beer number \(id).",
      abv: 4 + Double(id % 7))
  }
  let discovery = DiscoveryEnvironment.inMemory(beers, favorites: DemoMarks().marks)
  let list = discovery.makeDiscoveryViewModel(pageSize: 10)

  print("== first page (10 of 25)")
  await list.send(.load).value
  show(list.state.items)

  print("== the last row appears: the next page loads")
  list.send(.itemAppeared(index: 9))
  await list.settled()
  show(Array(list.state.items.suffix(10)))
  print("  \(list.state.list.count) beers so far, more: \(list.state.nextPageToken != nil)")

  print("== detail of beer 3")
  let detail = discovery.makeDetailViewModel(id: 3)
  await detail.send(.load).value
  if case .loaded(let beer) = detail.state.content {
    print("  \(beer.name): \(beer.tagline)")
  }

  print("== favorite beer 3")
  await list.send(.toggleFavorite(id: 3)).value
  show(list.state.items.filter { $0.id == 3 })

  print("== undo: favorite beer 3 no more")
  await list.send(.toggleFavorite(id: 3)).value
  show(list.state.items.filter { $0.id == 3 })

  print("== a beer that does not exist")
  let missing = discovery.makeDetailViewModel(id: 99)
  await missing.send(.load).value
  print("  \(missing.state.content == .notFound(id: 99) ? "no beer with id 99" : "unexpected")")
}

await demo()
