import Foundation

/// Finds where each element of a top-level JSON array starts and ends,
/// without parsing what is inside: strings (with their escapes) and nesting
/// are followed only far enough to find the commas between elements.
///
/// A catalog file is decoded one beer at a time over these ranges, so the
/// decoder's working memory is one beer's, not the whole file's (a 50 MB
/// file took 264 MB when decoded as one document). Foundation's decoder
/// has no incremental mode, hence this small scanner; whether each element
/// is valid JSON is still left to the decoder.
enum JSONArrayElements {
  /// The elements' byte ranges in `data`, or `nil` when `data` is not shaped
  /// like one JSON array (so the caller decodes it whole for the error).
  static func ranges(in data: Data) -> [Range<Int>]? {
    data.withUnsafeBytes { buffer -> [Range<Int>]? in
      let bytes = buffer.bindMemory(to: UInt8.self)
      var index = skipSpace(bytes, from: 0)
      guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
      index = skipSpace(bytes, from: index + 1)
      var ranges: [Range<Int>] = []
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        return skipSpace(bytes, from: index + 1) == bytes.count ? [] : nil
      }
      while index < bytes.count {
        let start = index
        guard let end = endOfValue(bytes, from: index) else { return nil }
        ranges.append(start..<end)
        index = skipSpace(bytes, from: end)
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "]") {
          return skipSpace(bytes, from: index + 1) == bytes.count ? ranges : nil
        }
        guard bytes[index] == UInt8(ascii: ",") else { return nil }
        index = skipSpace(bytes, from: index + 1)
      }
      return nil
    }.map { ranges in
      ranges.map { (data.startIndex + $0.lowerBound)..<(data.startIndex + $0.upperBound) }
    }
  }

  private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return index
      }
    }
    return index
  }

  /// The index just past the value that starts at `start`: a string, an
  /// object or array (to its matching bracket), or a bare word or number
  /// (to the next delimiter). `nil` when the data ends first.
  private static func endOfValue(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var depth = 0
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      if inString {
        if byte == UInt8(ascii: "\\") {
          index += 1
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return index + 1 }
        }
      } else {
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { return index }
          depth -= 1
          if depth == 0 { return index + 1 }
        case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
          if depth == 0 { return index }
        default: break
        }
      }
      index += 1
    }
    return depth == 0 && !inString && index > start ? index : nil
  }
}
