import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import Catalog

private func elements(_ text: String) -> [String]? {
  let data = Data(text.utf8)
  return JSONArrayElements.ranges(in: data)?.map { String(decoding: data[$0], as: UTF8.self) }
}

@Test func elementsAreFoundThroughStringsEscapesAndNesting() {
  #expect(elements("[]") == [])
  #expect(elements(" \n[ ]\t") == [])
  #expect(elements("[1]") == ["1"])
  #expect(
    elements(#"[1, "a,]b", {"x": [1, {"y": "}"}]}, null ,true]"#)
      == ["1", #""a,]b""#, #"{"x": [1, {"y": "}"}]}"#, "null", "true"])
  #expect(elements(#"["a\"],", "\\", [[]]]"#) == [#""a\"],""#, #""\\""#, "[[]]"])
}

@Test(arguments: [
  "", "{}", "[", "[1", "[1,", "[1 2]", "[1]x", #"["open]"#, "[{]", "[1,]x", "x[1]",
])
func anythingNotShapedLikeOneArrayIsNil(text: String) {
  #expect(elements(text) == nil)
}

@Test func anElementThatIsNotValidJSONNamesItsIndex() throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("catalog.json")
  try Data("[\(BeerFixture(id: 1).json.text), {\"id\": tru}]".utf8).write(to: file)
  #expect(throws: CatalogFileError.malformed(path: file.path, detail: "at [1]: not valid JSON")) {
    try CatalogEnvironment.file(file)
  }
}

@Test func anElementThatIsNotAnObjectSaysWhatWasExpected() throws {
  let directory = try TemporaryDirectory()
  let file = directory.file("catalog.json")
  try Data("[\(BeerFixture(id: 1).json.text), \"beer\"]".utf8).write(to: file)
  #expect(
    throws: CatalogFileError.malformed(path: file.path, detail: "at [1]: expected an object")
  ) {
    try CatalogEnvironment.file(file)
  }
}

/// Splitting and decoding beer by beer gives what decoding the whole array
/// gives, whatever the spacing between elements.
@Test func decodingByElementEqualsDecodingTheWholeArray() async {
  let input = Gen.uint64(in: 0...UInt64.max).array(of: 0...6)
  await propertyCheck(count: 300, input: input, Gen.int(in: 0...3)) { seeds, spacing in
    let space = ["", " ", "\n  ", "\t\r\n"][spacing]
    let beers = seeds.enumerated().map { BeerFixture.variant(id: $0.offset + 1, seed: $0.element) }
    let text =
      space + "[" + space + beers.map(\.json.text).joined(separator: space + "," + space)
      + space + "]" + space
    let data = Data(text.utf8)
    let split = try CatalogFile.beers(in: data, path: "x")
    let whole = try JSONDecoder().decode([PunkBeerForTests].self, from: data)
    #expect(split.map(\.id) == whole.map(\.id))
    #expect(JSONArrayElements.ranges(in: data)?.count == beers.count)
  }
}

private struct PunkBeerForTests: Decodable { var id: Int }
