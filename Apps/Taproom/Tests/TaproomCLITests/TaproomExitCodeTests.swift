import Common
import Testing

@testable import TaproomCLI

@Test(arguments: [
  (ErrorKind.usage, TaproomExitCode.usage), (.malformedData, .dataError),
  (.unavailable, .unavailable),
  (.storage, .ioError), (.notFound, .failure), (.other, .failure),
])
func eachErrorKindHasItsExitCode(_ kind: ErrorKind, _ status: TaproomExitCode) {
  #expect(TaproomExitCode(kind) == status)
}

@Test func theCodesAreThoseOfTheReadmeTable() {
  #expect(TaproomExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 69, 74])
}
