import Foundation
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Test func rawModeTurnsOffEchoAndLinesAndRestoreBringsThemBack() throws {
  let pty = try PseudoTerminal()
  let before = pty.settings
  #expect(before.c_lflag & tcflag_t(ECHO) != 0)
  let environment = TerminalEnvironment(input: pty.terminal, output: pty.terminal, variables: [:])
  let raw = try environment.enterRawMode()
  let during = pty.settings
  #expect(during.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
  #expect(pty.drain().contains("\u{1B}[?1049h"))
  raw.restore()
  raw.restore()
  let after = pty.settings
  #expect(after.c_lflag == before.c_lflag)
  #expect(after.c_iflag == before.c_iflag)
  #expect(after.c_oflag == before.c_oflag)
  let restoring = pty.drain()
  #expect(
    restoring.components(separatedBy: "\u{1B}[?1049l").count == 2,
    "leaves the alternate screen once")
}

@Test func releasingTheRawTerminalRestoresTheSettings() throws {
  let pty = try PseudoTerminal()
  let before = pty.settings
  do {
    _ = try TerminalEnvironment(input: pty.terminal, output: pty.terminal, variables: [:])
      .enterRawMode()
  }
  #expect(pty.settings.c_lflag == before.c_lflag)
}

@Test func readsTheSizeAndTheKeysTyped() async throws {
  let pty = try PseudoTerminal(rows: 33, columns: 101)
  let raw = try TerminalEnvironment(input: pty.terminal, output: pty.terminal, variables: [:])
    .enterRawMode()
  defer { raw.restore() }
  #expect(raw.size.rows == 33)
  #expect(raw.size.columns == 101)
  var keystrokes = raw.keystrokes().makeAsyncIterator()
  pty.type([0x1b, 0x5b, 0x41, 0x71])
  var parser = KeyParser()
  var keys: [Key] = []
  while keys.count < 2, let bytes = await keystrokes.next() { keys += parser.keys(from: bytes) }
  #expect(keys == [.up, .character("q")])
}

@Test func somethingThatIsNotATerminalIsRefusedWithAClearMessage() throws {
  let pipe = Pipe()
  let environment = TerminalEnvironment(
    input: pipe.fileHandleForReading.fileDescriptor,
    output: pipe.fileHandleForWriting.fileDescriptor, variables: [:])
  #expect(!environment.isInteractive)
  #expect(throws: TerminalError.notATerminal) { try environment.enterRawMode() }
  #expect(
    TerminalError.notATerminal.message
      == "cannot read the terminal's settings: input is not a terminal")
}
