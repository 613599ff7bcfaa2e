/// `first_brewed`: a month of a year written `MM/YYYY`, or only a year
/// written `YYYY`. It is written back exactly as it was read.
public struct PunkFirstBrewed: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The month, 1…12, or `nil` when only the year is known.
  public let month: Int?
  /// The year, four digits.
  public let year: Int

  /// Reads `MM/YYYY` (month 01…12) or `YYYY`; anything else is `nil`.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let last = parts.last, last.count == 4, let year = Int(last)
    else { return nil }
    switch parts.count {
    case 1:
      self.init(month: nil, year: year)
    case 2:
      guard parts[0].count == 2, let month = Int(parts[0]), (1...12).contains(month) else {
        return nil
      }
      self.init(month: month, year: year)
    default:
      return nil
    }
  }

  /// A month of a year, or a year alone when `month` is `nil`.
  public init(month: Int?, year: Int) {
    self.month = month
    self.year = year
  }

  /// `MM/YYYY` or `YYYY`.
  public var description: String {
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    guard let month else { return yearText }
    return (month < 10 ? "0" : "") + String(month) + "/" + yearText
  }

  /// The month for comparisons by month: a year alone counts as January.
  public var monthOrJanuary: Int { month ?? 1 }

  /// Decodes the text form; anything but `MM/YYYY` or `YYYY` fails.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = PunkFirstBrewed(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected MM/YYYY or YYYY")
    }
    self = value
  }

  /// Encodes the text form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
