import Foundation
import TestSupport
import Testing

private func expectUsage(_ result: ProcessResult, _ message: String) {
  #expect(result.exitCode == 64)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr == "error: \(message)\n")
}

@Test func timeoutsMustBePositive() async throws {
  expectUsage(
    try await taproom("discover", "--timeout", "0"),
    "--timeout must be a number of seconds above 0, got 0")
  expectUsage(
    try await taproom("discover", variables: ["TAPROOM_TIMEOUT": "soon"]),
    "TAPROOM_TIMEOUT must be a number of seconds above 0, got 'soon'")
}

@Test func aCatalogFileCannotBeUsedWithAServer() async throws {
  expectUsage(
    try await taproom("discover", "--api-url", "http://127.0.0.1:9/v2", "--catalog", "beers.json"),
    "--catalog is for the embedded catalog; it cannot be used with --api-url")
}

@Test func favoritesRefuseBadIDsAndPageSizes() async throws {
  let directory = try TemporaryDirectory()
  let database = directory.file("favorites.sqlite").path
  expectUsage(
    try await taproom("favorites", "add", "0", "--favorites-db", database),
    "a beer id is a number of 1 or more, got 0")
  expectUsage(
    try await taproom("favorites", "list", "--page-size", "0", "--favorites-db", database),
    "--page-size must be at least 1, got 0")
  expectUsage(
    try await taproom("favorites", "list", "--page-token", "%%%", "--favorites-db", database),
    "the page token is not valid: it contains characters a token never has")
  #expect(!FileManager.default.fileExists(atPath: database))
}

@Test func aStreamThatFailsMidwayKeepsWhatItPrintedAndSaysHowToResume() async throws {
  let first = BeerFixture.array([BeerFixture(id: 1), BeerFixture(id: 2)])
  let server = try LoopbackServer(replies: [.json(first), .status(503)])
  let api = server.baseURL.absoluteString + "/v2"
  let result = try await taproom(
    "discover", "--api-url", api, "--max-items", "10", "--page-size", "2", "--timeout", "1")
  #expect(result.exitCode == 69)
  #expect(tableIDs(result.stdout) == [1, 2])
  let prefix =
    "error: the server answered 503 Service Unavailable; resume with: taproom discover --api-url \(api) --timeout 1 --page-size 2 --page-token "
  #expect(result.stderr.hasPrefix(prefix), "\(result.stderr)")
  let again = try LoopbackServer(replies: [.json(first), .status(503)])
  let json = try await taproom(
    "discover", "--api-url", again.baseURL.absoluteString + "/v2", "--max-items", "10",
    "--page-size", "2", "--json",
    "--timeout", "1")
  #expect(json.exitCode == 69)
  // The JSON printed so far is still a complete document, ending with the resume token.
  let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
  #expect(object?["nextPageToken"] is String)
  #expect((object?["items"] as? [Any])?.count == 2)
  // A failure before anything was printed leaves standard output empty.
  let down = try await taproom(
    "discover", "--api-url", api, "--max-items", "10", "--json", "--timeout", "1")
  #expect(down.exitCode == 69)
  #expect(down.stdout.isEmpty)
  #expect(down.stderr == "error: the server answered 503 Service Unavailable\n")
}

@Test func aServerPortInUseIsExit69() async throws {
  let catalogServer = try startServer(["--size", "5"])
  let second = try await ProcessRunner.run(
    Executables.taproomServer, ["--port", String(catalogServer.port)], timeout: .seconds(30))
  #expect(second.exitCode == 69)
  #expect(
    second.stderr.hasSuffix(
      "error: cannot serve on 127.0.0.1:\(catalogServer.port): address already in use\n"))
}
