import AsyncHTTPTransport
import Catalog
import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import Networking

/// The composition root: builds each package's Environment from the global
/// options and the process environment. The only place that knows every
/// package.
struct AppEnvironment {
  var discovery: DiscoveryEnvironment
  var favorites: FavoritesEnvironment
  var output: OutputStyle

  static func make(
    _ options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> AppEnvironment {
    let common = CommonEnvironment.live
    let timeoutSeconds = try timeout(options, environment)
    let networking = NetworkingEnvironment(
      configuration: NetworkConfiguration(timeout: .milliseconds(Int64(timeoutSeconds * 1000))),
      common: common)
    let apiURL = options.apiURL ?? nonEmpty(environment["TAPROOM_API_URL"])
    let catalogPath = options.catalog ?? nonEmpty(environment["TAPROOM_CATALOG"])
    let favorites = FavoritesEnvironment.live(databaseURL: favoritesURL(options, environment))
    let marks = FavoritesAdapter.marks(favorites, now: common.now)
    let discovery: DiscoveryEnvironment
    if let apiURL {
      if options.catalog != nil {
        throw UsageError("--catalog is for the embedded catalog; it cannot be used with --api-url")
      }
      discovery = .live(
        http: networking.makeAsyncHTTPClient(), baseURL: try validatedAPIURL(apiURL),
        favorites: marks)
    } else {
      let catalog =
        try catalogPath.map { try CatalogEnvironment.file(URL(filePath: $0), common: common) }
        ?? CatalogEnvironment.builtIn(common: common)
      discovery = .live(
        http: networking.makeClient(transport: catalog.transport),
        baseURL: CatalogEnvironment.embeddedBaseURL, favorites: marks)
    }
    return AppEnvironment(
      discovery: discovery, favorites: favorites,
      output: OutputStyle.detect(noColorFlag: options.noColor, environment: environment))
  }

  /// `--favorites-db`, `TAPROOM_FAVORITES_DB`, `$XDG_DATA_HOME/taproom/…`,
  /// or `~/.local/share/taproom/favorites.sqlite`.
  static func favoritesURL(_ options: GlobalOptions, _ environment: [String: String]) -> URL {
    if let path = options.favoritesDB ?? nonEmpty(environment["TAPROOM_FAVORITES_DB"]) {
      return URL(filePath: path)
    }
    let dataHome =
      nonEmpty(environment["XDG_DATA_HOME"]).map { URL(filePath: $0) }
      ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: ".local/share")
    return dataHome.appending(path: "taproom/favorites.sqlite")
  }

  static func validatedAPIURL(_ text: String) throws -> URL {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme),
      let host = url.host(), !host.isEmpty
    else {
      throw UsageError(
        "--api-url must be an http or https URL such as http://127.0.0.1:8080/v2, got '\(TerminalText.sanitize(text))'"
      )
    }
    return url
  }

  private static func timeout(_ options: GlobalOptions, _ environment: [String: String]) throws
    -> Double
  {
    if let timeout = options.timeout {
      guard timeout > 0, timeout.isFinite else {
        throw UsageError(
          "--timeout must be a number of seconds above 0, got \(GlobalOptions.format(timeout))")
      }
      return timeout
    }
    guard let text = nonEmpty(environment["TAPROOM_TIMEOUT"]) else { return 5 }
    guard let timeout = Double(text), timeout > 0, timeout.isFinite else {
      throw UsageError(
        "TAPROOM_TIMEOUT must be a number of seconds above 0, got '\(TerminalText.sanitize(text))'")
    }
    return timeout
  }

  private static func nonEmpty(_ value: String?) -> String? {
    value.flatMap { $0.isEmpty ? nil : $0 }
  }
}
