import Logging
import Testing

@testable import TerminalUI

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
  #expect(
    error.message
      == "TAPROOM_LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical; got 'loud'"
  )
}

@Test func logMessagesAreMadeTerminalSafe() {
  let recorder = RecordingLogHandler()
  var logger = Logger(label: "test") { _ in TerminalSafeLogHandler(recorder) }
  logger.logLevel = .info
  logger.info(
    "server said \u{1B}]0;owned\u{07}\u{1B}[31mhi\u{1B}[0m",
    metadata: ["path": "/v2/\u{1B}[2Jbeers", "list": ["\u{1B}[1mx"]])
  #expect(recorder.messages == ["server said hi"])
  #expect(recorder.recordedMetadata == [["path": "/v2/beers", "list": ["x"]]])
}
