import Foundation
import TestSupport
import Testing

/// A catalog file in the published shape: one beer of each real quirk, then
/// seeded variants of every nullable field, number spelling and date form.
private struct PublishedShapeCatalog {
  let directory: TemporaryDirectory
  let beers: [BeerFixture]
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    let quirks = BeerFixture.everyQuirk(from: 1)
    beers =
      quirks
      + (0..<40).map { BeerFixture.variant(id: quirks.count + 1 + $0, seed: UInt64($0) &* 7_919) }
    let file = directory.file("beers.json")
    try BeerFixture.array(beers.reversed()).write(to: file)
    path = file.path
  }
}

/// Writes `text` as a catalog file in `directory`.
private func catalogFile(_ text: String, in directory: TemporaryDirectory) throws -> String {
  let file = directory.file("beers.json")
  try Data(text.utf8).write(to: file)
  return file.path
}

@Test func theServerServesAPublishedShapeFileValueForValue() async throws {
  let catalog = try PublishedShapeCatalog()
  let server = try startServer(["--catalog", catalog.path])
  for beer in catalog.beers {
    let response = try RawHTTP.request("/v2/beers/\(beer.id)", port: server.port)
    #expect(response.status == 200)
    let served = try JSONValue.parse(response.body)
    #expect(served.sameValue(as: .array([beer.json])), "beer \(beer.id): \(response.text)")
  }
  let page = try RawHTTP.request("/v2/beers?per_page=80", port: server.port)
  #expect(try JSONValue.parse(page.body).sameValue(as: .array(catalog.beers.map(\.json))))
  #expect(server.stop() == 0)
}

@Test func showJSONKeepsNullsAsNullsEmbeddedAndRemote() async throws {
  let catalog = try PublishedShapeCatalog()
  let embedded = try await taproom("show", "7", "--json", "--catalog", catalog.path)
  #expect(embedded.exitCode == 0)
  let beer = try JSONValue.parse(Data(embedded.stdout.utf8))
  #expect(beer["yeast"] == .null)
  #expect(beer["twist"] == .null)
  #expect(beer["fermentationTemperature"]?["value"] == .null)
  #expect(embedded.stdout.contains(#""mashSteps":[{"durationMinutes":null,"#))
  #expect(embedded.stdout.contains(#""temperature":{"unit":"celsius","value":null}"#))
  let numbers = try await taproom("show", "2", "--json", "--catalog", catalog.path)
  let nulls = try JSONValue.parse(Data(numbers.stdout.utf8))
  for key in ["ibu", "ebc", "srm", "ph", "targetFG", "targetOG", "attenuationLevel"] {
    #expect(nulls[key] == .null, "\(key)")
  }
  let noImage = try await taproom("show", "6", "--json", "--catalog", catalog.path)
  #expect(try JSONValue.parse(Data(noImage.stdout.utf8))["imageURL"] == .null)

  let server = try startServer(["--catalog", catalog.path])
  for id in ["2", "6", "7", "20"] {
    let remote = try await taproom("show", id, "--json", "--api-url", server.url.absoluteString)
    let local = try await taproom("show", id, "--json", "--catalog", catalog.path)
    #expect(remote.exitCode == 0)
    #expect(remote.stdout == local.stdout, "beer \(id)")
  }
  #expect(server.stop() == 0)
}

@Test func discoverListsAPublishedShapeFile() async throws {
  let catalog = try PublishedShapeCatalog()
  let result = try await taproom(
    "discover", "--page-size", "80", "--json", "--catalog", catalog.path)
  #expect(result.exitCode == 0)
  guard case .array(let items)? = try JSONValue.parse(Data(result.stdout.utf8))["items"] else {
    Issue.record("no items in \(result.stdout)")
    return
  }
  #expect(items.map { $0["id"] } == catalog.beers.map { .int($0.id) })
  #expect(items[1]["ibu"] == .null)
  #expect(items[3]["firstBrewed"] == "2011")
}

