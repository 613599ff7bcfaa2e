internal import PunkContract

/// The query engine over a store of beers: unfiltered pages are read by
/// position, filtered ones through the ``CatalogIndex``.
struct Catalog: Sendable {
  let store: BeerStore
  let index: CatalogIndex

  init(store: BeerStore) {
    self.store = store
    index = CatalogIndex(store)
  }

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
