/// Makes and checks the page tokens of one list.
///
/// A token binds a ``PagePosition`` to the list that made it and to the query
/// it was made for. Decoding refuses, with a specific ``PageTokenError``, a
/// token that is empty, cut off, altered, from an unknown format version, from
/// another list, or made for another query.
///
/// ```swift
/// let codec = PageTokenCodec(list: "discovery")
/// let token = codec.token(for: PagePosition(values: [25], pageSize: 25), query: "abv_gt=5")
/// let position = try codec.position(of: token, query: "abv_gt=5")  // values [25]
/// ```
///
/// Layout (version 1), before base64url: version (1 byte), total length
/// (1 byte), list fingerprint (4), query fingerprint (8), page size (varint),
/// value count (1), values (zigzag varints), FNV-1a checksum of all preceding
/// bytes (8). The version, length and trailing checksum frame every version.
public struct PageTokenCodec: Sendable {
  static let currentVersion: UInt8 = 1
  private static let checksumSize = 8
  private static let headerSize = 2

  private let listFingerprint: UInt32

  /// Creates the codec for the list with the given name, such as
  /// `"discovery"` or `"favorites"`.
  public init(list: String) {
    let hash = FNV1a.hash("taproom.list:" + list)
    listFingerprint = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
  }

  /// Makes the token for a position of a query.
  ///
  /// `query` is the canonical text of the query the page belongs to: equal
  /// queries must give equal text (sort the parameters), different queries
  /// different text.
  public func token(for position: PagePosition, query: String) -> PageToken {
    precondition(position.values.count <= PagePosition.maximumValueCount, "too many cursor values")
    precondition(position.pageSize > 0, "page size must be positive")
    var bytes: [UInt8] = [Self.currentVersion, 0]
    bytes.appendBigEndian(UInt64(listFingerprint), byteCount: 4)
    bytes.appendBigEndian(Self.queryFingerprint(query), byteCount: 8)
    bytes.appendVarint(UInt64(position.pageSize))
    bytes.append(UInt8(position.values.count))
    for value in position.values {
      bytes.appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }
    bytes[1] = UInt8(bytes.count + Self.checksumSize)
    bytes.appendBigEndian(FNV1a.hash(bytes), byteCount: 8)
    return PageToken(rawValue: Base64URL.encode(bytes))
  }

  /// Reads a token made by this codec for `query`.
  ///
  /// - Throws: ``PageTokenError`` naming why the token cannot be used.
  public func position(of token: PageToken, query: String) throws(PageTokenError) -> PagePosition {
    let text = token.rawValue
    guard !text.isEmpty else { throw .empty }
    guard let (bytes, isCanonical) = Base64URL.decode(text) else { throw .invalidCharacters }
    // Fewer bytes than the header declares: characters are missing at the end.
    guard bytes.count >= Self.headerSize, bytes.count >= Int(bytes[1]) else { throw .truncated }
    let declaredLength = Int(bytes[1])
    guard isCanonical, bytes.count == declaredLength,
      declaredLength >= Self.headerSize + Self.checksumSize
    else { throw .altered }
    let body = bytes[..<(declaredLength - Self.checksumSize)]
    var checksumReader = ByteReader(bytes[(declaredLength - Self.checksumSize)...])
    guard checksumReader.readBigEndian(byteCount: 8) == FNV1a.hash(body) else { throw .altered }
    guard bytes[0] == Self.currentVersion else { throw .unsupportedVersion(bytes[0]) }

    var reader = ByteReader(body.dropFirst(Self.headerSize))
    guard let list = reader.readBigEndian(byteCount: 4),
      let queryHash = reader.readBigEndian(byteCount: 8)
    else { throw .altered }
    guard list == UInt64(listFingerprint) else { throw .foreignList }
    guard queryHash == Self.queryFingerprint(query) else { throw .queryMismatch }
    guard let pageSize = reader.readVarint(), pageSize > 0, pageSize <= UInt64(Int32.max),
      let count = reader.readByte(), Int(count) <= PagePosition.maximumValueCount
    else { throw .altered }
    var values: [Int64] = []
    for _ in 0..<count {
      guard let zigzag = reader.readVarint() else { throw .altered }
      values.append(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
    }
    guard reader.isAtEnd else { throw .altered }
    return PagePosition(values: values, pageSize: Int(pageSize))
  }

  private static func queryFingerprint(_ query: String) -> UInt64 {
    FNV1a.hash("taproom.query:" + query)
  }
}

extension [UInt8] {
  fileprivate mutating func appendBigEndian(_ value: UInt64, byteCount: Int) {
    for index in stride(from: byteCount - 1, through: 0, by: -1) {
      append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))))
    }
  }

  fileprivate mutating func appendVarint(_ value: UInt64) {
    var remaining = value
    while remaining >= 0x80 {
      append(UInt8(truncatingIfNeeded: remaining) | 0x80)
      remaining >>= 7
    }
    append(UInt8(remaining))
  }
}

/// Reads fields from token bytes, returning `nil` instead of running past the end.
private struct ByteReader {
  private var bytes: ArraySlice<UInt8>

  init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

  var isAtEnd: Bool { bytes.isEmpty }

  mutating func readByte() -> UInt8? { bytes.popFirst() }

  mutating func readBigEndian(byteCount: Int) -> UInt64? {
    guard bytes.count >= byteCount else { return nil }
    var value: UInt64 = 0
    for byte in bytes.prefix(byteCount) { value = value << 8 | UInt64(byte) }
    bytes = bytes.dropFirst(byteCount)
    return value
  }

  mutating func readVarint() -> UInt64? {
    var value: UInt64 = 0
    for shift in stride(from: UInt64(0), to: 64, by: 7) {
      guard let byte = bytes.popFirst() else { return nil }
      value |= UInt64(byte & 0x7f) << shift
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }
}
