import Common
import Foundation
import Logging

/// Wraps a transport with the configured behaviour: retries with backoff for
/// idempotent requests, `Retry-After`, and the response size cap.
struct RetryingTransport: Sendable {
  let transport: HTTPClient
  let configuration: NetworkConfiguration
  let common: CommonEnvironment

  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let policy = configuration.retry
    let attempts = request.method.isIdempotent ? policy.maxAttempts : 1
    var attempt = 1
    while true {
      try Task.checkCancellation()
      let outcome: Result<HTTPResponse, HTTPError>
      do {
        outcome = .success(try checked(try await transport.send(request)))
      } catch let error as HTTPError {
        outcome = .failure(error)
      } catch is CancellationError {
        throw HTTPError.cancelled
      }
      let failure: HTTPError
      switch outcome {
      case .success(let response) where response.isSuccess:
        return response
      case .success(let response):
        failure = .status(code: response.statusCode, message: Self.errorMessage(in: response.body))
        guard failure.isRetryable, attempt < attempts else { return response }
        if let retryAfter = Self.retryAfter(response) {
          guard retryAfter <= policy.maxRetryAfter else {
            common.logger.info(
              "\(request.method.rawValue) \(request.url): Retry-After \(retryAfter) is over the cap"
            )
            return response
          }
          try await wait(retryAfter, attempt: attempt, failure: failure, request: request)
          attempt += 1
          continue
        }
      case .failure(let error):
        guard error.isRetryable, attempt < attempts else { throw error }
        failure = error
      }
      try await wait(
        policy.backoff(beforeRetry: attempt, random: common.random()), attempt: attempt,
        failure: failure, request: request)
      attempt += 1
    }
  }

  private func wait(
    _ delay: Duration, attempt: Int, failure: HTTPError, request: HTTPRequest
  ) async throws {
    common.logger.info(
      "\(request.method.rawValue) \(request.url) attempt \(attempt) failed (\(failure.userMessage)); retrying in \(delay)"
    )
    do {
      try await common.sleep(delay)
    } catch {
      throw HTTPError.cancelled
    }
  }

  private func checked(_ response: HTTPResponse) throws(HTTPError) -> HTTPResponse {
    guard response.body.count <= configuration.maxResponseBytes else {
      throw .tooLarge(limitBytes: configuration.maxResponseBytes)
    }
    return response
  }

  /// `Retry-After` as delay-seconds (RFC 9110 §10.2.3); an HTTP date is not
  /// honoured and falls back to backoff.
  static func retryAfter(_ response: HTTPResponse) -> Duration? {
    guard let value = response.header("Retry-After")?.trimmingCharacters(in: .whitespaces),
      let seconds = Int(value), seconds >= 0
    else { return nil }
    return .seconds(seconds)
  }

  /// The `message` of a JSON error body such as the Punk API's
  /// `{"statusCode":404,"error":"Not Found","message":"…"}`.
  static func errorMessage(in body: Data) -> String? {
    struct ErrorBody: Decodable { var message: String? }
    guard !body.isEmpty, let decoded = try? JSONDecoder().decode(ErrorBody.self, from: body),
      let message = decoded.message, !message.isEmpty
    else { return nil }
    return String(message.prefix(300))
  }
}
