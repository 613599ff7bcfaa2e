import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import Paging
import PagingTesting
import TaproomComposition
import TerminalUI
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
  let marks = FavoritesAdapter.marks(favorites, now: { Date(timeIntervalSince1970: 1_000) })
  var discovery = DiscoveryEnvironment.inMemory(beers(count), favorites: marks)
  // A test's own pages come unmarked: the tests that give them check paging, not marks.
  if let fetchPage { discovery.fetchPage = fetchPage }
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

/// Waits until no page is loading (the browser prefetches on its own):
/// the list's own tasks, awaited, not polled.
@MainActor
private func settle(_ browser: Browser) async throws {
  await browser.list.settled()
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
      "↑↓ move  PgUp/PgDn  ⏎ open  f ★  F favorites  / filter  r r…",
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
  #expect(try await favorites.favoriteIDs(nil) == [2])
  // A set the stream read before the save may still be on its way; the
  // next one has the favorite.
  try await observed({ browser.list.state.items.filter(\.isFavorite).map(\.id) }, equals: [2])
  #expect(browser.frame(style: .plain)[2].hasPrefix("›     2 ★ Beer 2"))
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
@Test func aFavoriteRemovedInTheFavoritesListLosesItsMarkThroughTheStream() async throws {
  let (browser, favorites) = makeBrowser()
  await browser.start().value
  try await press(browser, .down, .character("f"))
  try await press(browser, .character("F"), .character("f"), .escape)
  #expect(try await favorites.favoriteIDs(nil) == [])
  try await observed({ browser.list.state.items.filter(\.isFavorite).map(\.id) }, equals: [])
  #expect(browser.frame(style: .plain)[2].hasPrefix("›     2   Beer 2"))
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
  let gate = Gate()
  let memory = DiscoveryEnvironment.inMemory(
    [Beer(id: 1, name: "Ale"), Beer(id: 8, name: "X"), Beer(id: 9, name: "XY")])
  let (browser, _) = makeBrowser(fetchPage: { query, request in
    if query.name == "x" {
      // Like a request already on the wire: it answers even when cancelled.
      await Task.detached { try? await gate.wait() }.value
    }
    return try await memory.fetchPage(query, request)
  })
  await browser.start().value
  browser.handle(.character("/"))
  let x = browser.handle(.character("x")).1
  await Task.yield()
  let xy = browser.handle(.character("y")).1
  await xy?.value
  #expect(browser.list.state.items.map(\.id) == [9])
  gate.open()
  await x?.value
  try await settle(browser)
  #expect(browser.list.state.items.map(\.id) == [9])
}

@MainActor
@Test func pageDownHeldKeepsMovingWhilePagesLoadAhead() async throws {
  let requests = Locked<[PageRequest]>([])
  let memory = DiscoveryEnvironment.inMemory(beers(500))
  let (browser, _) = makeBrowser(
    rows: 12, pageSize: 5,
    fetchPage: { query, request in
      requests.withLock { $0.append(request) }
      return try await memory.fetchPage(query, request)
    })
  await browser.start().value
  try await settle(browser)
  // Ten presses arrive before any page does; none is swallowed.
  let tasks = (0..<10).map { _ in browser.handle(.pageDown).1 }
  for task in tasks { await task?.value }
  try await settle(browser)
  #expect(browser.screen.listSelection == 90)
  #expect(browser.pendingRows == 0)
  #expect(browser.list.state.list.count >= 100)
  #expect(!browser.frame(style: .plain).contains("  … loading"))
}

@MainActor
@Test func theWindowKeepsMemoryBoundedAndScrollingBackReloads() async throws {
  let (browser, _) = makeBrowser(2_000, rows: 12, pageSize: 5)
  await browser.start().value
  for _ in 0..<150 { try await press(browser, .pageDown) }
  let list = browser.list.state.list
  #expect(browser.screen.listSelection == 1_350)
  #expect(list.offset > 1_000)
  #expect(list.items.count <= 55, "at most the window (50) and the page loading")
  for _ in 0..<150 { try await press(browser, .pageUp) }
  #expect(browser.screen.listSelection == 0)
  #expect(browser.list.state.list.offset == 0)
  #expect(browser.frame(style: .plain)[1].hasPrefix("›     1   Beer 1"))
  #expect(!browser.frame(style: .plain).contains("  … loading"))
}

@MainActor
@Test func theFirstLoadFillsTheScreen() async throws {
  let (browser, _) = makeBrowser(rows: 30, pageSize: 20)
  await browser.start().value
  let frame = browser.frame(style: .plain)
  #expect(!frame.contains("  … loading"))
  #expect(frame[27].hasPrefix("     27"))
}

@Test func everyKeyLineFitsEightyColumns() {
  for line in [
    BrowserRenderer.keyLine, BrowserRenderer.favoritesKeyLine, BrowserRenderer.detailKeyLine,
  ] {
    #expect(DisplayWidth.of(line) <= 80, "\(line)")
  }
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

@MainActor
@Test func endGoesToTheLastLoadedRowAndStaysThere() async throws {
  let (browser, _) = makeBrowser(500, rows: 12, pageSize: 5)
  await browser.start().value
  try await settle(browser)
  let loaded = browser.list.state.list.count
  try await press(browser, .end)
  #expect(browser.screen.listSelection == loaded - 1)
  #expect(browser.pendingRows == 0)
  #expect(browser.list.state.list.count > loaded, "the rows after it load ahead")
}
