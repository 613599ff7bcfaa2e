import DiscoveryFeature
import FavoritesFeature
import Foundation
import TaproomComposition

/// What the commands use: the features' Environments, built by the shared
/// composition (the same one `taproom-mcp` uses), and how to print.
struct AppEnvironment {
  var discovery: DiscoveryEnvironment
  var favorites: FavoritesEnvironment
  var output: OutputStyle

  static func make(
    _ options: GlobalOptions, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> AppEnvironment {
    let composition = try TaproomComposition(options.taproom.settings(environment: environment))
    return AppEnvironment(
      discovery: composition.discovery, favorites: composition.favorites,
      output: OutputStyle.detect(noColorFlag: options.noColor, environment: environment))
  }
}
