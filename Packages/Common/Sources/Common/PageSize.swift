/// A validated page size: at least 1, clamped to a backend's maximum.
public struct PageSize: Hashable, Sendable {
  /// The number of items per page.
  public let value: Int

  /// The documented default page size.
  public static let defaultValue = 20

  /// Validates a requested size. `nil` gives `defaultValue` (clamped too);
  /// a size above `maximum` is clamped to it.
  ///
  /// - Throws: ``PageSizeError`` when the size is zero or negative.
  public init(_ requested: Int?, maximum: Int) throws(PageSizeError) {
    let size = requested ?? Self.defaultValue
    guard size > 0 else { throw PageSizeError(requested: size) }
    value = min(size, maximum)
  }
}

/// A page size of zero or less was asked for.
public struct PageSizeError: Error, Equatable, Sendable, UserFacingError {
  /// The size that was asked for.
  public var requested: Int

  /// Creates the error.
  public init(requested: Int) { self.requested = requested }

  /// One line for the user.
  public var userMessage: String { "page size must be at least 1, got \(requested)" }
  /// Always a usage error.
  public var kind: ErrorKind { .usage }
}
