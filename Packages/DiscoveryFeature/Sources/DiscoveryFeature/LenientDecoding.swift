/// Lenient reading of the Punk API's loosely typed JSON, shared by
/// ``BeerDTO`` and ``BeerSummaryDTO``.
extension KeyedDecodingContainer {
  /// The value, or `nil` when it is missing, `null` or of another type.
  func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
    (try? decodeIfPresent(type, forKey: key)) ?? nil
  }

  /// A number written as an integer, a float or a numeric string; otherwise `nil`.
  func lenientNumber(_ key: Key) -> Double? {
    if let number = lenient(Double.self, key) { return number }
    if let text = lenient(String.self, key) { return Double(text) }
    return nil
  }

  /// The elements that decode; an element that does not is left out.
  func lenientArray<T: Decodable>(_ type: T.Type, _ key: Key) -> [T] {
    guard var array = try? nestedUnkeyedContainer(forKey: key) else { return [] }
    var elements: [T] = []
    while !array.isAtEnd {
      if let element = try? array.decode(T.self) {
        elements.append(element)
      } else {
        _ = try? array.decode(Skip.self)
      }
    }
    return elements
  }
}

/// Consumes one JSON value of any shape: decoding it never fails, so the
/// array moves past an element that did not decode.
private struct Skip: Decodable {
  init(from decoder: any Decoder) throws {}
}
