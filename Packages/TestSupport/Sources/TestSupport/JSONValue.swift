import Foundation

/// A JSON value written with a fixed key order and exact number spelling, so
/// fixtures can produce the shapes a real server sends: `5` against `5.0`,
/// `null`, non-ASCII text.
public indirect enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// An integer, written without a fraction: `5`.
  case int(Int)
  /// A number written with a fraction: `5.0`, `4.7`.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys written in the given order.
  case object([(String, JSONValue)])

  /// Compares values; objects compare key by key in order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value for `key` in an object, or `nil`.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  /// Returns an object with `key` set to `value` (replaced in place, or
  /// appended).
  public func setting(_ key: String, to value: JSONValue) -> JSONValue {
    guard case .object(var pairs) = self else { return self }
    if let index = pairs.firstIndex(where: { $0.0 == key }) {
      pairs[index].1 = value
    } else {
      pairs.append((key, value))
    }
    return .object(pairs)
  }

  /// The compact JSON text.
  public var text: String {
    var output = ""
    write(to: &output)
    return output
  }

  /// The JSON text as UTF-8 bytes.
  public var data: Data { Data(text.utf8) }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .int(let value): output += String(value)
    case .double(let value):
      let text = String(value)
      output += text.contains(".") || text.contains("e") ? text : text + ".0"
    case .string(let value): Self.writeString(value, to: &output)
    case .array(let values):
      output += "["
      for (index, value) in values.enumerated() {
        if index > 0 { output += "," }
        value.write(to: &output)
      }
      output += "]"
    case .object(let pairs):
      output += "{"
      for (index, (key, value)) in pairs.enumerated() {
        if index > 0 { output += "," }
        Self.writeString(key, to: &output)
        output += ":"
        value.write(to: &output)
      }
      output += "}"
    }
  }

  private static func writeString(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        output +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
  ExpressibleByArrayLiteral
{
  /// A string literal.
  public init(stringLiteral value: String) { self = .string(value) }
  /// An integer literal.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A floating-point literal.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A Boolean literal.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `nil` as JSON `null`.
  public init(nilLiteral: ()) { self = .null }
  /// An array literal.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
