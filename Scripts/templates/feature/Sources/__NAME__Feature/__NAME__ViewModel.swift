import Common
import Observation
import Paging

/// The __NAME__ list: a ``Paging/PagedList`` over the Environment's pages.
/// `send(_:)` in, one `Equatable` ``state`` out; follow it with Observation.
@Observable
@MainActor
public final class __NAME__ViewModel {
  @ObservationIgnored private let list: PagedList<__NAME__Item>

  init(environment: __NAME__Environment, pageSize: Int) {
    let configuration = PagingConfiguration.pages(of: pageSize)
    let size = configuration.pageSize
    list = PagedList(configuration: configuration) { token in
      try await environment.fetchPage(token, size)
    }
  }

  /// The items loaded and how each direction is loading.
  public var state: PagingState<__NAME__Item> { list.state }

  /// Loads, refreshes, retries, or tells the list which rows are on screen.
  @discardableResult
  public func send(_ action: PagingAction) -> Task<Void, Never> { list.send(action) }
}
