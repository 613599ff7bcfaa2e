import ArgumentParser
import TaproomComposition

/// The `taproom` root command: discover beers, show a beer, keep favorites.
public struct TaproomCommand: AsyncParsableCommand {
  /// The command's name, help text, version and subcommands.
  public static let configuration = CommandConfiguration(
    commandName: "taproom",
    abstract: "Discover beers page by page, open a beer's detail, and keep favorites.",
    discussion: TaproomExitCode.helpText,
    version: "taproom \(TaproomVersion.current)",
    subcommands: [
      DiscoverCommand.self, ShowCommand.self, FavoritesCommand.self, BrowseCommand.self,
    ]
  )

  /// Creates the command (used by the argument parser).
  public init() {}

  /// With no subcommand, prints the help.
  public func run() async throws {
    print(Self.helpMessage())
  }
}
