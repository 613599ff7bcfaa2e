import TerminalUI
import Testing

@Test(
  arguments: [
    ([0x1b, 0x5b, 0x41], [Key.up]),
    ([0x1b, 0x5b, 0x42, 0x1b, 0x5b, 0x42], [.down, .down]),
    ([0x1b, 0x5b, 0x35, 0x7e], [.pageUp]),
    ([0x1b, 0x5b, 0x36, 0x7e], [.pageDown]),
    ([0x1b, 0x5b, 0x48], [.home]),
    ([0x1b, 0x4f, 0x46], [.end]),
    ([0x1b, 0x5b, 0x31, 0x7e], [.home]),
    ([0x1b, 0x5b, 0x34, 0x7e], [.end]),
    ([0x1b], [.escape]),
    ([0x0d], [.enter]),
    ([0x7f], [.backspace]),
    ([0x03], [.ctrlC]),
    ([0x6a, 0x6b, 0x46], [.character("j"), .character("k"), .character("F")]),
    ([0xc3, 0xb8], [.character("ø")]),
    ([0x1b, 0x5b, 0x32, 0x30, 0x30, 0x7e], []),
  ] as [([UInt8], [Key])])
func parsesKeys(_ bytes: [UInt8], _ keys: [Key]) {
  var parser = KeyParser()
  #expect(parser.keys(from: bytes) == keys)
}

@Test func waitsForTheRestOfASplitSequence() {
  var parser = KeyParser()
  #expect(parser.keys(from: [0x1b, 0x5b]) == [])
  #expect(parser.keys(from: [0x41, 0x71]) == [.up, .character("q")])
  #expect(parser.keys(from: [0xe2, 0x82]) == [])
  #expect(parser.keys(from: [0xac]) == [.character("€")])
}
