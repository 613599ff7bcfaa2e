import ArgumentParser
import Foundation

/// The options every Taproom app takes to find its beers and favorites,
/// each also read from an environment variable: declared once, included in
/// each app's command with `@OptionGroup`.
public struct TaproomOptions: ParsableArguments {
  /// `--api-url`.
  @Option(
    name: .customLong("api-url"),
    help: ArgumentHelp(
      "A Punk API v2-compatible server, such as http://127.0.0.1:8080/v2 (env: TAPROOM_API_URL). Without it, the embedded catalog answers offline.",
      valueName: "url"))
  public var apiURL: String?

  /// `--catalog`.
  @Option(
    help: ArgumentHelp(
      "For the embedded catalog: a JSON array of Punk API beers instead of the built-in sample (env: TAPROOM_CATALOG).",
      valueName: "file"))
  public var catalog: String?

  /// `--timeout`.
  @Option(
    help: ArgumentHelp(
      "Seconds to wait for the server before giving up (env: TAPROOM_TIMEOUT; default 5).",
      valueName: "seconds"))
  public var timeout: Double?

  /// `--favorites-db`.
  @Option(
    name: .customLong("favorites-db"),
    help: ArgumentHelp(
      "The favorites file (env: TAPROOM_FAVORITES_DB; default $XDG_DATA_HOME/taproom/favorites.sqlite, or ~/.local/share/taproom/).",
      valueName: "path"))
  public var favoritesDB: String?

  /// `--no-cache`.
  @Flag(
    name: .customLong("no-cache"),
    help:
      "Do not keep or use copies of server answers (kept in $XDG_CACHE_HOME/taproom, or ~/.cache/taproom, up to 50 MB; used when the server is unreachable)."
  )
  public var noCache = false

  /// Options as parsed (argument parsing fills them).
  public init() {}

  /// The settings these options give, with the process's environment
  /// variables.
  public func settings(
    variables: [String: String] = ProcessInfo.processInfo.environment
  ) -> TaproomSettings {
    TaproomSettings(
      apiURL: apiURL, catalog: catalog, timeout: timeout, favoritesDB: favoritesDB,
      noCache: noCache, variables: variables)
  }

  /// The options that were given, to repeat in a printed command.
  public var commandLineArguments: [String] {
    var arguments: [String] = []
    if let apiURL { arguments += ["--api-url", apiURL] }
    if let catalog { arguments += ["--catalog", catalog] }
    if let timeout { arguments += ["--timeout", TaproomComposition.format(timeout)] }
    if let favoritesDB { arguments += ["--favorites-db", favoritesDB] }
    if noCache { arguments += ["--no-cache"] }
    return arguments
  }
}
