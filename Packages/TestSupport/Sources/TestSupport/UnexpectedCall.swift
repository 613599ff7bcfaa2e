import Testing

/// What a `failing` test environment throws after recording the failure.
public struct UnexpectedCall: Error, Equatable, Sendable, CustomStringConvertible {
  /// The closure that was called, such as `DiscoveryEnvironment.fetchPage`.
  public var name: String

  /// Creates the error for a closure's name.
  public init(name: String) { self.name = name }

  /// One line naming the closure.
  public var description: String { "\(name) was called, but this test did not expect it" }
}

/// Records a test failure (`Issue.record`) naming `name`, and returns the
/// error to throw: the body of every closure of a `failing` environment, as
/// isowords' `unimplemented` does. A test that reaches a dependency it did
/// not set up fails even when the code under test swallows the error.
///
/// ```swift
/// static var failing: FavoritesEnvironment {
///   FavoritesEnvironment(add: { _ in throw unexpectedCall("FavoritesEnvironment.add") }, …)
/// }
/// ```
public func unexpectedCall(
  _ name: String, sourceLocation: SourceLocation = #_sourceLocation
) -> UnexpectedCall {
  let call = UnexpectedCall(name: name)
  Issue.record(Comment(rawValue: call.description), sourceLocation: sourceLocation)
  return call
}

/// Runs `body` expecting it to reach a `failing` closure: the recorded
/// failure is expected, and any other issue still fails the test.
public func expectUnexpectedCall(
  _ name: String, isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () async -> Void
) async {
  await withKnownIssue(isolation: isolation, sourceLocation: sourceLocation) {
    await body()
  } matching: { issue in
    issue.comments.contains { $0.rawValue.hasPrefix(name + " was called") }
  }
}
