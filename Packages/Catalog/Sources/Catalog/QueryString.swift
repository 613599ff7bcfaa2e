/// The parameters of a request target's query, strictly decoded: each
/// `name=value` pair split at its first `=`, percent-decoded as UTF-8. `+`
/// stays a plus sign (RFC 3986; Taproom's clients encode spaces as `%20`).
struct QueryString: Equatable, Sendable {
  /// The pairs, in order.
  var pairs: [(name: String, value: String)]

  static func == (lhs: QueryString, rhs: QueryString) -> Bool {
    lhs.pairs.map(\.name) == rhs.pairs.map(\.name)
      && lhs.pairs.map(\.value) == rhs.pairs.map(\.value)
  }

  /// Splits a target into its path and its raw query (after the first `?`).
  static func split(target: String) -> (path: Substring, query: Substring) {
    guard let mark = target.firstIndex(of: "?") else { return (target[...], "") }
    return (target[..<mark], target[target.index(after: mark)...])
  }

  /// Decodes a raw query; `nil` names the first part that is not valid
  /// percent-encoding.
  static func parse(_ query: Substring) -> Result<QueryString, CatalogQuery.Issue> {
    var pairs: [(name: String, value: String)] = []
    for part in query.split(separator: "&", omittingEmptySubsequences: true) {
      let equals = part.firstIndex(of: "=")
      let rawName = equals.map { part[..<$0] } ?? part
      let rawValue = equals.map { part[part.index(after: $0)...] } ?? ""
      guard let name = percentDecoded(rawName), let value = percentDecoded(rawValue) else {
        return .failure(
          CatalogQuery.Issue(
            param: percentDecoded(rawName) ?? String(rawName.prefix(100)),
            message: "Must be valid percent-encoded UTF-8", value: String(part.prefix(100))))
      }
      pairs.append((name, value))
    }
    return .success(QueryString(pairs: pairs))
  }

  /// `%XX` sequences decoded; `nil` for a `%` not followed by two hex digits,
  /// or bytes that are not UTF-8.
  static func percentDecoded(_ text: Substring) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue),
        let low = iterator.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
