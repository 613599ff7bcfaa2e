import Common
import DiscoveryFeature

/// A tool call that ran but could not answer: a result with `isError: true`
/// and this one line, so the assistant can correct itself. (A call the
/// protocol itself refuses, such as an unknown tool or a missing required
/// argument, is a JSON-RPC error instead: `MCPError.invalidParams`.)
struct ToolFailure: Error, Equatable, Sendable {
  /// One line naming what was wrong.
  var message: String

  /// An argument out of range or of the wrong type.
  static func argument(_ name: String, _ problem: String) -> ToolFailure {
    ToolFailure(message: "\(name) \(problem)")
  }

  /// Any error from the features, in the words of its `userMessage`; a page
  /// token error is about the cursor the assistant passed.
  init(_ error: any Error) {
    switch error {
    case let failure as ToolFailure: self = failure
    case let token as PageTokenError:
      message = "the cursor is not valid for this query: \(token.userMessage)"
    case let query as BeerQueryError:
      message = query.message(naming: ToolArguments.name(of: query.field))
    default: message = ErrorSummary(error).message
    }
  }

  init(message: String) { self.message = message }
}
