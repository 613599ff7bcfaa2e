import DiscoveryFeature
import Foundation
import MCP
import Testing

@testable import TaproomMCP

private let resources = TaproomResources(
  discovery: .inMemory((1...170).map { Beer(id: $0, name: "Beer \($0)") }))

@Test func resourcesListEveryBeerInIDOrderByCursor() async throws {
  var uris: [String] = []
  var cursor: String?
  var calls = 0
  repeat {
    let page = try await resources.list(cursor: cursor)
    #expect(!page.resources.isEmpty)
    uris += page.resources.map(\.uri)
    cursor = page.nextCursor
    calls += 1
  } while cursor != nil
  #expect(calls == 3)
  #expect(uris == (1...170).map { "taproom://beers/\($0)" })
}

@Test func aBadResourceCursorIsInvalidParams() async throws {
  await #expect(throws: MCPError.self) { try await resources.list(cursor: "not-a-token") }
  do {
    _ = try await resources.list(cursor: "not-a-token")
  } catch let error as MCPError {
    #expect(error.code == -32602)
  }
}

@Test func aResourceReadsAsJSONAndAnUnknownOneIsNotFound() async throws {
  let read = try await resources.read(uri: "taproom://beers/7")
  #expect(read.contents.first?.mimeType == "application/json")
  let json = try #require(read.contents.first?.text)
  let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
  #expect(object?["name"] as? String == "Beer 7")
  #expect(object?["abv"] is NSNull)
  do {
    _ = try await resources.read(uri: "taproom://beers/999")
    Issue.record("an unknown beer was read")
  } catch let error as MCPError {
    #expect(error.code == -32002)
  }
  await #expect(
    throws: MCPError.invalidParams(
      "not a Taproom resource: http://x (expected taproom://beers/{id})")
  ) {
    try await resources.read(uri: "http://x")
  }
  #expect(TaproomResources.templates.templates.map(\.uriTemplate) == ["taproom://beers/{id}"])
}
