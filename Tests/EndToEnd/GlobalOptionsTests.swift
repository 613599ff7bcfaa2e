import Testing

@Test func helpListsTheExitCodes() async throws {
  let result = try await taproom("--help")
  #expect(result.exitCode == 0)
  #expect(result.stdout.contains("USAGE: taproom"))
  #expect(result.stdout.contains("64 usage"))
  #expect(result.stderr.isEmpty)
}

@Test func versionIsPrinted() async throws {
  let result = try await taproom("--version")
  #expect(result.exitCode == 0)
  #expect(result.stdout == "taproom 0.1.0\n")
  #expect(result.stderr.isEmpty)
}

@Test func anUnknownOptionIsOneUsageErrorLine() async throws {
  let result = try await taproom("--bogus")
  #expect(result.exitCode == 64)
  #expect(result.stdout.isEmpty)
  #expect(result.stderr == "error: unknown option '--bogus' (see 'taproom --help')\n")
}

@Test func anUnknownLogLevelIsRefused() async throws {
  let result = try await taproom("--version", variables: ["TAPROOM_LOG_LEVEL": "loud"])
  #expect(result.exitCode == 64)
  #expect(result.stdout.isEmpty)
  #expect(
    result.stderr
      == "error: TAPROOM_LOG_LEVEL must be one of trace, debug, info, notice, warning, error, critical; got 'loud'\n"
  )
}
