import Catalog
import Foundation
import NIOCore
import Networking
import Prometheus
import Testing

@testable import TaproomServer

private let catalog = CatalogEnvironment.builtIn(size: 30)
private let responder = TaproomResponder(
  handler: catalog.handler, registry: PrometheusCollectorRegistry())

@Test(arguments: [
  "/v2/beers?per_page=3&page=2", "/v2/beers/7", "/v2/beers/abc", "/v2/beers/99", "/elsewhere",
  "/v2/beers?beer_name=n%C3%B8gne", "/v2/beers?ids=1%7C2",
])
func answersLikeTheInProcessTransport(_ target: String) async throws {
  let remote = responder.answer(method: "GET", target: target, ifNoneMatch: nil)
  let local = try await catalog.transport.send(
    HTTPRequest(url: URL(string: "http://embedded.catalog\(target)")!))
  #expect(remote == local)
  #expect(remote.header("Content-Type") == "application/json; charset=utf-8")
}

@Test func answersHealth() {
  let health = responder.answer(method: "GET", target: "/health", ifNoneMatch: nil)
  #expect(health.statusCode == 200)
  #expect(String(decoding: health.body, as: UTF8.self) == #"{"status":"ok"}"#)
}

@Test func keepsTheStatusHeadersAndBodyInTheHTTPResponse() {
  let response = TaproomResponder.response(
    responder.answer(method: "GET", target: "/v2/beers/abc", ifNoneMatch: nil))
  #expect(response.status.code == 400)
  #expect(response.headers[.contentType] == "application/json; charset=utf-8")
}

@Test func servesItsOpenAPIDocumentWithATag() throws {
  let document = responder.answer(method: "GET", target: "/openapi.json", ifNoneMatch: nil)
  #expect(document.statusCode == 200)
  let parsed = try JSONSerialization.jsonObject(with: document.body) as? [String: Any]
  #expect(parsed?["openapi"] as? String == "3.1.0")
  let tag = try #require(document.headers["ETag"])
  #expect(
    responder.answer(method: "GET", target: "/openapi.json", ifNoneMatch: tag).statusCode == 304)
}

@Test(arguments: [
  ("/v2/beers", "/v2/beers"), ("/v2/beers/12", "/v2/beers/{id}"),
  ("/v2/beers/abc", "/v2/beers/{id}"),
  ("/v2/beers/random", "/v2/beers/random"), ("/metrics", "/metrics"),
  ("/v2/beers/1/x", "unmatched"),
  ("/favicon.ico", "unmatched"),
])
func namesTheRouteForMetrics(_ path: String, _ route: String) {
  #expect(TaproomResponder.route(path[...]) == route)
}

@Test(
  arguments: [
    (IOError(errnoCode: EADDRINUSE, reason: "bind"), "address already in use"),
    (IOError(errnoCode: EADDRNOTAVAIL, reason: "bind"), "no such local address"),
    (
      IOError(errnoCode: EACCES, reason: "bind"),
      "permission denied (ports below 1024 need privileges)"
    ),
    (IOError(errnoCode: EMFILE, reason: "bind"), "the server could not start (errno \(EMFILE))"),
  ] as [(IOError, String)])
func saysWhyItCannotServeFromTheErrorCode(_ error: IOError, _ reason: String) {
  #expect(ServerCommand.describe(error) == reason)
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
