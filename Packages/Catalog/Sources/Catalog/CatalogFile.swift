import Foundation
import Networking
internal import PunkContract

/// Reads a catalog file within the size the catalog accepts.
enum CatalogFile {
  /// 64 MiB. A file of the original API's shape this size holds about 35,000
  /// beers; loading one peaks at about 3 times its size in memory (a 50 MB
  /// file: 139 to 169 MB, about half of what `jq` takes to read it), which
  /// `make bench` measures.
  static let maximumBytes = 64 << 20

  /// The file's bytes.
  ///
  /// - Throws: ``CatalogFileError/unreadable(path:)`` when it cannot be read,
  ///   ``CatalogFileError/tooLarge(path:bytes:limit:)`` when it is larger than
  ///   `limit`, checked before reading.
  static func read(_ url: URL, path: String, limit: Int = maximumBytes) throws(CatalogFileError)
    -> Data
  {
    let size: Int
    do {
      let values = try url.resourceValues(forKeys: [.fileSizeKey, .isDirectoryKey])
      guard values.isDirectory != true else { throw CatalogFileError.unreadable(path: path) }
      size = values.fileSize ?? 0
    } catch {
      throw .unreadable(path: path)
    }
    guard size <= limit else { throw .tooLarge(path: path, bytes: size, limit: limit) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(path: path)
    }
  }

  /// The beers of a JSON array, decoded one element at a time (see
  /// ``JSONArrayElements``), in file order.
  ///
  /// - Throws: ``CatalogFileError/malformed(path:detail:)`` naming the index
  ///   and field of the first beer that breaks the format.
  static func beers(in data: Data, path: String) throws(CatalogFileError) -> [PunkBeer] {
    let decoder = JSONResponseDecoder()
    guard let ranges = JSONArrayElements.ranges(in: data) else {
      // Not shaped like an array: decoding it whole says why.
      do {
        return try decoder.decode([PunkBeer].self, from: data)
      } catch {
        throw .malformed(path: path, detail: detail(of: error, at: nil))
      }
    }
    var beers: [PunkBeer] = []
    beers.reserveCapacity(ranges.count)
    for (index, range) in ranges.enumerated() {
      do {
        beers.append(try decoder.decode(PunkBeer.self, from: data[range]))
      } catch {
        throw .malformed(path: path, detail: detail(of: error, at: index))
      }
    }
    return beers
  }

  /// `at [3].abv: expected a number`: the decoding error's path, under the
  /// array index when one element was decoded alone.
  private static func detail(of error: HTTPError, at index: Int?) -> String {
    guard case .decoding(let at, var reason) = error else { return error.userMessage }
    if index != nil, reason == JSONResponseDecoder.notJSON { reason = "not valid JSON" }
    let element = index.map { "[\($0)]" } ?? ""
    let path =
      at.isEmpty ? element : element + (at.hasPrefix("[") || element.isEmpty ? "" : ".") + at
    return path.isEmpty ? reason : "at \(path): \(reason)"
  }
}
