import Foundation
import Testing

@testable import TestSupport

@Test func parsingKeepsIntegersFloatsNullsAndText() throws {
  let value = try JSONValue.parse(Data(#"{"a":5,"b":4.5,"c":null,"d":"x","e":[true,{}]}"#.utf8))
  #expect(value["a"] == .int(5))
  #expect(value["b"] == .double(4.5))
  #expect(value["c"] == .null)
  #expect(value["d"] == "x")
  #expect(value["e"] == [.bool(true), .object([])])
  #expect(throws: DecodingError.self) { try JSONValue.parse(Data("{".utf8)) }
}

@Test func sameValueComparesNumbersByValueAndObjectsAsSets() {
  let a: JSONValue = .object([("x", .int(5)), ("y", .null)])
  let b: JSONValue = .object([("y", .null), ("x", .double(5.0))])
  #expect(a.sameValue(as: b))
  #expect(!a.sameValue(as: .object([("x", .int(5)), ("y", .int(0))])))
  #expect(!a.sameValue(as: .object([("x", .int(5)), ("y", "")])))
  #expect(!a.sameValue(as: .object([("x", .int(5))])))
  #expect(!JSONValue.int(5).sameValue(as: .string("5")))
  #expect(!JSONValue.double(4.5).sameValue(as: .int(4)))
  #expect(JSONValue.array([1, 2]).sameValue(as: [1, 2.0]))
  #expect(!JSONValue.array([1, 2]).sameValue(as: [2, 1]))
}
