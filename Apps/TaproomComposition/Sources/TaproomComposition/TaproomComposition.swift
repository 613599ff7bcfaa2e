import AsyncHTTPTransport
import Catalog
import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import Networking

/// The composition root of every Taproom app: builds each feature's
/// Environment from ``TaproomSettings``. The one place that knows every
/// package; `taproom` and `taproom-mcp` both start here.
///
/// ```swift
/// let taproom = try TaproomComposition(TaproomSettings(apiURL: "http://127.0.0.1:8080/v2"))
/// let page = try await taproom.discovery.fetchPage(BeerQuery(), PageRequest(pageSize: 20))
/// ```
public struct TaproomComposition: Sendable {
  /// Discovery: the embedded catalog (built in, or `--catalog`), or a
  /// server (`--api-url`), with favorite marks from ``favorites``.
  public let discovery: DiscoveryEnvironment
  /// Favorites in the SQLite file of ``TaproomSettings/favoritesURL``.
  public let favorites: FavoritesEnvironment
  /// Seconds to wait for a server.
  public let timeout: Double

  /// Builds the Environments.
  ///
  /// - Throws: ``SettingsError`` for a bad `--api-url`, `--timeout` or
  ///   `TAPROOM_TIMEOUT`, or `--catalog` with `--api-url`; a
  ///   `CatalogFileError` for a catalog file that cannot be used.
  public init(_ settings: TaproomSettings, common: CommonEnvironment = .live) throws {
    timeout = try Self.timeout(settings)
    var networking = NetworkingEnvironment(
      configuration: NetworkConfiguration(timeout: .milliseconds(Int64(timeout * 1000))),
      common: common)
    favorites = FavoritesEnvironment.live(databaseURL: settings.favoritesURL)
    let marks = FavoritesAdapter.marks(favorites, now: common.now)
    if let server = settings.server {
      if settings.catalog != nil {
        throw SettingsError(
          "--catalog is for the embedded catalog; it cannot be used with --api-url")
      }
      // Answers from a server are kept on disk and stand in when it fails.
      networking.cache = settings.cacheDirectory.map {
        HTTPCache(directory: $0, onStaleAnswer: Self.printStaleNotice)
      }
      discovery = .live(
        http: networking.makeAsyncHTTPClient(), baseURL: try Self.validatedAPIURL(server),
        favorites: marks)
    } else {
      let catalog =
        try settings.catalogPath.map {
          try CatalogEnvironment.file(URL(filePath: $0), common: common)
        }
        ?? CatalogEnvironment.builtIn(common: common)
      discovery = .live(
        http: networking.makeClient(transport: catalog.transport),
        baseURL: CatalogEnvironment.embeddedBaseURL, favorites: marks)
    }
  }

  /// An http or https URL with a host.
  static func validatedAPIURL(_ text: String) throws(SettingsError) -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme),
      let host = url.host(), !host.isEmpty
    else {
      throw SettingsError(
        "--api-url must be an http or https URL such as http://127.0.0.1:8080/v2, got '\(text)'"
      )
    }
    return url
  }

  private static func timeout(_ settings: TaproomSettings) throws(SettingsError) -> Double {
    if let timeout = settings.timeout {
      guard timeout > 0, timeout.isFinite else {
        throw SettingsError(
          "--timeout must be a number of seconds above 0, got \(format(timeout))")
      }
      return timeout
    }
    guard let text = settings.value("TAPROOM_TIMEOUT") else { return 5 }
    guard let timeout = Double(text), timeout > 0, timeout.isFinite else {
      throw SettingsError(
        "TAPROOM_TIMEOUT must be a number of seconds above 0, got '\(text)'")
    }
    return timeout
  }

  /// `5` for a whole number, `5.5` otherwise.
  public static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
  }

  /// The one-line notice on standard error when a cached copy stands in for
  /// the server (standard output keeps the results, as always).
  @Sendable static func printStaleNotice(_ answer: StaleAnswer) {
    let host = answer.url.host(percentEncoded: false) ?? "the server"
    let port = answer.url.port.map { ":\($0)" } ?? ""
    let line =
      "notice: \(host)\(port) did not answer (\(answer.failure.userMessage)); "
      + "showing a copy cached \(answer.ageDescription) ago\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
