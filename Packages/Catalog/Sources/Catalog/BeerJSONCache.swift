import Common
import Foundation
internal import PunkContract

/// Each beer's JSON, encoded once: a page is its beers' JSON joined with
/// commas in brackets, the very bytes `JSONEncoder` gives for the array
/// (compact output, sorted keys). Encoding through `Codable` is most of the
/// cost of a page; this pays it once per beer. Bounded by the bytes held
/// (64 MB); when full it starts again empty.
final class BeerJSONCache: Sendable {
  private let json = BoundedCache<Int, Data>(capacity: 64 << 20) { $0.count }

  /// A JSON array of the beers at `rows` of `store`.
  func array(_ rows: [Int], in store: BeerStore) -> Data {
    var data = Data("[".utf8)
    for (position, row) in rows.enumerated() {
      if position > 0 { data.append(UInt8(ascii: ",")) }
      data.append(json.value(for: row) { Self.encode(store.beer(at: row)) })
    }
    data.append(UInt8(ascii: "]"))
    return data
  }

  /// One beer as `JSONEncoder` writes it in an array: sorted keys, no spaces,
  /// slashes unescaped.
  static func encode(_ beer: PunkBeer) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Encoding these plain values cannot fail.
    return (try? encoder.encode(beer)) ?? Data("{}".utf8)
  }
}
