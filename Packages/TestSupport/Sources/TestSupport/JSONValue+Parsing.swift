import Foundation

extension JSONValue: Decodable {
  /// Parses JSON text; a number without a fraction or exponent that fits an
  /// `Int` is ``int(_:)``, any other number ``double(_:)``.
  ///
  /// - Throws: `DecodingError` when `data` is not JSON.
  public static func parse(_ data: Data) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: data)
  }

  /// Decodes any JSON value. Object keys keep no order (the decoder does not
  /// report it); compare parsed values with ``sameValue(as:)``.
  public init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
      self = .array(values)
    } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
      self = .object(
        try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let value = try? single.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? single.decode(Int.self) {
        self = .int(value)
      } else if let value = try? single.decode(Double.self) {
        self = .double(value)
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }

  /// `true` when both are the same JSON value: numbers compare by value (`5`
  /// and `5.0` are the same number), objects compare as sets of keys, and
  /// `null` equals only `null` (not `0`, not `""`).
  public func sameValue(as other: JSONValue) -> Bool {
    switch (self, other) {
    case (.int(let a), .int(let b)): a == b
    case (.int(let a), .double(let b)), (.double(let b), .int(let a)): Double(a) == b
    case (.double(let a), .double(let b)): a == b
    case (.array(let a), .array(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.sameValue(as: $1) }
    case (.object(let a), .object(let b)):
      a.count == b.count
        && a.allSatisfy { key, value in
          b.first { $0.0 == key }.map { value.sameValue(as: $0.1) } ?? false
        }
    default: self == other
    }
  }

  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
