import Foundation
import TestSupport
import Testing

@Test func theDefaultPrintsTheFirstPageAndTheNextCommand() async throws {
  let result = try await taproom("discover")
  #expect(result.exitCode == 0)
  #expect(result.stderr.isEmpty)
  #expect(tableIDs(result.stdout) == Array(1...20))
  #expect(result.stdout.hasPrefix("    ID    NAME"))
  let next = try #require(nextPageArguments(result.stdout))
  #expect(next.prefix(2) == ["discover", "--page-token"])
}

@Test func followingThePrintedCommandsVisitsEveryBeerOnce() async throws {
  var arguments = ["discover"]
  var seen: [Int] = []
  var runs = 0
  while runs < 30 {
    let result = try await taproom(arguments)
    runs += 1
    #expect(result.exitCode == 0, "\(result.stderr)")
    let ids = tableIDs(result.stdout)
    seen += ids
    guard let next = nextPageArguments(result.stdout) else {
      #expect(result.stdout.hasSuffix("end of results\n"))
      #expect(!ids.isEmpty, "the last page is not empty")
      break
    }
    arguments = next
  }
  #expect(seen == Array(1...325))
  #expect(runs == 17)
}

@Test func pagesOfTwentyFiveOverExactlyThreeHundredTwentyFiveEndWithoutAnEmptyTable() async throws {
  var arguments = ["discover", "--page-size", "25"]
  var seen: [Int] = []
  var last = ""
  for _ in 0..<20 {
    let result = try await taproom(arguments)
    #expect(result.exitCode == 0)
    seen += tableIDs(result.stdout)
    last = result.stdout
    guard let next = nextPageArguments(result.stdout) else { break }
    #expect(next.contains("--page-size"))
    arguments = next
  }
  #expect(Set(seen).count == 325)
  #expect(seen.count == 325)
  // The token after the 13th full page leads to nothing: no header, no rows.
  #expect(last == "end of results\n")
}

@Test func maxItemsStreamsAcrossPagesAndResumesRightAfter() async throws {
  let result = try await taproom("discover", "--max-items", "30", "--page-size", "25")
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == Array(1...30))
  let next = try #require(nextPageArguments(result.stdout))
  let resumed = try await taproom(next)
  #expect(tableIDs(resumed.stdout) == Array(31...55))
}

@Test func jsonHasTheDocumentedShape() async throws {
  let result = try await taproom("discover", "--json", "--page-size", "2", "--ids", "1,3,5")
  #expect(result.exitCode == 0)
  let object = try #require(
    JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  let items = try #require(object["items"] as? [[String: Any]])
  #expect(items.map { $0["id"] as? Int } == [1, 3])
  #expect(
    Set(items[0].keys) == [
      "id", "name", "tagline", "abv", "ibu", "ebc", "firstBrewed", "imageURL", "isFavorite",
    ])
  let token = try #require(object["nextPageToken"] as? String)
  let second = try await taproom("discover", "--json", "--ids", "1,3,5", "--page-token", token)
  let rest = try #require(
    JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
  #expect((rest["items"] as? [[String: Any]])?.map { $0["id"] as? Int } == [5])
  #expect(rest["nextPageToken"] is NSNull)
}

@Test func maxItemsJSONStreamsOneDocument() async throws {
  let result = try await taproom("discover", "--json", "--max-items", "100", "--page-size", "80")
  let object = try #require(
    JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  #expect((object["items"] as? [Any])?.count == 100)
  #expect(object["nextPageToken"] is String)
}

@Test func filtersNarrowTheList() async throws {
  let result = try await taproom(
    "discover", "--ids", "1,2,3,4,5,6,7,8,9,10", "--abv-gt", "8", "--page-size", "80")
  #expect(result.exitCode == 0)
  let all = try await taproom("discover", "--json", "--ids", "1,2,3,4,5,6,7,8,9,10")
  let items = try #require(
    (JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])?["items"]
      as? [[String: Any]])
  let strong = items.filter { ($0["abv"] as? Double ?? 0) > 8 }.compactMap { $0["id"] as? Int }
  #expect(!strong.isEmpty)
  #expect(tableIDs(result.stdout) == strong)
}
