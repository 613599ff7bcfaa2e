import Catalog
import Common
import Foundation
import Networking
import TestSupport

/// Sends `GET target` to a catalog in process, the target as a server
/// receives it (not normalised by `URL`).
func get(_ catalog: CatalogEnvironment, _ target: String) -> HTTPResponse {
  catalog.handler.handle(method: "GET", target: target, ifNoneMatch: nil)
}

/// The ids in a JSON array response.
func ids(_ response: HTTPResponse) throws -> [Int] {
  let array = try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]]
  return (array ?? []).compactMap { $0["id"] as? Int }
}

func text(_ response: HTTPResponse) -> String {
  String(decoding: response.body, as: UTF8.self)
}

/// A catalog loaded from fixtures written to a temporary file.
func fixtureCatalog(_ beers: [BeerFixture]) throws -> CatalogEnvironment {
  let directory = try TemporaryDirectory()
  let file = directory.file("catalog.json")
  try BeerFixture.array(beers).write(to: file)
  return try CatalogEnvironment.file(file, common: .test)
}
