import Common
import Paging

/// The front door of __NAME__Feature: what it needs from outside, as
/// closures, so an app, a demo and a test each give their own.
///
/// ```swift
/// let environment = __NAME__Environment.inMemory([__NAME__Item(id: 1, title: "First")])
/// let list = environment.make__NAME__ViewModel(pageSize: 20)
/// await list.send(.load).value
/// print(list.state.items)
/// ```
public struct __NAME__Environment: Sendable {
  /// Reads one page: `nil` for the first, then each page's next token.
  public var fetchPage:
    @Sendable (_ token: PageToken?, _ pageSize: Int) async throws -> Page<__NAME__Item>

  /// An environment from its closures.
  public init(
    fetchPage:
      @escaping @Sendable (_ token: PageToken?, _ pageSize: Int) async throws -> Page<
        __NAME__Item
      >
  ) {
    self.fetchPage = fetchPage
  }

  /// The production wiring: pages from the source the app composes (a
  /// server's client, a database), which hands out its own page tokens.
  public static func live(
    source:
      @escaping @Sendable (_ token: PageToken?, _ pageSize: Int) async throws -> Page<
        __NAME__Item
      >
  ) -> __NAME__Environment {
    __NAME__Environment(fetchPage: source)
  }

  /// Items held in memory, paged with checked tokens bound to this list: for
  /// demos, previews and tests. A token keeps the page size it was made
  /// with; a token from another list, or an altered one, is refused with
  /// `PageTokenError`.
  public static func inMemory(_ items: [__NAME__Item]) -> __NAME__Environment {
    let codec = PageTokenCodec(list: "__name__")
    return __NAME__Environment { token, pageSize in
      var start = 0
      var size = pageSize
      if let token {
        let position = try codec.position(of: token, query: "")
        size = position.pageSize  // a token keeps the page size it was made with
        start = min(max(0, Int(position.values.first ?? 0)), items.count)
      }
      let end = min(start + size, items.count)
      let next =
        end < items.count
        ? codec.token(for: PagePosition(values: [Int64(end)], pageSize: size), query: "") : nil
      return Page(items: Array(items[start..<end]), nextPageToken: next)
    }
  }

  /// A list of items on the shared paging engine.
  @MainActor
  public func make__NAME__ViewModel(pageSize: Int = 20) -> __NAME__ViewModel {
    __NAME__ViewModel(environment: self, pageSize: pageSize)
  }
}
