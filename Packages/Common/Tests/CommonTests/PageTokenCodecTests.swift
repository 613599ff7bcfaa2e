import Testing

@testable import Common

private let discovery = PageTokenCodec(list: "discovery")
private let query = "abv_gt=5&beer_name=punk"

/// Re-signs raw token bytes, so a test can plant a well-formed token with
/// chosen content (a future version, a bad structure).
private func signed(_ body: [UInt8]) -> PageToken {
  var bytes = body
  bytes[1] = UInt8(bytes.count + 8)
  let checksum = FNV1a.hash(bytes)
  for shift in stride(from: 56, through: 0, by: -8) {
    bytes.append(UInt8(truncatingIfNeeded: checksum >> UInt64(shift)))
  }
  return PageToken(rawValue: Base64URL.encode(bytes))
}

private func bytes(of token: PageToken) throws -> [UInt8] {
  try #require(Base64URL.decode(token.rawValue)).bytes
}

@Test(arguments: [
  PagePosition(values: [], pageSize: 1),
  PagePosition(values: [0], pageSize: 20),
  PagePosition(values: [325], pageSize: 80),
  PagePosition(values: [1_767_225_600_123, 42], pageSize: 7),
  PagePosition(values: [Int64.min, -1, Int64.max], pageSize: Int(Int32.max)),
])
func roundTrip(_ position: PagePosition) throws {
  let token = discovery.token(for: position, query: query)
  #expect(try discovery.position(of: token, query: query) == position)
  #expect(token.rawValue.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
}

@Test func equalPositionsGiveEqualTokens() {
  let position = PagePosition(values: [40], pageSize: 20)
  #expect(
    discovery.token(for: position, query: query) == discovery.token(for: position, query: query))
  #expect(
    discovery.token(for: position, query: query)
      != discovery.token(for: PagePosition(values: [60], pageSize: 20), query: query))
}

@Test(arguments: [
  ("", PageTokenError.empty),
  ("not a token", .invalidCharacters),
  ("abc%2Fdef", .invalidCharacters),
  ("AAAA====", .invalidCharacters),
  ("AQ", .truncated),
])
func rejectsGarbage(_ text: String, _ error: PageTokenError) {
  #expect(throws: error) { try discovery.position(of: PageToken(rawValue: text), query: query) }
}

@Test func rejectsEveryTruncation() {
  let token = discovery.token(for: PagePosition(values: [100, 7], pageSize: 25), query: query)
  for length in 1..<token.rawValue.count {
    let cut = PageToken(rawValue: String(token.rawValue.prefix(length)))
    #expect(throws: PageTokenError.truncated, "cut to \(length)") {
      try discovery.position(of: cut, query: query)
    }
  }
}

@Test func rejectsAnAlteredCharacter() throws {
  let token = discovery.token(for: PagePosition(values: [100], pageSize: 25), query: query)
  var characters = Array(token.rawValue)
  // Characters 4 and later encode the fingerprints, the cursor and the checksum.
  for index in 4..<characters.count {
    let original = characters[index]
    characters[index] = original == "A" ? "B" : "A"
    let altered = PageToken(rawValue: String(characters))
    #expect(throws: PageTokenError.altered, "changed character \(index)") {
      try discovery.position(of: altered, query: query)
    }
    characters[index] = original
  }
}

@Test func rejectsTrailingExtraBytes() throws {
  let token = discovery.token(for: PagePosition(values: [1], pageSize: 25), query: query)
  let longer = PageToken(rawValue: Base64URL.encode(try bytes(of: token) + [0, 0, 0]))
  #expect(throws: PageTokenError.altered) { try discovery.position(of: longer, query: query) }
}

@Test func rejectsAnUnknownVersion() throws {
  var body = Array(
    try bytes(of: discovery.token(for: PagePosition(values: [1], pageSize: 5), query: query))
      .dropLast(8))
  body[0] = 2
  #expect(throws: PageTokenError.unsupportedVersion(2)) {
    try discovery.position(of: signed(body), query: query)
  }
}

@Test func rejectsAWellSignedTokenWithABrokenBody() throws {
  var body = Array(
    try bytes(of: discovery.token(for: PagePosition(values: [1], pageSize: 5), query: query))
      .dropLast(8))
  body[body.count - 2] = 9  // claims nine cursor values, holds one
  #expect(throws: PageTokenError.altered) { try discovery.position(of: signed(body), query: query) }
}

@Test func rejectsATokenOfAnotherList() {
  let favorites = PageTokenCodec(list: "favorites")
  let token = favorites.token(for: PagePosition(values: [1, 2], pageSize: 20), query: query)
  #expect(throws: PageTokenError.foreignList) { try discovery.position(of: token, query: query) }
}

@Test func rejectsATokenOfAnotherQuery() {
  let token = discovery.token(for: PagePosition(values: [20], pageSize: 20), query: query)
  #expect(throws: PageTokenError.queryMismatch) {
    try discovery.position(of: token, query: "abv_gt=6&beer_name=punk")
  }
  #expect(throws: PageTokenError.queryMismatch) { try discovery.position(of: token, query: "") }
}

@Test func everyErrorIsAUsageErrorWithItsOwnMessage() {
  let errors: [PageTokenError] = [
    .empty, .invalidCharacters, .truncated, .altered, .unsupportedVersion(9), .foreignList,
    .queryMismatch,
  ]
  #expect(errors.allSatisfy { $0.kind == .usage })
  #expect(Set(errors.map(\.userMessage)).count == errors.count)
  #expect(
    PageTokenError.truncated.userMessage == "the page token is truncated: copy the whole token")
  #expect(PageTokenError.unsupportedVersion(9).userMessage.contains("version 9"))
}
