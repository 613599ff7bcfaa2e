import Foundation
import PropertyBased
import Testing

@testable import PunkContract

@Test(arguments: [
  ("09/2007", 9, 2007), ("12/2016", 12, 2016), ("01/1999", 1, 1999),
])
func monthAndYearRead(text: String, month: Int, year: Int) {
  #expect(PunkFirstBrewed(text) == PunkFirstBrewed(month: month, year: year))
  #expect(PunkFirstBrewed(text)?.description == text)
}

@Test func aYearAloneIsReadAndCountsAsJanuary() throws {
  let year = try #require(PunkFirstBrewed("2011"))
  #expect(year.month == nil)
  #expect(year.monthOrJanuary == 1)
  #expect(year.description == "2011")
}

@Test(arguments: [
  "", "2007-09", "9/2007", "13/2007", "00/2007", "09/07", "09/2007/1", "２０１１", "abcd", "/2007",
  " 2011", "09/ 2007",
])
func anythingElseIsRefused(text: String) {
  #expect(PunkFirstBrewed(text) == nil)
}

@Test func everyWellFormedValueIsWrittenBackAsItWasRead() async {
  await propertyCheck(
    count: 1_000, input: Gen.int(in: 0...12), Gen.int(in: 1000...9999)
  ) { month, year in
    let text = month == 0 ? String(year) : (month < 10 ? "0" : "") + "\(month)/\(year)"
    let value = try #require(PunkFirstBrewed(text))
    #expect(value.description == text)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    let json = try encoder.encode([value])
    #expect(String(decoding: json, as: UTF8.self) == #"["\#(text)"]"#)
    #expect(try JSONDecoder().decode([PunkFirstBrewed].self, from: json) == [value])
  }
}
