import TerminalUI
import Testing

@Test(arguments: [
  ("Punk \u{1B}[31mIPA\u{1B}[0m", "Punk IPA"),
  ("\u{1B}[2J\u{1B}[HClear", "Clear"),
  ("\u{1B}[?1049hAlt", "Alt"),
  ("\u{1B}]0;pwned\u{07}Title", "Title"),
  ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
  ("\u{1B}P1$r0m\u{1B}\\DCS", "DCS"),
  ("\u{1B}_apc\u{1B}\\APC", "APC"),
  ("\u{1B}(BCharset", "Charset"),
  ("\u{1B}7saved\u{1B}8", "saved"),
  ("\u{9B}31mC1 CSI", "C1 CSI"),
  ("\u{9D}0;title\u{9C}C1 OSC", "C1 OSC"),
  ("\u{1B}]0;never terminated", ""),
  ("bell\u{07}", "bell\u{FFFD}"),
  ("back\u{08}space", "back\u{FFFD}space"),
  ("nul\u{0}", "nul\u{FFFD}"),
  ("del\u{7F}", "del\u{FFFD}"),
  ("c1\u{85}", "c1\u{FFFD}"),
  ("tab\tand\nnew\r\nline", "tab and new line"),
  ("\u{202E}evil\u{2066}", "evil"),
  ("trailing escape\u{1B}", "trailing escape"),
])
func neutralisesControls(_ input: String, _ expected: String) {
  #expect(TerminalText.sanitize(input) == expected)
}

@Test(arguments: [
  "Nøgne Ø – Imperial Brown Ale",
  "Brygget på Grimstad – ½ sour.",
  "Weihenstephaner Hefeweißbier",
  "東京 Black",
  "👨‍👩‍👧 family ale 🍺",
  "e\u{301}te\u{301}",
  "",
])
func keepsOrdinaryUnicode(_ input: String) {
  #expect(TerminalText.sanitize(input) == input)
}

@Test func keepsNewlinesWhenAsked() {
  #expect(
    TerminalText.sanitize("one\r\ntwo\n\u{1B}[1mthree", keepingNewlines: true) == "one\ntwo\nthree")
}
