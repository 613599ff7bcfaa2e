import Foundation
internal import PunkContract
import Synchronization

/// Each beer's JSON, encoded once: a page is its beers' JSON joined with
/// commas in brackets, the very bytes `JSONEncoder` gives for the array
/// (compact output, sorted keys). Encoding through `Codable` is most of the
/// cost of a page; this pays it once per beer. Bounded by the bytes held
/// (64 MB); when full it starts again empty.
final class BeerJSONCache: Sendable {
  static let capacity = 64 << 20

  private let state = Mutex<(json: [Int: Data], bytes: Int)>(([:], 0))

  /// A JSON array of the beers at `rows` of `store`.
  func array(_ rows: [Int], in store: BeerStore) -> Data {
    var data = Data("[".utf8)
    for (position, row) in rows.enumerated() {
      if position > 0 { data.append(UInt8(ascii: ",")) }
      data.append(json(row, in: store))
    }
    data.append(UInt8(ascii: "]"))
    return data
  }

  private func json(_ row: Int, in store: BeerStore) -> Data {
    if let json = state.withLock({ $0.json[row] }) { return json }
    let json = Self.encode(store.beer(at: row))
    state.withLock { state in
      if state.bytes + json.count > Self.capacity { state = ([:], 0) }
      state.json[row] = json
      state.bytes += json.count
    }
    return json
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
