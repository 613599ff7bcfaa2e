import Common
import DiscoveryFeature
import MCP

/// A tool's arguments, read by name; every problem names the argument.
struct ToolArguments {
  let values: [String: Value]

  init(_ values: [String: Value]?) { self.values = values ?? [:] }

  /// Refuses arguments the tool does not take.
  func only(_ names: Set<String>) throws(ToolFailure) {
    if let unknown = values.keys.sorted().first(where: { !names.contains($0) }) {
      throw ToolFailure(message: "unknown argument \(unknown)")
    }
  }

  /// A required integer; its absence is a protocol error (-32602).
  func required(_ name: String) throws -> Int {
    guard let value = values[name], value != .null else {
      throw MCPError.invalidParams("missing required argument: \(name)")
    }
    guard let integer = Self.integer(value) else {
      throw ToolFailure.argument(name, "must be an integer")
    }
    return integer
  }

  /// A number of 0 or more.
  func nonNegative(_ name: String) throws(ToolFailure) -> Double? {
    guard let value = present(name) else { return nil }
    let number: Double? =
      switch value {
      case .int(let integer): Double(integer)
      case .double(let double): double
      default: nil
      }
    guard let number else { throw .argument(name, "must be a number") }
    guard number.isFinite, number >= 0 else {
      throw .argument(name, "must be a number of 0 or more, got \(Self.text(of: number))")
    }
    return number
  }

  /// A text (an empty one is refused by `BeerQuery.validate()`, naming it).
  func text(_ name: String) throws(ToolFailure) -> String? {
    guard let value = present(name) else { return nil }
    guard let text = value.stringValue else { throw .argument(name, "must be a string") }
    return text
  }

  /// A month as `MM-YYYY`.
  func month(_ name: String) throws(ToolFailure) -> BrewMonth? {
    guard let text = try text(name) else { return nil }
    guard let month = BrewMonth(text) else {
      throw .argument(name, "must be a month as MM-YYYY, such as 09-2007, got '\(text)'")
    }
    return month
  }

  /// A list of integers.
  func integers(_ name: String) throws(ToolFailure) -> [Int]? {
    guard let value = present(name) else { return nil }
    guard let array = value.arrayValue else {
      throw .argument(name, "must be an array of integers")
    }
    var integers: [Int] = []
    for element in array {
      guard let integer = Self.integer(element) else {
        throw .argument(name, "must be an array of integers")
      }
      integers.append(integer)
    }
    return integers
  }

  /// `page_size`: 1 to `maximum`, 20 when absent.
  func pageSize(maximum: Int) throws(ToolFailure) -> Int {
    guard let value = present("page_size") else { return 20 }
    guard let size = Self.integer(value), (1...maximum).contains(size) else {
      throw .argument("page_size", "must be an integer from 1 to \(maximum), got \(value)")
    }
    return size
  }

  /// `cursor`: a page token from an earlier call.
  func cursor() throws(ToolFailure) -> PageToken? {
    guard let text = try text("cursor") else { return nil }
    guard !text.isEmpty else {
      throw ToolFailure(message: "the cursor is not valid for this query: it is empty")
    }
    return PageToken(rawValue: text)
  }

  /// The MCP name of a query filter, for its errors.
  static func name(of field: BeerQuery.Field) -> String {
    switch field {
    case .name: "name"
    case .abvGreaterThan: "abv_gt"
    case .abvLessThan: "abv_lt"
    case .ibuGreaterThan: "ibu_gt"
    case .ibuLessThan: "ibu_lt"
    case .ebcGreaterThan: "ebc_gt"
    case .ebcLessThan: "ebc_lt"
    case .food: "food"
    case .hops: "hops"
    case .malt: "malt"
    case .yeast: "yeast"
    case .ids: "ids"
    }
  }

  private func present(_ name: String) -> Value? {
    guard let value = values[name], value != .null else { return nil }
    return value
  }

  private static func integer(_ value: Value) -> Int? {
    switch value {
    case .int(let integer): integer
    case .double(let double) where double == double.rounded() && abs(double) < 1e15: Int(double)
    default: nil
    }
  }

  private static func text(of number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }
}
