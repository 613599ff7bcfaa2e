internal import PunkContract
import Synchronization

/// The query engine over a store of beers: unfiltered pages are read by
/// position, filtered ones through the ``CatalogIndex``, built on first use
/// (a command that never filters never pays for it) or by ``prepare()``.
struct Catalog: Sendable {
  let store: BeerStore
  private let built = LazyIndex()

  init(store: BeerStore) {
    self.store = store
  }

  /// The index, built now if it is not yet.
  var index: CatalogIndex { built.index(of: store) }

  /// Builds the index now.
  func prepare() { _ = index }

  /// The page of beers a query asks for; `[]` past the end.
  func beers(matching query: CatalogQuery) -> [PunkBeer] {
    rows(matching: query).map(store.beer(at:))
  }

  /// The rows (positions in id order) of the page a query asks for.
  func rows(matching query: CatalogQuery) -> [Int] {
    let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
    guard !overflow else { return [] }
    if let ids = query.ids {
      let rows = Set(ids).sorted().lazy.compactMap { store.row(id: $0) }
        .filter { index.matches(row: $0, query) }
      return Array(rows.dropFirst(offset).prefix(query.perPage))
    }
    if query.isUnfiltered {
      guard offset < store.count else { return [] }
      return Array(offset..<min(offset + query.perPage, store.count))
    }
    return index.rows(matching: query)
  }
}

/// The index of a store, built once by whichever request needs it first
/// (the others wait for it).
private final class LazyIndex: Sendable {
  private let state = Mutex<CatalogIndex?>(nil)

  func index(of store: BeerStore) -> CatalogIndex {
    state.withLock { state in
      if let index = state { return index }
      let index = CatalogIndex(store)
      state = index
      return index
    }
  }
}
