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
  /// The caller will ask for the next page as soon as it has this one (a
  /// stream such as `--max-items`): the next request is sent while this
  /// page is decoded and used, so the server's time overlaps the caller's.
  /// When the guess is wrong (a short page, another page size), the early
  /// answer is dropped and nothing changes but one extra request.
  public var readAhead: Bool

  /// Creates a request.
  public init(
    pageSize: Int? = nil, token: PageToken? = nil, limit: Int? = nil, readAhead: Bool = false
  ) {
    self.pageSize = pageSize
    self.token = token
    self.limit = limit
    self.readAhead = readAhead
  }
}
