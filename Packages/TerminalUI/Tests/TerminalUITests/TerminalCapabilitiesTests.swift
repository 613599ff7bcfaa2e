import Foundation
import TerminalUI
import Testing

@Test func aTerminalGetsColourAndItsWidth() throws {
  let pty = try PseudoTerminal(rows: 30, columns: 90)
  let environment = TerminalEnvironment(input: pty.terminal, output: pty.terminal, variables: [:])
  #expect(environment.isInteractive)
  #expect(environment.capabilities() == TerminalCapabilities(colors: true, width: 90))
}

@Test(
  arguments: [
    (["NO_COLOR": "1"], false, TerminalCapabilities(colors: false, width: 90)),
    (["NO_COLOR": ""], false, TerminalCapabilities(colors: true, width: 90)),
    ([:], true, TerminalCapabilities(colors: false, width: 90)),
    (["COLUMNS": "60"], false, TerminalCapabilities(colors: true, width: 60)),
    (["COLUMNS": "12"], false, TerminalCapabilities(colors: true, width: 90)),
    (["COLUMNS": "wide"], false, TerminalCapabilities(colors: true, width: 90)),
  ] as [([String: String], Bool, TerminalCapabilities)])
func variablesAndTheFlagDecide(
  _ variables: [String: String], _ flag: Bool, _ expected: TerminalCapabilities
) throws {
  let pty = try PseudoTerminal(rows: 30, columns: 90)
  let environment = TerminalEnvironment(
    input: pty.terminal, output: pty.terminal, variables: variables)
  #expect(environment.capabilities(noColorFlag: flag) == expected)
}

@Test func aPipeGetsNoColourAndTheDefaultWidth() {
  let pipe = Pipe()
  let environment = TerminalEnvironment(
    input: pipe.fileHandleForReading.fileDescriptor,
    output: pipe.fileHandleForWriting.fileDescriptor, variables: [:])
  #expect(environment.capabilities() == TerminalCapabilities(colors: false, width: 100))
  let narrow = TerminalEnvironment(
    input: environment.input, output: environment.output, variables: ["COLUMNS": "40"])
  #expect(narrow.capabilities() == TerminalCapabilities(colors: false, width: 40))
}
