import Foundation
import Networking
import Testing

private struct Beer: Decodable {
  struct Hop: Decodable { var name: String }
  var id: Int
  var abv: Double
  var hops: [Hop]
}

@Test(arguments: [
  (
    #"[{"id":1,"abv":4.5,"hops":[]},{"id":2,"abv":"strong","hops":[]}]"#, "[1].abv",
    "expected a number"
  ),
  (
    #"[{"id":1,"abv":4.5,"hops":[{"name":null}]}]"#, "[0].hops[0].name",
    "expected a string, found null"
  ),
  (#"[{"id":1,"hops":[]}]"#, "[0].abv", "missing field"),
  (#"{"id":1}"#, "", "expected an array"),
  (#"[{"id":1,"abv":4.5,"#, "", "the body is not valid JSON"),
])
func decodingFailuresNameWhere(_ body: String, _ path: String, _ reason: String) {
  #expect(throws: HTTPError.decoding(path: path, reason: reason)) {
    try JSONResponseDecoder().decode([Beer].self, from: Data(body.utf8))
  }
}

@Test func decodingErrorsAreMalformedData() {
  let error = HTTPError.decoding(path: "[1].abv", reason: "expected a number")
  #expect(error.kind == .malformedData)
  #expect(error.userMessage == "the server sent malformed data: at [1].abv: expected a number")
}
