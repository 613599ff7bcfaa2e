import PropertyBased
import Testing

@testable import Common

private let codec = PageTokenCodec(list: "discovery")
private let query = "food=cake"
private let characters = Array(
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ %.")

/// Mutates a token's text in one of five ways, chosen by `kind`; `seed` picks
/// the place and the character.
private func mutate(_ text: String, kind: Int, seed: Int) -> String {
  var chars = Array(text)
  let index = seed % chars.count
  let replacement = characters[(seed / 7) % characters.count]
  switch kind {
  case 0: chars[index] = replacement
  case 1: chars.insert(replacement, at: index)
  case 2: chars.remove(at: index)
  case 3: chars = Array(chars.prefix(index))
  default:
    chars.swapAt(index, (index + 1 + seed / 13) % chars.count)
  }
  return String(chars)
}

@Test func randomMutationsNeverCrashAndNeverDecodeToAnotherPosition() async {
  await propertyCheck(
    count: 5_000,
    input: Gen.int64(in: -1_000_000...Int64.max).array(of: 0...3),
    Gen.int(in: 1...80),
    Gen.int(in: 0...1_000_000)
  ) { values, pageSize, seed in
    let position = PagePosition(values: values, pageSize: pageSize)
    let token = codec.token(for: position, query: query)
    let mutated = mutate(token.rawValue, kind: seed % 5, seed: seed / 5)
    do {
      let decoded = try codec.position(of: PageToken(rawValue: mutated), query: query)
      // Only a mutation that changed nothing (a swap of equal characters) may pass.
      #expect(mutated == token.rawValue)
      #expect(decoded == position)
    } catch {
      #expect(mutated != token.rawValue)
    }
  }
}

@Test func randomTextIsNeverAccepted() async {
  await propertyCheck(count: 2_000, input: Gen.ascii.string(of: 0...60)) { text in
    #expect(throws: PageTokenError.self) {
      try codec.position(of: PageToken(rawValue: text), query: query)
    }
  }
}
