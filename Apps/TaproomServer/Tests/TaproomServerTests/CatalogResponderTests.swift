import Catalog
import Foundation
import Logging
import Networking
import Testing

@testable import TaproomServer

private let catalog = CatalogEnvironment.builtIn(size: 30)
private let responder = CatalogResponder(handler: catalog.handler, logger: Logger(label: "test"))

@Test(arguments: [
  "/v2/beers?per_page=3&page=2", "/v2/beers/7", "/v2/beers/abc", "/v2/beers/99", "/elsewhere",
  "/v2/beers?beer_name=n%C3%B8gne", "/v2/beers?ids=1%7C2",
])
func answersLikeTheInProcessTransport(_ target: String) async throws {
  let remote = responder.answer(method: "GET", target: target)
  let local = try await catalog.transport.send(
    HTTPRequest(url: URL(string: "http://embedded.catalog\(target)")!))
  #expect(remote == local)
  #expect(remote.header("Content-Type") == "application/json; charset=utf-8")
}

@Test func answersHealth() {
  let health = responder.answer(method: "GET", target: "/health")
  #expect(health.statusCode == 200)
  #expect(String(decoding: health.body, as: UTF8.self) == #"{"status":"ok"}"#)
}

@Test func keepsTheStatusHeadersAndBodyInTheHTTPResponse() {
  let response = CatalogResponder.response(responder.answer(method: "GET", target: "/v2/beers/abc"))
  #expect(response.status.code == 400)
  #expect(response.headers[.contentType] == "application/json; charset=utf-8")
}

@Test(arguments: [
  (["--size", "5", "--catalog", "x"], "use either --catalog or --size, not both"),
  (["--size=-1"], "--size must be 0 or more, got -1"),
  (["--port", "70000"], "--port must be from 0 to 65535, got 70000"),
])
func refusesBadOptions(_ arguments: [String], _ message: String) {
  do {
    _ = try ServerCommand.parse(arguments)
    Issue.record("\(arguments) was accepted")
  } catch {
    #expect(ServerCommand.message(for: error) == message)
    #expect(ServerCommand.exitCode(for: error).rawValue == 64)
  }
}
