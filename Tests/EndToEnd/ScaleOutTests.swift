import Foundation
import TestSupport
import Testing

/// nginx in front of taproom-server replicas, round-robin, on loopback
/// (docs/deploy.md shows the same configuration).
private final class Balancer {
  let port: Int
  private let process: Process
  private let folder: TemporaryDirectory

  init(upstreams: [Int]) throws {
    folder = try TemporaryDirectory(prefix: "taproom-nginx")
    port = try freePort()
    let servers = upstreams.map { "    server 127.0.0.1:\($0);" }.joined(separator: "\n")
    let configuration = """
      worker_processes 1;
      daemon off;
      pid \(folder.url.path)/nginx.pid;
      error_log stderr;
      events { worker_connections 256; }
      http {
        access_log off;
        upstream taproom {
      \(servers)
          keepalive 16;
        }
        server {
          listen 127.0.0.1:\(port);
          location / {
            proxy_pass http://taproom;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
          }
        }
      }
      """
    let file = folder.file("nginx.conf")
    try Data(configuration.utf8).write(to: file)
    process = Process()
    process.executableURL = URL(filePath: nginxPath())
    process.arguments = ["-e", "stderr", "-p", folder.url.path, "-c", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Ready when it answers through the first replica.
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if (try? RawHTTP.request("/health", port: port))?.status == 200 { return }
      Thread.sleep(forTimeInterval: 0.02)
    }
    process.terminate()
    throw NginxDidNotStart(port: port)
  }

  deinit {
    process.terminate()
    process.waitUntilExit()
  }
}

private struct NginxDidNotStart: Error, CustomStringConvertible {
  let port: Int
  var description: String { "nginx did not start on port \(port) (is nginx installed?)" }
}

private func nginxPath() -> String {
  ["/usr/sbin/nginx", "/usr/bin/nginx", "/usr/local/sbin/nginx"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  } ?? "nginx"
}

private func freePort() throws -> Int {
  let server = try LoopbackServer(replies: [])
  defer { server.stop() }
  return server.port
}

/// How many requests a replica counted on /v2/beers (from its metrics).
private func beersRequests(_ server: ServerProcess) throws -> Double {
  let metrics = try RawHTTP.request("/metrics", port: server.port).text
  return metrics.split(separator: "\n")
    .filter {
      $0.hasPrefix("http_server_requests_total{") && $0.contains(#"http_route="/v2/beers""#)
    }
    .compactMap { $0.split(separator: " ").last.flatMap { Double($0) } }
    .reduce(0, +)
}

@Test func twoReplicasBehindNginxWalkTheSameChainAsOneServer() async throws {
  let first = try startServer(["--size", "1000"])
  let second = try startServer(["--size", "1000"])
  let balancer = try Balancer(upstreams: [first.port, second.port])

  func walk(_ base: String) async throws -> (items: String, token: String) {
    let result = try await taproom(
      "discover", "--api-url", base, "--json", "--max-items", "300", "--page-size", "7",
      "--abv-gt", "5", "--no-cache")
    #expect(result.exitCode == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let items = try JSONSerialization.data(
      withJSONObject: json["items"] ?? [], options: .sortedKeys)
    return (String(decoding: items, as: UTF8.self), json["nextPageToken"] as? String ?? "")
  }

  let balanced = try await walk("http://127.0.0.1:\(balancer.port)/v2")
  let alone = try await walk(first.url.absoluteString)
  #expect(balanced.items == alone.items)
  #expect(balanced.token == alone.token)
  #expect(balanced.items.contains(#""id":"#))
  #expect(try beersRequests(first) > 0 && beersRequests(second) > 0, "both replicas served pages")

  // The token printed at the end resumes on either replica alone.
  let resumed = try await taproom(
    "discover", "--api-url", second.url.absoluteString, "--page-token", balanced.token,
    "--page-size", "7", "--abv-gt", "5", "--json", "--no-cache")
  #expect(resumed.exitCode == 0, "\(resumed.stderr)")
  _ = balancer
}
