import Logging
import Testing

@testable import Common

@Test func logLevelComesFromTheEnvironment() throws {
  #expect(try LogSetup.level(from: [:]) == .warning)
  #expect(try LogSetup.level(from: ["TAPROOM_LOG_LEVEL": ""]) == .warning)
  #expect(try LogSetup.level(from: ["TAPROOM_LOG_LEVEL": "debug"]) == .debug)
  #expect(try LogSetup.level(from: ["TAPROOM_LOG_LEVEL": "TRACE"]) == .trace)
}

@Test func anUnknownLogLevelIsAUsageError() {
  #expect(throws: LogLevelError(value: "loud")) {
    try LogSetup.level(from: ["TAPROOM_LOG_LEVEL": "loud"])
  }
  let error = LogLevelError(value: "loud\u{1B}[31m")
  #expect(error.kind == .usage)
  #expect(
    error.userMessage
      == "TAPROOM_LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical; got 'loud'"
  )
}

@Test func testEnvironmentIsDeterministic() async throws {
  let environment = CommonEnvironment.test
  #expect(environment.now() == CommonEnvironment.testDate)
  #expect(environment.random() == 0.5)
  let start = ContinuousClock.now
  try await environment.sleep(.seconds(60))
  #expect(ContinuousClock.now - start < .seconds(5))
}
