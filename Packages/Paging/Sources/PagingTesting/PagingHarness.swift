import Common
import Paging

/// Drives a `PagedList` over a ``ScriptedLoader`` and keeps the
/// sequence of states it went through: one after each action is sent (what
/// the screen shows at once) and one after its load is applied.
///
/// ```swift
/// let loader = ScriptedLoader<Row>()
/// loader.expect(nil, then: .page(rows(1...20), next: ScriptedLoader<Row>.token(1)))
/// let pager = PagingHarness(loader: loader)
/// await pager.send(.load)
/// #expect(pager.states.map(\.refresh) == [.idle, .loading, .idle])
/// ```
@MainActor
public final class PagingHarness<Item: Identifiable & Sendable & Equatable>
where Item.ID: Sendable {
  /// The list under test.
  public let list: PagedList<Item>
  /// Its loader.
  public let loader: ScriptedLoader<Item>
  /// The distinct states seen so far, oldest first (starting with the initial one).
  public private(set) var states: [PagingState<Item>]

  /// A harness around a new list.
  public init(
    loader: ScriptedLoader<Item>, configuration: PagingConfiguration? = nil,
    startToken: PageToken? = nil
  ) {
    self.loader = loader
    let configuration = configuration ?? (try! PagingConfiguration())
    list = PagedList(configuration: configuration, startToken: startToken, loader: loader.load)
    states = [list.state]
  }

  /// The current state.
  public var state: PagingState<Item> { list.state }

  /// Sends an action, records the state, waits for its load, records again.
  public func send(_ action: PagingAction) async {
    let task = start(action)
    await task.value
    record()
  }

  /// Sends an action and records the state, without waiting for its load
  /// (open the script's ``Gate`` and await the task to go on).
  @discardableResult
  public func start(_ action: PagingAction) -> Task<Void, Never> {
    let task = list.send(action)
    record()
    return task
  }

  /// Waits until the list has no load in flight, then records the state.
  public func settle() async {
    await list.settled()
    record()
  }

  /// Records the current state if it differs from the last one recorded.
  public func record() {
    if states.last != list.state { states.append(list.state) }
  }
}
