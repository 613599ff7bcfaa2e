import Common
import Foundation
import Networking
internal import PunkContract

/// The front door of Catalog: a Punk API v2-compatible beer catalog and what
/// serves it.
///
/// ```swift
/// let catalog = CatalogEnvironment.builtIn()                 // 325 sample beers
/// let client = networking.makeClient(transport: catalog.transport)
/// let response = try await client.send(
///   HTTPRequest(url: CatalogEnvironment.embeddedBaseURL.appending(path: "beers")))
/// ```
public struct CatalogEnvironment: Sendable {
  /// Answers Punk API requests from this catalog.
  public let handler: CatalogRequestHandler

  /// The number of beers in the catalog.
  public var beerCount: Int { handler.catalog.store.count }

  /// The size of the built-in sample catalog.
  public static let defaultSize = 325

  /// The base URL to use with ``transport``; the host is never contacted.
  public static let embeddedBaseURL = URL(string: "http://embedded.catalog/v2")!

  private init(store: BeerStore, common: CommonEnvironment) {
    handler = CatalogRequestHandler(catalog: Catalog(store: store), random: common.random)
  }

  /// The built-in sample catalog of `size` beers (ids 1…size), generated
  /// deterministically and on demand: memory does not grow with `size`.
  public static func builtIn(size: Int = defaultSize, common: CommonEnvironment = .live)
    -> CatalogEnvironment
  {
    CatalogEnvironment(store: .generated(count: max(0, size)), common: common)
  }

  /// A catalog read from a file holding a JSON array of Punk API v2 beers,
  /// in the shape the original API published: see the wire format's
  /// description for the fields that may be `null` or vary. An empty array is
  /// an empty catalog. The beers are served back value for value.
  ///
  /// - Throws: ``CatalogFileError`` when the file cannot be read, is larger
  ///   than 64 MiB (refused before it is read), is not such an array (naming the index and
  ///   field), or repeats an id (naming both indexes).
  public static func file(_ url: URL, common: CommonEnvironment = .live) throws(CatalogFileError)
    -> CatalogEnvironment
  {
    let path = url.path(percentEncoded: false)
    let data = try CatalogFile.read(url, path: path)
    let beers = try CatalogFile.beers(in: data, path: path)
    var firstIndex: [Int: Int] = [:]
    firstIndex.reserveCapacity(beers.count)
    for (index, beer) in beers.enumerated() {
      if let earlier = firstIndex.updateValue(index, forKey: beer.id) {
        throw .duplicateID(path: path, id: beer.id, indexes: [earlier, index])
      }
    }
    return CatalogEnvironment(store: .loaded(beers.sorted { $0.id < $1.id }), common: common)
  }

  /// An in-process transport: requests are answered by ``handler`` without a
  /// socket, so the embedded catalog runs the same request, decoding and
  /// paging code as a remote server.
  public var transport: HTTPClient {
    let handler = handler
    return HTTPClient { request in
      try Task.checkCancellation()
      return handler.handle(request)
    }
  }
}
