import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A catalog whose full page is about 8 MB (80 beers with 100 KB
/// descriptions): an answer that stays in flight while the client reads it
/// slowly.
private func heavyCatalog() throws -> (TemporaryDirectory, String) {
  let directory = try TemporaryDirectory()
  let beers = (1...80).map { id -> BeerFixture in
    var beer = BeerFixture(id: id)
    beer.description = String(repeating: "A long brewing story. ", count: 4_700)
    return beer
  }
  let file = directory.file("heavy.json")
  try BeerFixture.array(beers).write(to: file)
  return (directory, file.path)
}

@Test func sigtermFinishesTheRequestInFlightRefusesNewOnesAndExitsZero() throws {
  let (directory, path) = try heavyCatalog()
  let server = try startServer(["--catalog", path])
  let connection = try RawConnection(port: server.port)
  connection.send("GET /v2/beers?per_page=80 HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
  let start = connection.receive(upTo: 1024)
  #expect(String(decoding: start, as: UTF8.self).hasPrefix("HTTP/1.1 200"))

  let signalled = ContinuousClock.now
  kill(server.processIdentifier, SIGTERM)
  // A client arriving a moment later finds no listener: refused, or closed
  // without an answer.
  Thread.sleep(forTimeInterval: 0.3)
  let late = Result { try RawHTTP.request("/health", port: server.port) }
  #expect(throws: (any Error).self, "a new connection was served after SIGTERM") {
    try late.get()
  }

  let response = try connection.receiveResponse(after: start)
  #expect(response.status == 200)
  #expect(response.headers["content-length"].flatMap(Int.init) == response.body.count)
  let beers = try JSONSerialization.jsonObject(with: response.body) as? [Any]
  #expect(beers?.count == 80)
  #expect(response.body.count > 7_000_000)

  #expect(server.waitForExit(timeout: .seconds(5)) == 0)
  #expect(ContinuousClock.now - signalled < .seconds(5))
  _ = directory
}

@Test func metricsCountRequestsByRouteAndStatusInPrometheusFormat() throws {
  let server = try startServer()
  #expect(try RawHTTP.request("/v2/beers", port: server.port).status == 200)
  #expect(try RawHTTP.request("/v2/beers/7", port: server.port).status == 200)
  #expect(try RawHTTP.request("/v2/beers/8", port: server.port).status == 200)
  #expect(try RawHTTP.request("/v2/beers/abc", port: server.port).status == 400)
  #expect(try RawHTTP.request("/v2/beers/99999", port: server.port).status == 404)
  let metrics = try RawHTTP.request("/metrics", port: server.port)
  #expect(metrics.status == 200)
  #expect(metrics.headers["content-type"]?.hasPrefix("text/plain; version=0.0.4") == true)
  let lines = metrics.text.split(separator: "\n").map(String.init)
  func sample(_ prefix: String, _ labels: [String]) -> Double? {
    lines.first { line in line.hasPrefix(prefix) && labels.allSatisfy { line.contains($0) } }
      .flatMap { $0.split(separator: " ").last.flatMap { Double($0) } }
  }
  let byID = [#"http_route="/v2/beers/{id}""#, #"http_response_status_code="200""#]
  #expect(sample("http_server_requests_total{", byID) == 2, "\(metrics.text)")
  #expect(
    sample(
      "http_server_requests_total{",
      [#"http_route="/v2/beers/{id}""#, #"http_response_status_code="404""#])
      == 1)
  #expect(
    sample(
      "http_server_requests_total{",
      [#"http_route="/v2/beers/{id}""#, #"http_response_status_code="400""#])
      == 1)
  #expect(sample("http_server_request_duration_seconds_count{", byID) == 2)
  #expect(lines.contains { $0.hasPrefix("http_server_request_duration_seconds_bucket{") })
  #expect(lines.contains { $0.hasPrefix("# TYPE http_server_request_duration_seconds histogram") })
}

@Test func badInputOverHTTPGetsA4xxJSONBody() throws {
  let server = try startServer()
  let cases: [(String, String, [String: String], Int)] = [
    ("/v2/beers?food=" + String(repeating: "a", count: 100_000), "GET", [:], 414),
    ("/v2/beers?abv_gt=%zz", "GET", [:], 400),
    ("/v2/beers?food=cake%", "GET", [:], 400),
    ("/v2/beers?per_page=1e3", "GET", [:], 400),
    ("/v2/beers?page=99999999999999999999", "GET", [:], 400),
    ("/v2/beers?page=1&page=2", "GET", [:], 400),
    ("/v2/beers?colour=red", "GET", [:], 400),
    ("/v2/beers", "POST", [:], 405),
    ("/v2/beers/1", "DELETE", [:], 405),
  ]
  for (target, method, headers, status) in cases {
    let response = try RawHTTP.request(target, method: method, headers: headers, port: server.port)
    #expect(response.status == status, "\(method) \(target.prefix(60))")
    let body = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(body?["statusCode"] as? Int == status, "\(method) \(target.prefix(60))")
  }
  // A 10 KB If-None-Match, on a fresh target and on one answered before.
  let huge = String(repeating: "\"x\", ", count: 2_000)
  for target in ["/v2/beers?page=3", "/v2/beers?page=3"] {
    let tagged = try RawHTTP.request(target, headers: ["If-None-Match": huge], port: server.port)
    #expect(tagged.status == 400)
    let body = try JSONSerialization.jsonObject(with: tagged.body) as? [String: Any]
    #expect(body?["statusCode"] as? Int == 400)
    _ = try RawHTTP.request(target, port: server.port)
  }
  #expect(try RawHTTP.request("/health", port: server.port).status == 200, "still serving")
}

@Test func answersCarryATagAndARepeatedRequestGets304() throws {
  let server = try startServer()
  let first = try RawHTTP.request("/v2/beers?abv_gt=6", port: server.port)
  #expect(first.status == 200)
  #expect(first.headers["cache-control"] == "public, max-age=300")
  let tag = try #require(first.headers["etag"])
  let again = try RawHTTP.request(
    "/v2/beers?abv_gt=6", headers: ["If-None-Match": tag], port: server.port)
  #expect(again.status == 304)
  #expect(again.body.isEmpty)
  #expect(again.headers["etag"] == tag)
  let document = try RawHTTP.request("/openapi.json", port: server.port)
  #expect(document.status == 200)
  #expect(try JSONSerialization.jsonObject(with: document.body) is [String: Any])
}

@Test func anUnreachableServerIsStandedInForByTheCachedCopyWithANotice() async throws {
  var server = try startServer()
  let url = server.url.absoluteString
  let port = server.port
  let online = try await taproom("discover", "--api-url", url, "--page-size", "5", "--timeout", "1")
  #expect(online.exitCode == 0)
  let detail = try await taproom("show", "3", "--api-url", url, "--timeout", "1")
  #expect(detail.exitCode == 0)
  #expect(server.stop() == 0)

  let detailOffline = try await taproom("show", "3", "--api-url", url, "--timeout", "1")
  #expect(detailOffline.exitCode == 0, "\(detailOffline.stderr)")
  #expect(detailOffline.stdout == detail.stdout)
  #expect(detailOffline.stderr.hasPrefix("notice: 127.0.0.1:\(port) did not answer"))

  let offline = try await taproom(
    "discover", "--api-url", url, "--page-size", "5", "--timeout", "1")
  #expect(offline.exitCode == 0, "\(offline.stderr)")
  #expect(offline.stdout == online.stdout)
  #expect(
    offline.stderr.hasPrefix(
      "notice: 127.0.0.1:\(port) did not answer (cannot reach 127.0.0.1:\(port): connection refused); showing a copy cached "
    ))
  #expect(offline.stderr.hasSuffix(" ago\n"))
  #expect(offline.stderr.split(separator: "\n").count == 1)

  let uncached = try await taproom(
    "discover", "--api-url", url, "--page-size", "6", "--timeout", "1")
  #expect(uncached.exitCode == 69)
  #expect(uncached.stderr == "error: cannot reach 127.0.0.1:\(port): connection refused\n")

  let refused = try await taproom(
    "discover", "--api-url", url, "--page-size", "5", "--timeout", "1", "--no-cache")
  #expect(refused.exitCode == 69)
  #expect(refused.stderr == "error: cannot reach 127.0.0.1:\(port): connection refused\n")

  server = try ServerProcess(Executables.taproomServer, ["--port", String(port)])
  let back = try await taproom("discover", "--api-url", url, "--page-size", "5")
  #expect(back.exitCode == 0)
  #expect(back.stderr.isEmpty)
  _ = server
}

@Test func theServedDocumentIsTheCommittedOne() throws {
  let server = try startServer()
  let served = try RawHTTP.request("/openapi.json", port: server.port)
  let committed = try Data(
    contentsOf: Executables.repositoryRoot.appending(path: "docs/openapi.json"))
  let a = try JSONSerialization.jsonObject(with: served.body) as? NSDictionary
  let b = try JSONSerialization.jsonObject(with: committed) as? NSDictionary
  #expect(a != nil && a == b)
}
