/// A use case a test did not expect was called. The `failing` variants of
/// every Environment throw it, naming the closure, so a test that reaches an
/// unexpected dependency fails with a clear message.
public struct Unimplemented: Error, Equatable, Sendable, UserFacingError {
  /// The use case's name, such as `DiscoveryEnvironment.fetchPage`.
  public var name: String

  /// Creates the error.
  public init(name: String) { self.name = name }

  /// One line naming the use case.
  public var userMessage: String { "\(name) is not implemented in this environment" }

  /// A programming error.
  public var kind: ErrorKind { .other }
}
