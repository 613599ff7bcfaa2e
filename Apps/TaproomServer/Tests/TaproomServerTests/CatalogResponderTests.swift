import Catalog
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import TaproomServer

private func application() -> some ApplicationProtocol {
  let catalog = CatalogEnvironment.builtIn(size: 30)
  return Application(
    responder: CatalogResponder(handler: catalog.handler, logger: Logger(label: "test")),
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)))
}

@Test func answersLikeTheCatalogHandler() async throws {
  let catalog = CatalogEnvironment.builtIn(size: 30)
  try await application().test(.router) { client in
    for target in [
      "/v2/beers?per_page=3&page=2", "/v2/beers/7", "/v2/beers/abc", "/v2/beers/99", "/elsewhere",
    ] {
      try await client.execute(uri: target, method: .get) { response in
        let components = target.split(separator: "?", maxSplits: 1)
        let local = catalog.handler.handle(
          method: "GET", path: String(components[0]),
          queryItems: components.count > 1
            ? components[1].split(separator: "&").map {
              let pair = $0.split(separator: "=")
              return URLQueryItem(name: String(pair[0]), value: String(pair[1]))
            } : [])
        #expect(Int(response.status.code) == local.statusCode, "\(target)")
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(Data(buffer: response.body) == local.body, "\(target)")
      }
    }
  }
}

@Test func answersHealth() async throws {
  try await application().test(.router) { client in
    try await client.execute(uri: "/health", method: .get) { response in
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == #"{"status":"ok"}"#)
    }
  }
}

@Test(arguments: [
  (["--size", "5", "--catalog", "x"], "use either --catalog or --size, not both"),
  (["--size=-1"], "--size must be 0 or more, got -1"),
  (["--port", "70000"], "--port must be from 0 to 65535, got 70000"),
])
func refusesBadOptions(_ arguments: [String], _ message: String) {
  #expect(throws: (any Error).self) { try ServerCommand.parse(arguments) }
  do {
    _ = try ServerCommand.parse(arguments)
  } catch {
    #expect(ServerCommand.message(for: error) == message)
    #expect(ServerCommand.exitCode(for: error).rawValue == 64)
  }
}
