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
    let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
    guard !overflow else { return [] }
    if let ids = query.ids {
      let rows = Set(ids).sorted().lazy.compactMap { store.row(id: $0) }
        .filter { index.matches(row: $0, query) }
      return rows.dropFirst(offset).prefix(query.perPage).map(store.beer(at:))
    }
    if query.isUnfiltered {
      guard offset < store.count else { return [] }
      return (offset..<min(offset + query.perPage, store.count)).map(store.beer(at:))
    }
    return index.rows(matching: query).map(store.beer(at:))
  }
}
