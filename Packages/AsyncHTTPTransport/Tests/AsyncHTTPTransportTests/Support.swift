import Common
import Foundation
import Networking
import TestSupport

/// A deterministic environment whose sleeps return at once and are recorded.
func recordingEnvironment(
  timeout: Duration = .seconds(2), attempts: Int = 3, maxBytes: Int = 10_000_000
) -> (NetworkingEnvironment, Locked<[Duration]>) {
  let sleeps = Locked<[Duration]>([])
  var common = CommonEnvironment.test
  common.sleep = { duration in sleeps.withLock { $0.append(duration) } }
  let configuration = NetworkConfiguration(
    timeout: timeout, retry: RetryPolicy(maxAttempts: attempts), maxResponseBytes: maxBytes)
  return (NetworkingEnvironment(configuration: configuration, common: common), sleeps)
}

func get(_ server: LoopbackServer, _ path: String) -> HTTPRequest {
  HTTPRequest(url: URL(string: "\(server.baseURL.absoluteString)\(path)")!)
}
