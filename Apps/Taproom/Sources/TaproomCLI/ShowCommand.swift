import ArgumentParser
import Common
import DiscoveryFeature
import Foundation

/// `taproom show ID`: one beer's full detail.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a beer's detail: description, food pairing, ingredients, method.")

  @OptionGroup var globals: GlobalOptions

  @Argument(help: "The beer's id.")
  var id: Int

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() async throws {
    guard id >= 1 else { throw DiscoveryError.invalidID(id) }
    let app = try CommandContext.make(globals)
    let detail = await app.discovery.makeDetailViewModel(id: id)
    await detail.send(.load).value
    switch await detail.state.content {
    case .loaded(let beer):
      StandardOutput.write(
        json ? JSONOutput.text(beer) + "\n" : BeerDetailRenderer(style: app.output).render(beer))
    case .notFound(let id):
      throw DiscoveryError.beerNotFound(id: id)
    case .failed(let failure):
      throw failure
    case .idle, .loading:
      throw ErrorSummary(kind: .other, message: "the detail did not load")
    }
  }
}
