import Common
import Foundation
import Testing

@Test func keepsValuesAndMakesEachMissingOneOnce() {
  let cache = BoundedCache<String, Int>(capacity: 10)
  var made = 0
  #expect(
    cache.value(for: "a") {
      made += 1
      return 1
    } == 1)
  #expect(
    cache.value(for: "a") {
      made += 1
      return 2
    } == 1)
  #expect(made == 1)
  #expect(cache["b"] == nil)
}

@Test func startsAgainEmptyWhenAnInsertionPassesTheCapacity() {
  let cache = BoundedCache<Int, [UInt8]>(capacity: 10) { $0.count }
  cache.insert([1, 2, 3, 4], for: 1)
  cache.insert([1, 2, 3, 4], for: 2)
  #expect(cache[1] != nil && cache[2] != nil)
  cache.insert([1, 2, 3, 4], for: 3)
  #expect(cache[1] == nil && cache[2] == nil)
  #expect(cache[3] == [1, 2, 3, 4])
  cache.insert(Array(repeating: 0, count: 11), for: 4)
  #expect(cache[4] == nil, "a value over the capacity is not kept")
  #expect(cache[3] != nil)
}

@Test func hashesDataAsItsBytes() {
  let bytes: [UInt8] = Array("taproom".utf8)
  #expect(FNV1a.hash(Data(bytes)) == FNV1a.hash(bytes))
  #expect(FNV1a.hexadecimal(FNV1a.hash(bytes)).count == 16)
  #expect(FNV1a.hexadecimal(0xab) == "00000000000000ab")
}
