import Common
import Foundation
import Networking
import Paging

/// The front door of DiscoveryFeature: the use cases as closures, and the
/// factories of its view models.
///
/// ```swift
/// let discovery = DiscoveryEnvironment.live(http: client, baseURL: URL(string: "http://127.0.0.1:8080/v2")!)
/// let list = await discovery.makeDiscoveryViewModel(query: BeerQuery(name: "punk"), pageSize: 20)
/// await list.send(.load).value
/// print(list.state.items.map(\.name))
/// ```
public struct DiscoveryEnvironment: Sendable {
  /// Reads one page of a query.
  public var fetchPage: @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>
  /// Reads one beer's detail; throws ``DiscoveryError/beerNotFound(id:)``.
  public var fetchBeer: @Sendable (Int) async throws -> Beer
  /// What discovery knows about favorites.
  public var favorites: FavoriteMarks

  /// Creates an environment from its use cases (for tests and previews).
  public init(
    fetchPage: @escaping @Sendable (BeerQuery, PageRequest) async throws -> Page<BeerSummary>,
    fetchBeer: @escaping @Sendable (Int) async throws -> Beer,
    favorites: FavoriteMarks = .none
  ) {
    self.fetchPage = fetchPage
    self.fetchBeer = fetchBeer
    self.favorites = favorites
  }

  /// Discovery against a Punk API v2 server at `baseURL` (such as
  /// `http://127.0.0.1:8080/v2`), through `http`: a URLSession client for a
  /// remote server, or an in-process transport for the embedded catalog.
  /// Pages and beers come back with `isFavorite` set from `favorites`.
  public static func live(http: HTTPClient, baseURL: URL, favorites: FavoriteMarks = .none)
    -> DiscoveryEnvironment
  {
    let repository = BeerRepository(http: http, baseURL: baseURL)
    return DiscoveryEnvironment(
      fetchPage: { query, request in
        try await favorites.mark(try await repository.fetchPage(query, request))
      },
      fetchBeer: { id in
        var beer = try await repository.fetchBeer(id: id)
        beer.isFavorite = try await favorites.favoriteIDs([id]).contains(id)
        return beer
      },
      favorites: favorites)
  }

  /// Discovery over beers held in memory (for previews and UI tests): pages
  /// by position with real tokens; filters by name (letters in order) and
  /// ids only. Pages and beers come back marked from `favorites`.
  public static func inMemory(_ beers: [Beer], favorites: FavoriteMarks = .none)
    -> DiscoveryEnvironment
  {
    let sorted = beers.sorted { $0.id < $1.id }
    let codec = PageTokenCodec(list: "discovery.inMemory")
    return DiscoveryEnvironment(
      fetchPage: { query, request in
        try query.validate()
        let matching = sorted.filter { beer in
          (query.ids.map { $0.contains(beer.id) } ?? true)
            && (query.name.map { lettersInOrder($0, in: beer.name) } ?? true)
        }
        var offset = 0
        var tokenSize: Int?
        if let token = request.token {
          let position = try codec.position(of: token, query: query.canonicalText)
          offset = Int(position.values.first ?? 0)
          tokenSize = position.pageSize
        }
        let size = try PageSize(request.pageSize ?? tokenSize, maximum: 80).value
        let end = min(matching.count, offset + min(size, request.limit ?? size))
        let items = offset < end ? matching[offset..<end].map(\.summary) : []
        let next =
          end < matching.count
          ? codec.token(
            for: PagePosition(values: [Int64(end)], pageSize: size), query: query.canonicalText)
          : nil
        return try await favorites.mark(Page(items: items, nextPageToken: next))
      },
      fetchBeer: { id in
        guard var beer = sorted.first(where: { $0.id == id }) else {
          throw DiscoveryError.beerNotFound(id: id)
        }
        beer.isFavorite = try await favorites.favoriteIDs([id]).contains(id)
        return beer
      },
      favorites: favorites)
  }

  /// Makes the paged discovery list for a query.
  ///
  /// - Parameters:
  ///   - query: the filters (name, ABV, food, brewed before, ids).
  ///   - pageSize: items per page requested (`nil`: the token's size, or 20).
  ///   - startToken: where the list starts (a token printed earlier).
  ///   - paging: prefetch distance, first load and window (`nil`: one page
  ///     of `pageSize` ahead, no window).
  @MainActor
  public func makeDiscoveryViewModel(
    query: BeerQuery = BeerQuery(), pageSize: Int? = nil, startToken: PageToken? = nil,
    paging: PagingConfiguration? = nil
  ) -> DiscoveryViewModel {
    DiscoveryViewModel(
      fetchPage: fetchPage, favorites: favorites, query: query, pageSize: pageSize,
      startToken: startToken,
      paging: paging ?? .pages(of: pageSize ?? PageSize.defaultValue))
  }

  /// Makes the detail of one beer.
  @MainActor
  public func makeDetailViewModel(id: Int) -> BeerDetailViewModel {
    BeerDetailViewModel(id: id, fetchBeer: fetchBeer, favorites: favorites)
  }
}

/// `true` when the letters of `query` (spaces and underscores ignored)
/// appear in `text` in order, ignoring case.
func lettersInOrder(_ query: String, in text: String) -> Bool {
  var remaining = text.lowercased()[...]
  for letter in query.lowercased() where !letter.isWhitespace && letter != "_" {
    guard let found = remaining.firstIndex(of: letter) else { return false }
    remaining = remaining[remaining.index(after: found)...]
  }
  return true
}
