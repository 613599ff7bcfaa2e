import Common
import DiscoveryFeature

extension DiscoveryEnvironment {
  /// One page for an MCP cursor chain, and the cursor after it: `nil` only
  /// at the end, and never one that leads to an empty page. The Punk API
  /// cannot say whether a full page is the last, so its repository hands
  /// out a token that may lead to nothing; one look at the next item (a
  /// request limited to it) tells.
  func cursorPage(_ query: BeerQuery, size: Int, cursor: PageToken?) async throws -> (
    page: Page<BeerSummary>, next: PageToken?
  ) {
    let page = try await fetchPage(query, PageRequest(pageSize: size, token: cursor))
    guard let next = page.nextPageToken else { return (page, nil) }
    let peek = try await fetchPage(query, PageRequest(pageSize: size, token: next, limit: 1))
    return (page, peek.items.isEmpty ? nil : next)
  }
}
