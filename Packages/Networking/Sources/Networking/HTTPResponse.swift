import Foundation

/// An HTTP response, independent of any transport.
public struct HTTPResponse: Equatable, Sendable {
  /// The status code, such as 200.
  public var statusCode: Int
  /// Header fields. Look them up with ``header(_:)``, which ignores case.
  public var headers: [String: String]
  /// The body.
  public var body: Data

  /// Creates a response.
  public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.statusCode = statusCode
    self.headers = headers
    self.body = body
  }

  /// The value of a header field, whatever the case of its name.
  public func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// `true` for a 2xx status.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
