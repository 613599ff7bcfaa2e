import Common

/// The pages a ``PagedList`` has loaded in one generation: for each, the
/// token that loads it again and how many items it holds, so dropped pages
/// can be reloaded at the same indices. Which of them are in memory is
/// ``window``, a range of page numbers.
struct PageDirectory {
  /// One loaded page.
  struct Entry {
    /// The token that loads this page (`nil`: the list's start).
    var token: PageToken?
    /// Its items as shown (after de-duplication, and removals since).
    var count: Int
    /// The token of the page after it; `nil` at the end.
    var next: PageToken?
  }

  private(set) var pages: [Entry] = []
  /// The pages in memory.
  private(set) var window: Range<Int> = 0..<0
  /// Every token followed to a new page in this generation.
  private var followed: Set<PageToken> = []

  /// The token that loads the page after the window, and whether that page
  /// was loaded before (a reload) or is new; `nil` at the end.
  var afterWindow: (token: PageToken?, reload: Bool)? {
    if window.upperBound < pages.count { return (pages[window.upperBound].token, true) }
    guard let last = pages.last, let next = last.next else { return nil }
    return (next, false)
  }

  /// The page before the window, when the window dropped it.
  var beforeWindow: Entry? {
    window.lowerBound > 0 ? pages[window.lowerBound - 1] : nil
  }

  /// The token after the window, for ``PagingState/nextPageToken``.
  var nextToken: PageToken? { afterWindow?.token }

  /// `true` when `token` was already followed to a page in this generation.
  func wasFollowed(_ token: PageToken) -> Bool { followed.contains(token) }

  /// Records a new page after the last one and puts it in the window.
  mutating func appendNew(token: PageToken?, count: Int, next: PageToken?) {
    if let token { followed.insert(token) }
    pages.append(Entry(token: token, count: count, next: next))
    window = window.lowerBound..<pages.count
  }

  /// Marks the last page as the end (its next token would loop).
  mutating func endAtLastPage() {
    if !pages.isEmpty { pages[pages.count - 1].next = nil }
  }

  /// The reloaded page after the window is back in memory.
  mutating func extendAfter() { window = window.lowerBound..<(window.upperBound + 1) }

  /// The reloaded page before the window is back in memory.
  mutating func extendBefore() { window = (window.lowerBound - 1)..<window.upperBound }

  /// Drops the first page of the window; returns its item count.
  mutating func dropFirst() -> Int {
    let count = pages[window.lowerBound].count
    window = (window.lowerBound + 1)..<window.upperBound
    return count
  }

  /// Drops the last page of the window; returns its item count.
  mutating func dropLast() -> Int {
    let count = pages[window.upperBound - 1].count
    window = window.lowerBound..<(window.upperBound - 1)
    return count
  }

  /// The item counts of the first and last pages in the window.
  var firstCount: Int? { window.isEmpty ? nil : pages[window.lowerBound].count }
  var lastCount: Int? { window.isEmpty ? nil : pages[window.upperBound - 1].count }

  /// Changes the count of the page holding the window item at `local`
  /// (0-based within the window) by `delta`; an insertion past the end goes
  /// to the last page.
  mutating func adjustCount(atLocalIndex local: Int, by delta: Int) {
    guard !window.isEmpty else { return }
    var start = 0
    for page in window {
      let end = start + pages[page].count
      if local < end || (delta > 0 && local == end && page == window.upperBound - 1) {
        pages[page].count += delta
        return
      }
      start = end
    }
    pages[window.upperBound - 1].count += delta
  }
}
