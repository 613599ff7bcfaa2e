import DiscoveryFeature
import FavoritesFeature
import Foundation
import MCP
import TaproomComposition
import Testing

@testable import TaproomMCP

/// Beers 1…count in memory, with favorites in memory wired as the apps wire
/// them; beer 2 has no measurements at all.
func makeTools(_ count: Int = 6) -> TaproomTools {
  let beers = (1...count).map { id in
    id == 2
      ? Beer(id: 2, name: "Beer 2")
      : Beer(id: id, name: "Beer \(id)", tagline: "Tag \(id).", abv: 5.5, ibu: 40, ebc: 12)
  }
  let favorites = FavoritesEnvironment.inMemory()
  let marks = FavoritesAdapter.marks(favorites, now: { Date(timeIntervalSince1970: 1_000) })
  return TaproomTools(
    discovery: .inMemory(beers, favorites: marks), favorites: favorites,
    now: { Date(timeIntervalSince1970: 1_000) })
}

/// The structured content of a successful call.
func content(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation)
  -> [String: Value]
{
  #expect(result.isError == false, sourceLocation: sourceLocation)
  return result.structuredContent?.objectValue ?? [:]
}

/// The text of a call that failed as a tool result.
func failure(_ result: CallTool.Result, sourceLocation: SourceLocation = #_sourceLocation)
  -> String
{
  #expect(result.isError == true, sourceLocation: sourceLocation)
  #expect(result.structuredContent == nil, sourceLocation: sourceLocation)
  guard case .text(let text, _, _) = result.content.first else { return "" }
  return text
}

/// The ids of a page's items.
func ids(_ page: [String: Value]) -> [Int] {
  (page["items"]?.arrayValue ?? []).compactMap { $0.objectValue?["id"]?.intValue }
}
