import ArgumentParser
import Foundation
import TaproomComposition

/// Options every subcommand accepts, each also read from an environment variable.
struct GlobalOptions: ParsableArguments {
  @Option(
    name: .customLong("api-url"),
    help: ArgumentHelp(
      "A Punk API v2-compatible server, such as http://127.0.0.1:8080/v2 (env: TAPROOM_API_URL). Without it, the embedded catalog answers offline.",
      valueName: "url"))
  var apiURL: String?

  @Option(
    help: ArgumentHelp(
      "For the embedded catalog: a JSON array of Punk API beers instead of the built-in sample (env: TAPROOM_CATALOG).",
      valueName: "file"))
  var catalog: String?

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for the server before giving up (env: TAPROOM_TIMEOUT; default 5).",
      valueName: "seconds"))
  var timeout: Double?

  @Option(
    name: .customLong("favorites-db"),
    help: ArgumentHelp(
      "The favorites file (env: TAPROOM_FAVORITES_DB; default $XDG_DATA_HOME/taproom/favorites.sqlite, or ~/.local/share/taproom/).",
      valueName: "path"))
  var favoritesDB: String?

  @Flag(help: "Never use colours (also when NO_COLOR is set).")
  var noColor = false

  /// The options that were given on the command line, to repeat in the
  /// printed next-page command.
  var commandLineArguments: [String] {
    var arguments: [String] = []
    if let apiURL { arguments += ["--api-url", apiURL] }
    if let catalog { arguments += ["--catalog", catalog] }
    if let timeout { arguments += ["--timeout", TaproomComposition.format(timeout)] }
    if let favoritesDB { arguments += ["--favorites-db", favoritesDB] }
    if noColor { arguments.append("--no-color") }
    return arguments
  }
}
