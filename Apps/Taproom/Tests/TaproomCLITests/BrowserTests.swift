import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import TestSupport
import Testing

@testable import TaproomCLI

private func beers(_ count: Int) -> [Beer] {
  (1...count).map { Beer(id: $0, name: "Beer \($0)", tagline: "Tag \($0).", abv: 5) }
}

/// A browser over beers in memory, with favorites in memory wired like the app.
@MainActor
private func makeBrowser(
  _ count: Int = 100, rows: Int = 12, columns: Int = 60, pageSize: Int = 5,
  fetchPage: (@Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>)? = nil
) -> (Browser, FavoritesEnvironment) {
  let favorites = FavoritesEnvironment.inMemory()
  let memory = DiscoveryEnvironment.inMemory(beers(count))
  let marks = FavoritesAdapter.marks(favorites, now: { Date(timeIntervalSince1970: 1_000) })
  let discovery = DiscoveryEnvironment(
    fetchPage: { query, request in
      let page = try await (fetchPage ?? memory.fetchPage)(query, request)
      let ids = try await marks.favoriteIDs(page.items.map(\.id))
      return page.map { item in
        var marked = item
        marked.isFavorite = ids.contains(item.id)
        return marked
      }
    },
    fetchBeer: { id in
      var beer = try await memory.fetchBeer(id)
      beer.isFavorite = try await marks.favoriteIDs([id]).contains(id)
      return beer
    }, favorites: marks)
  let browser = Browser(
    discovery: discovery, favorites: favorites, rows: rows, columns: columns, pageSize: pageSize,
    filterPause: .zero)
  return (browser, favorites)
}

@MainActor
private func press(_ browser: Browser, _ keys: Key...) async throws {
  for key in keys { await browser.handle(key).1?.value }
  try await settle(browser)
}

/// Waits until no page is loading (the browser prefetches on its own).
@MainActor
private func settle(_ browser: Browser) async throws {
  try await Task.sleep(for: .milliseconds(5))
  try await waitUntil {
    await MainActor.run {
      !browser.list.state.nextPage.isLoading && !browser.list.state.firstPage.isLoading
    }
  }
}

@MainActor
@Test func theFirstScreenShowsTheListAndTheKeys() async throws {
  let (browser, _) = makeBrowser(rows: 8, columns: 60)
  await browser.start().value
  try await settle(browser)
  #expect(
    browser.frame(style: .plain) == [
      "taproom — discover",
      "›     1   Beer 1                Tag 1.                  5%",
      "      2   Beer 2                Tag 2.                  5%",
      "      3   Beer 3                Tag 3.                  5%",
      "      4   Beer 4                Tag 4.                  5%",
      "      5   Beer 5                Tag 5.                  5%",
      // The rows on screen have appeared: the next page is already loaded.
      "10 beers",
      "↑↓/jk move  PgUp/PgDn  Home/End  ⏎ open  f ★  F favorites  …",
    ])
}

@MainActor
@Test func scrollingPrefetchesEachPageOnceBeforeTheEnd() async throws {
  let requests = Locked<[PageRequest]>([])
  let memory = DiscoveryEnvironment.inMemory(beers(100))
  let (browser, _) = makeBrowser(
    pageSize: 5,
    fetchPage: { query, request in
      requests.withLock { $0.append(request) }
      return try await memory.fetchPage(query, request)
    })
  await browser.start().value
  try await settle(browser)
  for _ in 0..<12 { try await press(browser, .character("j")) }
  // Prefetch distance is one page (5), measured from the last row on screen (9 rows).
  #expect(requests.current.count == 4)
  #expect(browser.list.state.items.count == 20)
  #expect(browser.screen.listSelection == 12)
  #expect(!browser.frame(style: .plain).contains("  … loading"))
}

@MainActor
@Test func aFailedPageKeepsTheItemsAndRRetries() async throws {
  let failNext = Locked(true)
  let memory = DiscoveryEnvironment.inMemory(beers(100))
  let (browser, _) = makeBrowser(
    pageSize: 5,
    fetchPage: { query, request in
      if request.token != nil,
        failNext.withLock({ fail in
          defer { fail = false }
          return fail
        })
      {
        throw ErrorSummary(kind: .unavailable, message: "cannot reach h: connection refused")
      }
      return try await memory.fetchPage(query, request)
    })
  await browser.start().value
  try await settle(browser)
  // The first prefetch failed. Row 10 of 12 is the status line, cut to the 60 columns.
  #expect(
    browser.frame(style: .plain)[10]
      == "5 beers · error: cannot reach h: connection refused — press…")
  #expect(browser.list.state.items.count == 5)
  try await press(browser, .character("r"))
  // The retried page arrives, and the rows on screen then ask for one more.
  #expect(browser.list.state.items.count == 15)
  #expect(browser.frame(style: .plain)[10] == "15 beers")
}

