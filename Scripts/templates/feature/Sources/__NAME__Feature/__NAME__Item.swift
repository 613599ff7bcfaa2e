/// One row of the __NAME__ list.
public struct __NAME__Item: Identifiable, Equatable, Sendable {
  /// Stable identity: the list de-duplicates by it.
  public var id: Int
  /// What the row shows.
  public var title: String

  /// An item from its parts.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
