import Common
import Foundation
import Networking

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

  /// A catalog read from a file holding a JSON array of Punk API beers.
  ///
  /// - Throws: ``CatalogFileError`` when the file cannot be read, is not such
  ///   an array, or repeats an id.
  public static func file(_ url: URL, common: CommonEnvironment = .live) throws(CatalogFileError)
    -> CatalogEnvironment
  {
    let path = url.path(percentEncoded: false)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path)
    }
    let beers: [PunkBeer]
    do {
      beers = try JSONResponseDecoder().decode([PunkBeer].self, from: data).sorted { $0.id < $1.id }
    } catch {
      let detail =
        if case .decoding(let at, let reason) = error {
          at.isEmpty ? reason : "at \(at): \(reason)"
        } else {
          error.userMessage
        }
      throw .malformed(path: path, detail: detail)
    }
    for (previous, next) in zip(beers, beers.dropFirst()) where previous.id == next.id {
      throw .duplicateID(path: path, id: next.id)
    }
    return CatalogEnvironment(store: .loaded(beers), common: common)
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
