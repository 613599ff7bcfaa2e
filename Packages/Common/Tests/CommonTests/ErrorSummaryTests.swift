import Foundation
import Testing

@testable import Common

@Test func aUserFacingErrorKeepsItsMessageAndDetail() {
  let summary = ErrorSummary(PageTokenError.queryMismatch)
  #expect(summary.kind == .usage)
  #expect(summary.message == PageTokenError.queryMismatch.userMessage)
}

@Test func anUnknownErrorShowsAGenericLineAndLogsTheDetail() {
  let error = NSError(domain: NSURLErrorDomain, code: -1004)
  let summary = ErrorSummary(error)
  #expect(summary.kind == .other)
  #expect(summary.message == "an unexpected error occurred")
  #expect(summary.detail.contains("-1004"))
}

@Test func cancellationIsNamed() {
  #expect(ErrorSummary(CancellationError()).message == "cancelled")
}
