import Common
import TestSupport
import Testing

@testable import __NAME__Feature

extension __NAME__Environment {
  /// Every closure records a test failure and throws: a test replaces only
  /// the closures it expects to be called.
  static var failing: __NAME__Environment {
    __NAME__Environment { _, _ in throw unexpectedCall("__NAME__Environment.fetchPage") }
  }
}
