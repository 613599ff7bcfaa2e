import ArgumentParser
import Foundation
import TaproomComposition

/// Options every subcommand accepts, each also read from an environment variable.
struct GlobalOptions: ParsableArguments {
  /// Where beers and favorites come from (shared with taproom-mcp).
  @OptionGroup var taproom: TaproomOptions

  @Flag(help: "Never use colours (also when NO_COLOR is set).")
  var noColor = false

  /// The options that were given on the command line, to repeat in the
  /// printed next-page command.
  var commandLineArguments: [String] {
    var arguments = taproom.commandLineArguments
    if noColor { arguments.append("--no-color") }
    return arguments
  }
}