@MainActor
@Test func enterOpensTheDetailAndEscapeGoesBackWithTheSelectionKept() async throws {
  let (browser, _) = makeBrowser()
  await browser.start().value
  try await press(browser, .down, .down, .enter)
  #expect(browser.screen.mode == .detail(id: 3, from: .list))
  #expect(browser.frame(style: .plain)[1] == "Beer 3")
  try await press(browser, .escape)
  #expect(browser.screen.mode == .list)
  #expect(browser.screen.listSelection == 2)
  #expect(browser.frame(style: .plain)[3].hasPrefix("›     3"))
}

@MainActor
@Test func fTogglesTheFavoriteAndFShowsTheFavorites() async throws {
  let (browser, favorites) = makeBrowser()
  await browser.start().value
  try await press(browser, .down, .character("f"))
  #expect(browser.frame(style: .plain)[2].hasPrefix("›     2 ★ Beer 2"))
  #expect(try await favorites.favoriteIDs(nil) == [2])
  try await press(browser, .character("F"))
  #expect(browser.frame(style: .plain)[0] == "taproom — favorites")
  #expect(browser.frame(style: .plain)[1].hasPrefix("›     2 ★ Beer 2"))
  try await press(browser, .character("f"))
  #expect(try await favorites.favoriteIDs(nil) == [])
  #expect(browser.frame(style: .plain)[10] == "removed Beer 2 · press u to undo")
  try await press(browser, .character("u"))
  #expect(try await favorites.favoriteIDs(nil) == [2])
  try await press(browser, .escape)
  #expect(browser.screen.mode == .list)
  try await press(browser, .enter, .character("f"))
  #expect(try await favorites.favoriteIDs(nil) == [])
  #expect(!browser.frame(style: .plain)[1].contains("★"))
}

@MainActor
@Test func slashFiltersByNameAfterAPause() async throws {
  let (browser, _) = makeBrowser()
  await browser.start().value
  try await press(browser, .character("/"), .character("1"), .character("0"))
  #expect(browser.frame(style: .plain)[11] == "/ name: 10▏  (Enter keep, Esc cancel)")
  #expect(browser.screen.filter == "10")
  #expect(browser.list.state.items.map(\.id) == [10, 100])
  try await press(browser, .enter)
  #expect(browser.frame(style: .plain)[0] == "taproom — discover  name: 10")
  try await press(browser, .character("/"), .backspace, .backspace, .enter)
  #expect(browser.screen.filter == "")
  #expect(browser.list.state.items.map(\.id) == Array(1...15))
}

@MainActor
@Test func aLateResponseOfAnOldFilterNeverShows() async throws {
  let gate = PageGateForBrowser()
  let (browser, _) = makeBrowser(fetchPage: gate.fetch)
  let first = browser.start()
  try await gate.answer(Page(items: [BeerSummary(id: 1, name: "Ale")], nextPageToken: nil))
  await first.value
  // Not awaited: each typed letter's search waits at the gate.
  browser.handle(.character("/"))
  browser.handle(.character("x"))
  try await waitUntil { gate.waiting == 1 }
  browser.handle(.character("y"))
  try await waitUntil { gate.waiting == 2 }
  try await gate.answer(Page(items: [BeerSummary(id: 9, name: "XY")], nextPageToken: nil), call: 1)
  try await gate.answer(Page(items: [BeerSummary(id: 8, name: "X")], nextPageToken: nil), call: 0)
  try await waitUntil { await MainActor.run { browser.list.state.firstPage == .loaded } }
  #expect(browser.list.state.items.map(\.id) == [9])
}

@MainActor
@Test func questionMarkShowsTheHelpAndQQuits() async throws {
  let (browser, _) = makeBrowser(rows: 20)
  await browser.start().value
  try await press(browser, .character("?"))
  #expect(browser.frame(style: .plain)[1] == "Keys")
  try await press(browser, .down)
  #expect(browser.frame(style: .plain)[1].hasPrefix("›"))
  #expect(browser.handle(.character("q")).0 == .quit)
  #expect(browser.handle(.ctrlC).0 == .quit)
}

/// Answers the browser's page requests when the test says so.
final class PageGateForBrowser: Sendable {
  private let pending = Locked<[CheckedContinuation<Page<BeerSummary>, any Error>]>([])

  @Sendable func fetch(_ query: BeerQuery, _ request: PageRequest) async throws -> Page<BeerSummary>
  {
    try await withCheckedThrowingContinuation { continuation in
      pending.withLock { $0.append(continuation) }
    }
  }

  var waiting: Int { pending.current.count }

  func answer(_ page: Page<BeerSummary>, call: Int = 0) async throws {
    try await waitUntil { self.waiting > call }
    pending.withLock { $0.remove(at: call) }.resume(returning: page)
  }
}
