/// How to read `count` items starting at item `offset` (0-based) from a
/// backend that pages by `page` and `per_page` (at most 80).
///
/// It prefers one request: the smallest `per_page` from `count` to 80 whose
/// page holds the whole window. When none does (a large page size starting
/// mid-page), it reads two consecutive pages: of the smallest size from
/// half of `count` that starts exactly at `offset`, or else of `count` items.
struct PunkPagePlan: Equatable {
  struct Fetch: Equatable {
    /// The 1-based page number.
    var page: Int
    /// Items per page.
    var perPage: Int
    /// Items to skip at the start of the page.
    var skip: Int
  }

  var fetches: [Fetch]

  static let maximumPerPage = 80

  init(offset: Int, count: Int) {
    precondition(offset >= 0 && (1...Self.maximumPerPage).contains(count))
    let last = offset + count - 1
    if let perPage = (count...Self.maximumPerPage).first(where: { offset / $0 == last / $0 }) {
      fetches = [Fetch(page: offset / perPage + 1, perPage: perPage, skip: offset % perPage)]
    } else if let half = ((count + 1) / 2...Self.maximumPerPage).first(where: { offset % $0 == 0 })
    {
      // Two whole pages of a size that starts exactly at `offset`: the
      // smallest such size reads the fewest beers (99,000 with 80: 2 × 40).
      let page = offset / half + 1
      fetches = [
        Fetch(page: page, perPage: half, skip: 0), Fetch(page: page + 1, perPage: half, skip: 0),
      ]
    } else {
      let page = offset / count + 1
      fetches = [
        Fetch(page: page, perPage: count, skip: offset % count),
        Fetch(page: page + 1, perPage: count, skip: 0),
      ]
    }
  }
}
