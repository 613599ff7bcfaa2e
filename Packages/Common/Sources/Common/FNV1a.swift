import Foundation

/// The 64-bit FNV-1a hash: small, deterministic across processes and
/// platforms (unlike `Hasher`), and every single-byte change alters the result.
/// It guards page tokens, entity tags and cache file names against accident;
/// it is not a cryptographic signature, and nothing it makes grants access.
public struct FNV1a: Sendable {
  /// The hash of the bytes combined so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// A hasher with nothing combined.
  public init() {}

  /// Adds `bytes` to the hash.
  public mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }

  /// The hash of `bytes`.
  public static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hasher = FNV1a()
    hasher.combine(bytes)
    return hasher.value
  }

  /// The hash of `text`'s UTF-8.
  public static func hash(_ text: String) -> UInt64 {
    hash(text.utf8)
  }

  /// The hash of `data`, read as contiguous bytes (`Data`'s own iterator is
  /// several times slower).
  public static func hash(_ data: Data) -> UInt64 {
    data.withUnsafeBytes { hash($0) }
  }

  /// A hash as 16 lower-case hexadecimal digits.
  public static func hexadecimal(_ hash: UInt64) -> String {
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
