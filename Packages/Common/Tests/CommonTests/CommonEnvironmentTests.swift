import Testing

@testable import Common

@Test func testEnvironmentIsDeterministic() async throws {
  let environment = CommonEnvironment.test
  #expect(environment.now() == CommonEnvironment.testDate)
  #expect(environment.random() == 0.5)
  let start = ContinuousClock.now
  try await environment.sleep(.seconds(60))
  #expect(ContinuousClock.now - start < .seconds(5))
}
