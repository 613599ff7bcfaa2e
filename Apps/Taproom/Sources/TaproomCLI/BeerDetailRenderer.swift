import Common
import DiscoveryFeature
import Foundation
import TerminalUI

/// Lays out one beer's detail, with a swatch of its colour on colour terminals.
struct BeerDetailRenderer {
  var style: OutputStyle

  func render(_ beer: Beer) -> String {
    let safe = { (text: String) in TerminalText.sanitize(text) }
    let width = max(40, style.width)
    var lines: [String] = [
      style.bold(safe(beer.name)) + (beer.isFavorite ? "  " + style.yellow("★ favorite") : "")
    ]
    if !beer.tagline.isEmpty { lines.append(safe(beer.tagline)) }
    lines.append("")

    var facts: [(String, String)] = []
    if !beer.firstBrewed.isEmpty { facts.append(("First brewed", safe(beer.firstBrewed))) }
    facts.append(("ABV", beer.abv.map { BeerListRenderer.number($0) + "%" } ?? "unknown"))
    facts.append(("IBU", beer.ibu.map(BeerListRenderer.number) ?? "unknown"))
    let swatch = style.colors ? beer.ebc.map { "  " + EBCColor.swatch(ebc: $0) } ?? "" : ""
    facts.append(("EBC", (beer.ebc.map(BeerListRenderer.number) ?? "unknown") + swatch))
    if let srm = beer.srm { facts.append(("SRM", BeerListRenderer.number(srm))) }
    if let ph = beer.ph { facts.append(("pH", BeerListRenderer.number(ph))) }
    if let level = beer.attenuationLevel {
      facts.append(("Attenuation", BeerListRenderer.number(level) + "%"))
    }
    if let og = beer.targetOG { facts.append(("Target OG", BeerListRenderer.number(og))) }
    if let fg = beer.targetFG { facts.append(("Target FG", BeerListRenderer.number(fg))) }
    if let volume = beer.volume { facts.append(("Volume", quantity(volume))) }
    lines += facts.map { DisplayWidth.pad($0.0, to: 14) + $0.1 }

    func section(_ title: String, _ body: [String]) {
      guard !body.isEmpty else { return }
      lines.append("")
      lines.append(style.bold(title))
      lines += body.map { "  " + $0 }
    }
    section(
      "Description", DisplayWidth.wrap(safe(beer.description), to: width - 2).filter { !$0.isEmpty }
    )
    section("Food pairing", beer.foodPairing.map { "• " + safe($0) })
    var ingredients = beer.malts.map {
      "Malt   " + safe($0.name) + ($0.amount.map { " – " + quantity($0) } ?? "")
    }
    ingredients += beer.hops.map { hop in
      let when = [hop.add, hop.attribute].compactMap { $0.map(safe) }.joined(separator: ", ")
      return "Hops   " + safe(hop.name) + (hop.amount.map { " – " + quantity($0) } ?? "")
        + (when.isEmpty ? "" : " (\(when))")
    }
    if let yeast = beer.yeast, !yeast.isEmpty { ingredients.append("Yeast  " + safe(yeast)) }
    section("Ingredients", ingredients)
    var method = beer.mashSteps.map { step in
      "Mash   " + (step.temperature.map(quantity) ?? "?")
        + (step.durationMinutes.map { " for \(BeerListRenderer.number($0)) min" } ?? "")
    }
    if let fermentation = beer.fermentationTemperature {
      method.append("Ferment " + quantity(fermentation))
    }
    if let twist = beer.twist { method.append("Twist  " + safe(twist)) }
    section("Method", method)
    if let tips = beer.brewersTips, !tips.isEmpty {
      section("Brewer's tips", DisplayWidth.wrap(safe(tips), to: width - 2))
    }
    if let contributor = beer.contributedBy, !contributor.isEmpty {
      lines.append("")
      lines.append(style.dim("Contributed by " + safe(contributor)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func quantity(_ quantity: Beer.Quantity) -> String {
    let unit = TerminalText.sanitize(quantity.unit)
    let value = quantity.value.map(BeerListRenderer.number) ?? "?"
    switch unit {
    case "celsius": return "\(value) °C"
    case "fahrenheit": return "\(value) °F"
    default: return unit.isEmpty ? value : "\(value) \(unit)"
    }
  }
}

/// The colour of a beer from its EBC, for a swatch on colour terminals.
enum EBCColor {
  /// Approximate RGB of SRM 1…40 (SRM = EBC × 0.508).
  private static let srmRGB: [(Int, Int, Int)] = [
    (255, 230, 153), (255, 216, 120), (255, 202, 90), (255, 191, 66), (251, 177, 35), (248, 166, 0),
    (243, 156, 0), (234, 143, 0), (229, 133, 0), (222, 124, 0), (215, 114, 0), (207, 105, 0),
    (203, 98, 0),
    (195, 89, 0), (187, 81, 0), (181, 76, 0), (176, 69, 0), (166, 62, 0), (161, 55, 0),
    (155, 50, 0),
    (149, 45, 0), (142, 41, 0), (136, 35, 0), (130, 30, 0), (123, 26, 0), (119, 25, 0),
    (112, 20, 0),
    (106, 14, 0), (102, 13, 0), (94, 11, 0), (90, 10, 2), (96, 9, 3), (82, 9, 7), (76, 5, 5),
    (71, 6, 6),
    (68, 6, 7), (63, 7, 8), (59, 6, 7), (58, 7, 11), (54, 8, 10),
  ]

  static func rgb(ebc: Double) -> (Int, Int, Int) {
    let srm = Int((ebc * 0.508).rounded())
    return srmRGB[min(max(srm, 1), srmRGB.count) - 1]
  }

  /// Four cells painted with the colour (24-bit background).
  static func swatch(ebc: Double) -> String {
    let (red, green, blue) = rgb(ebc: ebc)
    return "\u{1B}[48;2;\(red);\(green);\(blue)m    \u{1B}[0m"
  }
}
