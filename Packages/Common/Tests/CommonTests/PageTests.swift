import Testing

@testable import Common

@Test func aPageWithoutATokenIsTheLast() {
  let last = Page(items: [1, 2], nextPageToken: nil)
  let more = Page(items: [1, 2], nextPageToken: PageToken(rawValue: "x"))
  #expect(last.isLast)
  #expect(!more.isLast)
  #expect(
    more.map(String.init) == Page(items: ["1", "2"], nextPageToken: PageToken(rawValue: "x")))
}

@Test(arguments: [(nil, 20), (1, 1), (25, 25), (80, 80), (81, 80), (10_000, 80)] as [(Int?, Int)])
func pageSizeDefaultsAndClamps(_ requested: Int?, _ expected: Int) throws {
  #expect(try PageSize(requested, maximum: 80).value == expected)
}

@Test(arguments: [0, -1, Int.min])
func pageSizeRejectsZeroAndNegative(_ requested: Int) {
  #expect(throws: PageSizeError(requested: requested)) { try PageSize(requested, maximum: 80) }
  #expect(
    PageSizeError(requested: requested).userMessage
      == "page size must be at least 1, got \(requested)")
}
