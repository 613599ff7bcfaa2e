import Common
import DiscoveryFeature
import Foundation
import MCP

/// Every beer as a resource, `taproom://beers/{id}`, listed in id order and
/// read as `application/json` (the same JSON as `get_beer`).
struct TaproomResources: Sendable {
  let discovery: DiscoveryEnvironment

  static let scheme = "taproom://beers/"
  static let pageSize = 80

  /// One page of resources. A cursor that is not one of ours is a -32602.
  func list(cursor: String?) async throws -> ListResources.Result {
    if let cursor, cursor.isEmpty {
      throw MCPError.invalidParams("the cursor is not valid for this query: it is empty")
    }
    do {
      let (page, next) = try await discovery.cursorPage(
        BeerQuery(), size: Self.pageSize, cursor: cursor.map(PageToken.init))
      return ListResources.Result(
        resources: page.items.map {
          Resource(
            name: $0.name, uri: Self.scheme + String($0.id), title: $0.name,
            description: $0.tagline.isEmpty ? nil : $0.tagline, mimeType: "application/json")
        }, nextCursor: next?.rawValue)
    } catch let error as PageTokenError {
      throw MCPError.invalidParams("the cursor is not valid for this query: \(error.userMessage)")
    } catch {
      throw MCPError.internalError(ErrorSummary(error).message)
    }
  }

  /// The beer behind `taproom://beers/{id}`.
  func read(uri: String) async throws -> ReadResource.Result {
    guard uri.hasPrefix(Self.scheme), let id = Int(uri.dropFirst(Self.scheme.count)), id >= 1
    else {
      throw MCPError.invalidParams("not a Taproom resource: \(uri) (expected taproom://beers/{id})")
    }
    do {
      let beer = try await discovery.fetchBeer(id)
      let json = String(decoding: try BeerValues.json(beer), as: UTF8.self)
      return ReadResource.Result(contents: [.text(json, uri: uri, mimeType: "application/json")])
    } catch DiscoveryError.beerNotFound(let id) {
      // The specification's "resource not found".
      throw MCPError.serverError(code: -32002, message: "Resource not found: no beer with id \(id)")
    } catch {
      throw MCPError.internalError(ErrorSummary(error).message)
    }
  }

  /// The one template.
  static let templates = ListResourceTemplates.Result(templates: [
    Resource.Template(
      uriTemplate: "taproom://beers/{id}", name: "beer", title: "A beer by id",
      description: "One beer in full, as JSON.", mimeType: "application/json")
  ])
}
