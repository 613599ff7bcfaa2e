import TerminalUI
import Testing

@Test(arguments: [
  ("Punk IPA", 10, "Punk IPA"),
  ("Punk IPA 2007 - 2010", 10, "Punk IPA …"),
  ("Nøgne Ø – Imperial", 8, "Nøgne Ø…"),
  ("東京ブラック", 7, "東京ブ…"),
  ("🍺🍺🍺🍺", 5, "🍺🍺…"),
  ("e\u{301}e\u{301}e\u{301}", 2, "é…"),
])
func truncatesByDisplayWidth(_ text: String, _ width: Int, _ expected: String) {
  let cut = DisplayWidth.truncate(text, to: width)
  #expect(cut == expected)
  #expect(DisplayWidth.of(cut) <= width)
}

@Test func padsToAnExactWidth() {
  #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
  #expect(DisplayWidth.pad("42", to: 5, alignRight: true) == "   42")
}

@Test func wrapsWords() {
  #expect(DisplayWidth.wrap("one two three four", to: 9) == ["one two", "three", "four"])
}
