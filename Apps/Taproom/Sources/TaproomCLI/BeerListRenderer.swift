import Common
import DiscoveryFeature
import Foundation
import TerminalUI

/// Lays out discovery rows as a table that fits the terminal width.
struct BeerListRenderer {
  var style: OutputStyle

  private static let idWidth = 6
  private static let abvWidth = 6
  private static let ibuWidth = 4

  /// The header line.
  func header() -> String {
    style.bold(row(id: "ID", star: " ", name: "NAME", tagline: "TAGLINE", abv: "ABV", ibu: "IBU"))
  }

  /// One line per beer; every text from the server is neutralised first.
  func rows(_ beers: [BeerSummary]) -> String {
    var text = ""
    for beer in beers {
      text += row(
        id: String(beer.id), star: beer.isFavorite ? style.yellow("★") : " ",
        name: TerminalText.sanitize(beer.name),
        tagline: TerminalText.sanitize(beer.tagline),
        abv: beer.abv.map { Self.number($0) + "%" } ?? "–", ibu: beer.ibu.map(Self.number) ?? "–")
      text += "\n"
    }
    return text
  }

  private func row(
    id: String, star: String, name: String, tagline: String, abv: String, ibu: String
  ) -> String {
    let fixed = Self.idWidth + 1 + Self.abvWidth + Self.ibuWidth + 4 * 2 + 1
    let flexible = max(20, style.width - fixed)
    let nameWidth = min(32, flexible * 2 / 5)
    let taglineWidth = flexible - nameWidth
    return [
      DisplayWidth.pad(id, to: Self.idWidth, alignRight: true) + " " + star,
      DisplayWidth.pad(name, to: nameWidth),
      DisplayWidth.pad(tagline, to: taglineWidth),
      DisplayWidth.pad(abv, to: Self.abvWidth, alignRight: true),
      DisplayWidth.pad(ibu, to: Self.ibuWidth, alignRight: true),
    ].joined(separator: "  ").trimmingTrailingWhitespace()
  }

  /// `5.6` or `60`: no trailing `.0`.
  static func number(_ value: Double) -> String {
    guard abs(value) < 1e15 else { return String(format: "%.1f", value) }
    if value == value.rounded() { return String(Int(value)) }
    // A value with one decimal already prints as itself ("4.5"), without
    // going through String(format:) and its C varargs.
    let tenths = value * 10
    return tenths == tenths.rounded() ? String(value) : String(format: "%.1f", value)
  }
}

extension String {
  /// The text without the spaces (and other white space) it ends with.
  fileprivate func trimmingTrailingWhitespace() -> String {
    var text = Substring(self)
    while text.last?.isWhitespace == true { text.removeLast() }
    return String(text)
  }
}
