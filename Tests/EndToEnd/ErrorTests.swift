import Foundation
import TestSupport
import Testing

/// A valid token for the default query, page 2.
private func secondPageToken() async throws -> String {
  let first = try await taproom("discover", "--json")
  let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
  return try #require(object?["nextPageToken"] as? String)
}

private func expectUsageError(_ result: ProcessResult, _ message: String) {
  #expect(result.exitCode == 64)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr == "error: \(message)\n")
}

@Test func aGarbageTokenIsAUsageError() async throws {
  expectUsageError(
    try await taproom("discover", "--page-token", "not a token!"),
    "the page token is not valid: it contains characters a token never has")
}

@Test func aTruncatedTokenIsAUsageError() async throws {
  let token = try await secondPageToken()
  expectUsageError(
    try await taproom("discover", "--page-token", String(token.dropLast(5))),
    "the page token is truncated: copy the whole token")
}

@Test func anAlteredTokenIsAUsageError() async throws {
  var token = Array(try await secondPageToken())
  token[10] = token[10] == "A" ? "B" : "A"
  expectUsageError(
    try await taproom("discover", "--page-token", String(token)),
    "the page token was altered: its checksum does not match")
}

@Test func aTokenOfAnotherQueryIsAUsageError() async throws {
  let token = try await secondPageToken()
  expectUsageError(
    try await taproom("discover", "--abv-gt", "5", "--page-token", token),
    "the page token was made for a different query: use the same filters as the command that printed it"
  )
}

@Test func badFiltersAndPageSizesAreRefusedBeforeAnyRequest() async throws {
  let server = try LoopbackServer { _ in .json("[]") }
  let api = server.baseURL.absoluteString + "/v2"
  let cases: [([String], String)] = [
    (["--page-size", "0"], "--page-size must be at least 1, got 0"),
    (["--page-size=-5"], "--page-size must be at least 1, got -5"),
    (["--max-items", "0"], "--max-items must be at least 1, got 0"),
    (["--abv-gt=-1"], "--abv-gt must be a number of 0 or more, got -1"),
    (["--name", ""], "--name must not be empty"),
    (
      ["--brewed-before", "2010"],
      "--brewed-before must be a month as MM-YYYY, such as 05-2010, got '2010'"
    ),
    (
      ["--ids", "1,x"],
      "--ids must be ids of 1 or more separated by commas, such as 1,2,3, got '1,x'"
    ),
  ]
  for (arguments, message) in cases {
    expectUsageError(try await taproom(["discover", "--api-url", api] + arguments), message)
  }
  let parserError = try await taproom("discover", "--api-url", api, "--abv-gt", "strong")
  #expect(parserError.exitCode == 64)
  #expect(parserError.stderr.hasPrefix("error: the value 'strong' is invalid for '--abv-gt"))
  #expect(server.requests.isEmpty)
}

@Test func anAPIURLMustBeHTTP() async throws {
  expectUsageError(
    try await taproom("discover", "--api-url", "ftp://example.com/v2"),
    "--api-url must be an http or https URL such as http://127.0.0.1:8080/v2, got 'ftp://example.com/v2'"
  )
}

@Test func anUnknownIDSaysSo() async throws {
  let result = try await taproom("show", "999999")
  #expect(result.exitCode == 1)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr == "error: no beer with id 999999\n")
  expectUsageError(try await taproom("show", "0"), "a beer id is a number of 1 or more, got 0")
}

@Test func aMissingCatalogFileIsAUsageError() async throws {
  let directory = try TemporaryDirectory()
  let missing = directory.file("none.json").path
  expectUsageError(
    try await taproom("discover", "--catalog", missing), "cannot read the catalog file \(missing)")
}

@Test func aCatalogFileWithEveryQuirkIsServed() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("beers.json")
  try BeerFixture.array(BeerFixture.everyQuirk()).write(to: file)
  let result = try await taproom("discover", "--catalog", file.path)
  #expect(result.exitCode == 0)
  #expect(tableIDs(result.stdout) == Array(1...7))
  #expect(result.stdout.contains("Nøgne Ø – Imperial Brown Ale"))
  #expect(result.stdout.hasSuffix("end of results\n"))
}
