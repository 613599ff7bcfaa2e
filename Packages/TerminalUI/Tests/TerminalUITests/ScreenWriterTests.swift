import TerminalUI
import Testing

@Test func writesOnlyTheRowsThatChanged() {
  var writer = ScreenWriter()
  let first = writer.update(to: ["a", "b", "c"])
  #expect(first.hasPrefix("\u{1B}[2J"))
  #expect(first.contains("\u{1B}[3;1H"))
  let second = writer.update(to: ["a", "B", "c"])
  #expect(second == "\u{1B}[2;1H\u{1B}[0mB\u{1B}[0m\u{1B}[K")
  #expect(writer.update(to: ["a", "B", "c"]).isEmpty)
  writer.invalidate()
  #expect(writer.update(to: ["a", "B", "c"]).hasPrefix("\u{1B}[2J"))
}
