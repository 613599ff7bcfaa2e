import ArgumentParser
import Common
import DiscoveryFeature
import FavoritesFeature
import Foundation
import TaproomComposition
import TerminalUI

/// `taproom favorites add | remove | list`.
struct FavoritesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorites", abstract: "Keep the beers you like.",
    subcommands: [Add.self, Remove.self, List.self])

  /// `favorites add ID…`: validates each id through discovery and keeps a snapshot.
  struct Add: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract:
        "Add beers to your favorites (the beer is looked up first; its details are kept for offline use)."
    )

    @OptionGroup var globals: GlobalOptions
    @Argument(help: "The beers' ids.") var ids: [Int]

    func run() async throws {
      try validateIDs(ids)
      let app = try CommandContext.make(globals)
      for id in ids {
        // An unknown id stores nothing and stops here (exit 1).
        let beer = try await app.discovery.fetchBeer(id)
        let added = try await app.favorites.add(
          FavoritesAdapter.snapshot(of: beer.summary, at: Date()))
        let name = TerminalText.sanitize(beer.name)
        StandardOutput.write(
          added ? "added \(id) (\(name)) to favorites\n" : "\(id) (\(name)) is already a favorite\n"
        )
      }
    }
  }

  /// `favorites remove ID…`: idempotent.
  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove beers from your favorites.")

    @OptionGroup var globals: GlobalOptions
    @Argument(help: "The beers' ids.") var ids: [Int]

    func run() async throws {
      try validateIDs(ids)
      let app = try CommandContext.make(globals)
      for id in ids {
        let removed = try await app.favorites.remove(id)
        StandardOutput.write(
          removed ? "removed \(id) from favorites\n" : "\(id) was not a favorite\n")
      }
    }
  }

  /// `favorites list`: newest first, paged with tokens.
  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List your favorites, newest first.")

    @OptionGroup var globals: GlobalOptions
    @Option(help: "Items per page: default 20, at most 100.") var pageSize: Int?
    @Option(help: "Continue from a token printed by an earlier command.") var pageToken: String?
    @Flag(help: "Print JSON instead of a table.") var json = false

    func run() async throws {
      if let pageSize, pageSize < 1 {
        throw UsageError("--page-size must be at least 1, got \(pageSize)")
      }
      if let pageToken, pageToken.isEmpty { throw PageTokenError.empty }
      let app = try CommandContext.make(globals)
      let list = await app.favorites.makeFavoritesViewModel(
        pageSize: pageSize, startToken: pageToken.map(PageToken.init(rawValue:)))
      await list.send(.load).value
      let state = await list.state
      if let failure = state.list.refresh.failure { throw failure }
      if json {
        let items = state.items.map { JSONOutput.text(JSONOutput.FavoriteItem($0)) }.joined(
          separator: ",")
        StandardOutput.write(
          #"{"items":[\#(items)],"nextPageToken":\#(JSONOutput.token(state.nextPageToken))}"# + "\n"
        )
        return
      }
      var text = ""
      if state.items.isEmpty {
        text +=
          pageToken == nil ? "no favorites yet: add one with 'taproom favorites add ID'\n" : ""
      } else {
        let renderer = BeerListRenderer(style: app.output)
        text += renderer.header() + "\n"
        text += renderer.rows(
          state.items.map {
            BeerSummary(
              id: $0.id, name: $0.name, tagline: $0.tagline, abv: $0.abv, ibu: $0.ibu,
              isFavorite: true)
          })
      }
      text += app.output.pageFooter(nextCommand: state.nextPageToken.map(nextCommand))
      StandardOutput.write(text)
    }

    /// The exact command that prints the page after `token`.
    private func nextCommand(_ token: PageToken) -> String {
      var arguments = ["taproom", "favorites", "list"] + globals.commandLineArguments
      if let pageSize { arguments += ["--page-size", String(pageSize)] }
      if json { arguments.append("--json") }
      return ShellQuote.command(arguments + ["--page-token", token.rawValue])
    }
  }
}

private func validateIDs(_ ids: [Int]) throws {
  if let bad = ids.first(where: { $0 < 1 }) { throw DiscoveryError.invalidID(bad) }
}
