import Foundation

/// An HTTP request, independent of any transport.
public struct HTTPRequest: Equatable, Sendable {
  /// An HTTP method.
  public struct Method: RawRepresentable, Hashable, Sendable {
    /// The method's name, such as `GET`.
    public var rawValue: String
    /// Creates a method from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `GET`.
    public static let get = Method(rawValue: "GET")
    /// `HEAD`.
    public static let head = Method(rawValue: "HEAD")
    /// `POST`.
    public static let post = Method(rawValue: "POST")
    /// `PUT`.
    public static let put = Method(rawValue: "PUT")
    /// `DELETE`.
    public static let delete = Method(rawValue: "DELETE")

    /// `true` for the methods that are safe to send twice (RFC 9110 §9.2.2).
    public var isIdempotent: Bool { [.get, .head, .put, .delete].contains(self) }
  }

  /// The method.
  public var method: Method
  /// The absolute URL, including the query.
  public var url: URL
  /// Header fields.
  public var headers: [String: String]
  /// The body, if any.
  public var body: Data?

  /// Creates a request.
  public init(method: Method = .get, url: URL, headers: [String: String] = [:], body: Data? = nil) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// The URL's path, such as `/v2/beers`.
  public var path: String { url.path(percentEncoded: false) }

  /// The URL's query items, in order, decoded.
  public var queryItems: [URLQueryItem] {
    URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
  }

  /// The host, and the port when the URL names one, as error messages name
  /// the server: `127.0.0.1:8080`, `api.punkapi.com`.
  public var hostDescription: String {
    let host = url.host(percentEncoded: false) ?? "the server"
    return url.port.map { "\(host):\($0)" } ?? host
  }
}
