/// The 64-bit FNV-1a hash: small, deterministic across processes and
/// platforms (unlike `Hasher`), and every single-byte change alters the result.
/// It guards token integrity against accident and casual editing; it is not a
/// cryptographic signature, and tokens grant no access.
struct FNV1a {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
    for byte in bytes {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01b3
    }
  }

  static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hasher = FNV1a()
    hasher.combine(bytes)
    return hasher.value
  }

  static func hash(_ text: String) -> UInt64 {
    hash(text.utf8)
  }
}