private let brokenFields: [(String, JSONValue, String)] = [
  ("abv", "strong", "at [1].abv: expected a number"),
  ("food_pairing", "chips", "at [1].food_pairing: expected an array"),
  ("first_brewed", "spring 2008", "at [1].first_brewed: expected MM/YYYY or YYYY"),
]

@Test(arguments: brokenFields)
func aFileThatBreaksTheFormatIsRefusedByBothApps(
  key: String, value: JSONValue, detail: String
) async throws {
  let directory = try TemporaryDirectory()
  let beers = [BeerFixture(id: 1).json, BeerFixture(id: 2).json.setting(key, to: value)]
  let path = try catalogFile(JSONValue.array(beers).text, in: directory)
  let message = "error: the catalog file \(path) is not a JSON array of Punk API beers: \(detail)\n"
  let cli = try await taproom("discover", "--catalog", path)
  #expect(cli.exitCode == 65)
  #expect(cli.stdout.isEmpty)
  #expect(cli.stderr == message)
  let server = try await ProcessRunner.run(Executables.taproomServer, ["--catalog", path])
  #expect(server.exitCode == 65)
  #expect(server.stderr == message)
}

@Test func aFileWithARepeatedIDNamesBothIndexes() async throws {
  let directory = try TemporaryDirectory()
  let beers = [BeerFixture(id: 3), BeerFixture(id: 8), BeerFixture(id: 3)]
  let path = try catalogFile(JSONValue.array(beers.map(\.json)).text, in: directory)
  let message = "error: the catalog file \(path) has two beers with id 3, at [0] and [2]\n"
  let cli = try await taproom("show", "3", "--catalog", path)
  #expect(cli.exitCode == 65)
  #expect(cli.stderr == message)
  let server = try await ProcessRunner.run(Executables.taproomServer, ["--catalog", path])
  #expect(server.exitCode == 65)
  #expect(server.stderr == message)
}

@Test func anEmptyArrayIsAnEmptyCatalog() async throws {
  let directory = try TemporaryDirectory()
  let path = try catalogFile("[]", in: directory)
  let result = try await taproom("discover", "--catalog", path)
  #expect(result.exitCode == 0)
  #expect(result.stdout == "no beers found\nend of results\n")
  let server = try startServer(["--catalog", path])
  #expect(try RawHTTP.request("/v2/beers", port: server.port).text == "[]")
  #expect(server.stop() == 0)
}

@Test func aFileOverTheSizeLimitIsRefusedWithoutReadingIt() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("huge.json")
  // A sparse file: 65 MiB long, no data written.
  #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
  let handle = try FileHandle(forWritingTo: file)
  try handle.truncate(atOffset: 65 << 20)
  try handle.close()
  let message =
    "error: the catalog file \(file.path) is 68.2 MB; a catalog file may be at most 67.1 MB\n"
  let cli = try await taproom("discover", "--catalog", file.path)
  #expect(cli.exitCode == 64)
  #expect(cli.stderr == message)
  let server = try await ProcessRunner.run(Executables.taproomServer, ["--catalog", file.path])
  #expect(server.exitCode == 64)
  #expect(server.stderr == message)
}

@Test func aFiftyMegabyteFileLoads() async throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("big.json")
  // About 50 MB of beers in the published shape, each with a long description.
  var beers: [String] = []
  var size = 2
  var id = 0
  while size < 50_000_000 {
    id += 1
    var beer = BeerFixture.variant(id: id, seed: UInt64(id % 97))
    beer.description = String(repeating: "A long description of a beer. ", count: 40)
    let text = beer.json.text
    beers.append(text)
    size += text.utf8.count + 1
  }
  try Data("[\(beers.joined(separator: ","))]".utf8).write(to: file)
  let result = try await taproom("show", String(id), "--json", "--catalog", file.path)
  #expect(result.exitCode == 0, "\(result.stderr)")
  #expect(try JSONValue.parse(Data(result.stdout.utf8))["id"] == .int(id))
}
