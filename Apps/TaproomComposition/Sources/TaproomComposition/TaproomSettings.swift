import Foundation
import Networking

/// What an app was told about where beers and favorites come from: its
/// command-line values (each `nil` when not given) and the process's
/// environment variables, read for `TAPROOM_API_URL`, `TAPROOM_CATALOG`,
/// `TAPROOM_TIMEOUT`, `TAPROOM_FAVORITES_DB`, `XDG_DATA_HOME` and `HOME`.
public struct TaproomSettings: Sendable {
  /// `--api-url`: a Punk API v2 server instead of the embedded catalog.
  public var apiURL: String?
  /// `--catalog`: a JSON catalog file for the embedded catalog.
  public var catalog: String?
  /// `--timeout`: seconds to wait for a server.
  public var timeout: Double?
  /// `--favorites-db`: the favorites file.
  public var favoritesDB: String?
  /// `--no-cache`: no copies of server answers are kept or used.
  public var noCache: Bool
  /// The process's environment variables.
  public var variables: [String: String]

  /// Creates the settings.
  public init(
    apiURL: String? = nil, catalog: String? = nil, timeout: Double? = nil,
    favoritesDB: String? = nil, noCache: Bool = false,
    variables: [String: String] = ProcessInfo.processInfo.environment
  ) {
    self.apiURL = apiURL
    self.catalog = catalog
    self.timeout = timeout
    self.favoritesDB = favoritesDB
    self.noCache = noCache
    self.variables = variables
  }

  /// `--favorites-db`, `TAPROOM_FAVORITES_DB`, `$XDG_DATA_HOME/taproom/…`,
  /// or `~/.local/share/taproom/favorites.sqlite`.
  public var favoritesURL: URL {
    if let path = favoritesDB ?? value("TAPROOM_FAVORITES_DB") { return URL(filePath: path) }
    let dataHome =
      value("XDG_DATA_HOME").map { URL(filePath: $0) }
      ?? URL(filePath: variables["HOME"] ?? NSHomeDirectory()).appending(path: ".local/share")
    return dataHome.appending(path: "taproom/favorites.sqlite")
  }

  /// The folder of the answers cache: `$XDG_CACHE_HOME/taproom`, or
  /// `~/.cache/taproom`; `nil` with `--no-cache`.
  public var cacheDirectory: URL? {
    noCache ? nil : HTTPCache.defaultDirectory(variables: variables)
  }

  /// The server to use, if any: `--api-url`, else `TAPROOM_API_URL`.
  var server: String? { apiURL ?? value("TAPROOM_API_URL") }

  /// The catalog file, if any: `--catalog`, else `TAPROOM_CATALOG`.
  var catalogPath: String? { catalog ?? value("TAPROOM_CATALOG") }

  /// An environment variable, `nil` when unset or empty.
  func value(_ name: String) -> String? {
    variables[name].flatMap { $0.isEmpty ? nil : $0 }
  }
}
