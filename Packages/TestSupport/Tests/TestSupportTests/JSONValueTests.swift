import Foundation
import Testing

@testable import TestSupport

@Test func numbersKeepTheirSpelling() {
  let value: JSONValue = .array([.int(5), .double(5), .double(4.7), .null, true])
  #expect(value.text == "[5,5.0,4.7,null,true]")
}

@Test func stringsAreEscapedAndUnicodeIsKept() {
  let value: JSONValue = .object([("name", "Nøgne Ø – \"1\"\n\u{1B}")])
  #expect(value.text == #"{"name":"Nøgne Ø – \"1\"\n\u001b"}"#)
  let parsed = try? JSONSerialization.jsonObject(with: value.data) as? [String: String]
  #expect(parsed?["name"] == "Nøgne Ø – \"1\"\n\u{1B}")
}

@Test func settingReplacesInPlaceOrAppends() {
  let value: JSONValue = .object([("a", 1), ("b", 2)])
  #expect(value.setting("a", to: 9).text == #"{"a":9,"b":2}"#)
  #expect(value.setting("c", to: nil).text == #"{"a":1,"b":2,"c":null}"#)
  #expect(value["b"] == .int(2))
}
