internal import PunkContract

/// The query engine over a store of beers.
struct Catalog: Sendable {
  let store: BeerStore

  /// The page of beers a query asks for; `[]` past the end. Memory is bounded
  /// by the page size, whatever the catalog's size.
  func beers(matching query: CatalogQuery) -> [PunkBeer] {
    let (offset, overflow) = (query.page - 1).multipliedReportingOverflow(by: query.perPage)
    guard !overflow else { return [] }
    if let ids = query.ids {
      let matching = Set(ids).sorted().lazy.compactMap { store.beer(id: $0) }.filter(query.matches)
      return Array(matching.dropFirst(offset).prefix(query.perPage))
    }
    if query.isUnfiltered {
      guard offset < store.count else { return [] }
      return (offset..<min(offset + query.perPage, store.count)).map(store.beer(at:))
    }
    var skipped = 0
    var page: [PunkBeer] = []
    for index in 0..<store.count {
      let beer = store.beer(at: index)
      guard query.matches(beer) else { continue }
      if skipped < offset {
        skipped += 1
      } else {
        page.append(beer)
        if page.count == query.perPage { break }
      }
    }
    return page
  }
}
