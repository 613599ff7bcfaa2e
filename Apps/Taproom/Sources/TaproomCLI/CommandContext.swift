import DiscoveryFeature
import FavoritesFeature
import Foundation
import TaproomComposition
import TerminalUI

/// What a command works with: the features' Environments, built by the
/// shared composition (the same one `taproom-mcp` uses), and how to print.
struct CommandContext {
  var discovery: DiscoveryEnvironment
  var favorites: FavoritesEnvironment
  var output: OutputStyle

  static func make(
    _ options: GlobalOptions, terminal: TerminalEnvironment = .live
  ) throws -> CommandContext {
    let composition = try TaproomComposition(
      options.taproom.settings(variables: terminal.variables))
    return CommandContext(
      discovery: composition.discovery, favorites: composition.favorites,
      output: OutputStyle(terminal.capabilities(noColorFlag: options.noColor)))
  }
}
