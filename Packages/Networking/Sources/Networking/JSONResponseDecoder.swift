import Common
import Foundation

/// Decodes JSON bodies and reports where decoding failed as an
/// ``HTTPError/decoding(path:reason:)`` (for example `at [3].abv: expected a
/// number, found a string`).
public struct JSONResponseDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes the body of a successful response.
  ///
  /// - Throws: ``HTTPError/status(code:message:)`` when the status is not
  ///   2xx, ``HTTPError/decoding(path:reason:)`` when the body does not match.
  public func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse) throws(HTTPError)
    -> T
  {
    guard response.isSuccess else {
      throw .status(
        code: response.statusCode, message: RetryingTransport.errorMessage(in: response.body))
    }
    return try decode(type, from: response.body)
  }

  /// Decodes JSON data.
  ///
  /// - Throws: ``HTTPError/decoding(path:reason:)`` naming the coding path.
  public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(HTTPError) -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw Self.describe(error)
    } catch {
      throw .decoding(path: "", reason: Self.notJSON)
    }
  }

  static func describe(_ error: DecodingError) -> HTTPError {
    switch error {
    case .typeMismatch(let type, let context):
      .decoding(path: path(context.codingPath), reason: "expected \(describe(type))")
    case .valueNotFound(let type, let context):
      .decoding(path: path(context.codingPath), reason: "expected \(describe(type)), found null")
    case .keyNotFound(let key, let context):
      .decoding(path: path(context.codingPath + [key]), reason: "missing field")
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? .decoding(path: "", reason: notJSON)
        : .decoding(path: path(context.codingPath), reason: reason(context.debugDescription))
    @unknown default:
      .decoding(path: "", reason: "unreadable")
    }
  }

  /// A validating decoder's own reason (`expected MM/YYYY or YYYY`) when it
  /// gives one in that form, else "invalid value".
  /// The reason given when the body is not JSON at all.
  public static let notJSON = "the body is not valid JSON"

  static func reason(_ debugDescription: String) -> String {
    debugDescription.hasPrefix("expected ")
      ? debugDescription : "invalid value"
  }

  /// `[3].ingredients.hops[0].name`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type, is Float.Type: "a number"
    case is Bool.Type: "true or false"
    case is [Any].Type: "an array"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }
}
