import Common

/// Which page of a query to read.
public struct PageRequest: Equatable, Sendable {
  /// Items per page: `nil` keeps the size the token was made with, or the
  /// default of 20. Clamped to 80; zero or less is refused.
  public var pageSize: Int?
  /// Where to continue; `nil` for the first page.
  public var token: PageToken?
  /// At most this many items, for a caller that stops mid-page
  /// (`--max-items`); the next token then resumes right after the last one.
  public var limit: Int?

  /// Creates a request.
  public init(pageSize: Int? = nil, token: PageToken? = nil, limit: Int? = nil) {
    self.pageSize = pageSize
    self.token = token
    self.limit = limit
  }
}
