import ArgumentParser
import Common
import DiscoveryFeature
import Foundation

/// `taproom discover`: one page of beers, or up to `--max-items` across pages.
struct DiscoverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "discover",
    abstract: "List beers page by page, with filters.",
    discussion: """
      Prints one page, then the exact command for the next page, or "end of results". \
      With --max-items, streams up to that many items across pages and ends with the \
      token that resumes right after the last one.
      """)

  @OptionGroup var globals: GlobalOptions
  @OptionGroup(title: "Filters") var filters: FilterOptions

  @Option(help: "Items per page: default 20, at most 80.")
  var pageSize: Int?

  @Option(help: "Print up to this many items across pages, streaming.")
  var maxItems: Int?

  @Option(help: "Continue from a token printed by an earlier command.")
  var pageToken: String?

  @Flag(help: "Print JSON instead of a table.")
  var json = false

  func run() async throws {
    let query = try filters.query()
    if let pageSize, pageSize < 1 {
      throw UsageError("--page-size must be at least 1, got \(pageSize)")
    }
    if let maxItems, maxItems < 1 {
      throw UsageError("--max-items must be at least 1, got \(maxItems)")
    }
    if let pageToken, pageToken.isEmpty { throw PageTokenError.empty }
    let app = try CommandContext.make(globals)
    let start = pageToken.map(PageToken.init(rawValue:))
    if let maxItems {
      try await stream(app, query: query, start: start, maxItems: maxItems)
    } else {
      try await onePage(app, query: query, start: start)
    }
  }

  private func onePage(_ app: CommandContext, query: BeerQuery, start: PageToken?) async throws {
    let list = await app.discovery.makeDiscoveryViewModel(
      query: query, pageSize: pageSize, startToken: start)
    await list.send(.load).value
    let state = await list.state
    if let failure = state.list.refresh.failure { throw failure }
    if json {
      let items = state.items.map { JSONOutput.text(JSONOutput.Item($0)) }.joined(separator: ",")
      StandardOutput.write(
        #"{"items":[\#(items)],"nextPageToken":\#(JSONOutput.token(state.nextPageToken))}"# + "\n")
      return
    }
    let renderer = BeerListRenderer(style: app.output)
    var text = ""
    if state.items.isEmpty {
      text += start == nil ? "no beers found\n" : ""
    } else {
      text += renderer.header() + "\n" + renderer.rows(state.items)
    }
    text += app.output.pageFooter(nextCommand: state.nextPageToken.map(nextCommand))
    StandardOutput.write(text)
  }

  private func stream(_ app: CommandContext, query: BeerQuery, start: PageToken?, maxItems: Int)
    async throws
  {
    let renderer = BeerListRenderer(style: app.output)
    var remaining = maxItems
    var token = start
    var printed = 0
    var started = false
    while remaining > 0 {
      let page: Page<BeerSummary>
      do {
        // More pages will follow: let the next one be requested while this
        // one is decoded and printed.
        let more = pageSize.map { remaining > $0 } ?? true
        page = try await app.discovery.fetchPage(
          query, PageRequest(pageSize: pageSize, token: token, limit: remaining, readAhead: more))
      } catch {
        // Nothing printed yet: just the error. Otherwise keep what was
        // printed usable (JSON stays one document) and say how to resume.
        guard started, let token else { throw error }
        if json { StandardOutput.write(#"],"nextPageToken":\#(JSONOutput.token(token))}"# + "\n") }
        throw ResumableError(underlying: ErrorSummary(error), resume: nextCommand(token))
      }
      var text = ""
      if !started {
        text += json ? #"{"items":["# : renderer.header() + "\n"
        started = true
      }
      if json {
        let items = page.items.map { JSONOutput.text(JSONOutput.Item($0)) }.joined(separator: ",")
        text += (printed > 0 && !items.isEmpty ? "," : "") + items
      } else {
        text += renderer.rows(page.items)
      }
      StandardOutput.write(text)
      printed += page.items.count
      remaining -= page.items.count
      token = page.nextPageToken
      if token == nil || page.items.isEmpty { break }
    }
    if json {
      StandardOutput.write(#"],"nextPageToken":\#(JSONOutput.token(token))}"# + "\n")
    } else {
      StandardOutput.write(app.output.pageFooter(nextCommand: token.map(nextCommand)))
    }
  }

  /// The exact command that prints the page after `token`.
  private func nextCommand(_ token: PageToken) -> String {
    var arguments =
      ["taproom", "discover"] + globals.commandLineArguments + filters.commandLineArguments
    if let pageSize { arguments += ["--page-size", String(pageSize)] }
    if json { arguments.append("--json") }
    arguments += ["--page-token", token.rawValue]
    return ShellQuote.command(arguments)
  }
}

/// A streaming command failed after printing some items: the error, and the
/// command that resumes after the last printed item.
struct ResumableError: Error, UserFacingError {
  var underlying: ErrorSummary
  var resume: String

  var userMessage: String { "\(underlying.message); resume with: \(resume)" }
  var logDetail: String { underlying.detail }
  var kind: ErrorKind { underlying.kind }
}
