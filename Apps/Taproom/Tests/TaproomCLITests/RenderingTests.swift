import DiscoveryFeature
import TerminalUI
import Testing

@testable import TaproomCLI

@Test func quotesOnlyWhatTheShellWouldSplit() {
  #expect(
    ShellQuote.command(["taproom", "discover", "--name", "punk ipa", "--page-token", "AbC-_9"])
      == "taproom discover --name 'punk ipa' --page-token AbC-_9")
  #expect(ShellQuote.quote("it's") == #"'it'\''s'"#)
  #expect(ShellQuote.quote("") == "''")
}

@Test func theTableFitsTheWidthAndNeutralisesText() {
  let renderer = BeerListRenderer(style: OutputStyle(colors: false, width: 60))
  let rows = renderer.rows([
    BeerSummary(
      id: 1, name: "Nøgne Ø – Imperial Brown Ale", tagline: "Dark\u{1B}[31m and brown.", abv: 7.5,
      ibu: nil),
    BeerSummary(id: 325, name: "東京 Black", tagline: "Tokyo.", abv: 5, ibu: 60.4, isFavorite: true),
  ])
  #expect(
    rows == """
           1    Nøgne Ø – Im…  Dark and brown.          7.5%     –
         325 ★  東京 Black     Tokyo.                     5%  60.4

      """)
  #expect(rows.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 })
  #expect(renderer.header() == "    ID    NAME           TAGLINE                   ABV   IBU")
}

@Test func theSwatchIsTheBeersColour() {
  #expect(EBCColor.rgb(ebc: 2) == (255, 230, 153))
  #expect(EBCColor.rgb(ebc: 200) == (54, 8, 10))
  #expect(EBCColor.swatch(ebc: 17) == "\u{1B}[48;2;229;133;0m    \u{1B}[0m")  // SRM 8.6 → 9
}

@Test(arguments: [
  (5.0, "5"), (4.5, "4.5"), (0.1, "0.1"), (12.25, "12.2"), (8.45, "8.4"), (8.46, "8.5"),
  (-3.5, "-3.5"), (1e16, "10000000000000000.0"),
])
func tableNumbersHaveNoTrailingZeroAndOneDecimalAtMost(value: Double, text: String) {
  #expect(BeerListRenderer.number(value) == text)
}

@Test func tableRowsEndWithoutTrailingSpaces() {
  let renderer = BeerListRenderer(style: OutputStyle(colors: false, width: 80))
  let rows = renderer.rows([BeerSummary(id: 1, name: "Punk IPA")]).split(separator: "\n")
  #expect(rows.count == 1)
  #expect(rows[0].hasSuffix("–"))
  #expect(renderer.header().hasSuffix("IBU"))
}

@Test func theEventLoopStartsEarlyOnlyWhenAServerIsNamed() {
  #expect(CommandRunner.mayUseAServer(["discover", "--api-url", "http://x/v2"], [:]))
  #expect(CommandRunner.mayUseAServer(["show", "1", "--api-url=http://x/v2"], [:]))
  #expect(CommandRunner.mayUseAServer(["discover"], ["TAPROOM_API_URL": "http://x/v2"]))
  #expect(!CommandRunner.mayUseAServer(["discover"], ["TAPROOM_API_URL": ""]))
  #expect(!CommandRunner.mayUseAServer(["discover", "--catalog", "beers.json"], [:]))
}
