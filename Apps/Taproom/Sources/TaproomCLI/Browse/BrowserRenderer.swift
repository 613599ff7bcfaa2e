import Common
import DiscoveryFeature
import FavoritesFeature
import TerminalUI

/// Draws the browser: given the states and a terminal size, the exact text
/// of every row. Pure, so tests pin screens at a fixed size.
struct BrowserRenderer {
  var style: OutputStyle

  /// The key line of the list; like every key line, it fits 80 columns.
  static let keyLine =
    "↑↓ move  PgUp/PgDn  ⏎ open  f ★  F favorites  / filter  r retry  ? help  q quit"
  /// The key line of the favorites list.
  static let favoritesKeyLine =
    "↑↓/jk move  ⏎ open  f remove  u undo  Esc back  r retry  ? help  q quit"
  /// The key line of a beer's detail.
  static let detailKeyLine = "↑↓/jk scroll  f ★  Esc back  r retry  ? help  q quit"

  static let helpLines = [
    "Keys",
    "",
    "  ↑ ↓  j k       move the selection (detail: scroll)",
    "  PgUp PgDn      move a screen at a time",
    "  Home End       first and last loaded beer",
    "  Enter          open the selected beer",
    "  Esc Backspace  back (the selection is kept)",
    "  f              toggle the favorite (favorites list: remove it)",
    "  u              undo the last remove (favorites list)",
    "  F              the favorites list, and back",
    "  /              filter by name; Enter keeps it, Esc cancels typing",
    "  r              retry a failed load",
    "  ?              show or hide this help",
    "  q  Ctrl-C      quit",
  ]

  func render(
    _ screen: BrowserScreen, discovery: DiscoveryState, detail: BeerDetailViewModel.State?,
    favorites: FavoritesState
  ) -> [String] {
    let width = screen.columns
    var lines: [String]
    let status: String
    let title: String
    var keys = Self.keyLine
    switch screen.mode {
    case .list:
      title =
        "taproom — discover"
        + (screen.filter.isEmpty ? "" : "  name: \(TerminalText.sanitize(screen.filter))")
      lines = listBody(screen, discovery)
      status = listStatus(discovery)
    case .favorites:
      title = "taproom — favorites"
      lines = favoritesBody(screen, favorites)
      status = favoritesStatus(favorites)
      keys = Self.favoritesKeyLine
    case .detail(let id, _):
      title = "taproom — beer \(id)"
      (lines, status) = detailBody(screen, detail)
      keys = Self.detailKeyLine
    }
    if screen.showsHelp { lines = Self.helpLines }
    if let input = screen.filterInput {
      keys = "/ name: \(TerminalText.sanitize(input))▏  (Enter keep, Esc cancel)"
    }
    lines = Array(lines.prefix(screen.bodyRows))
    lines += Array(repeating: "", count: max(0, screen.bodyRows - lines.count))
    // Failure messages quote servers and files: neutralised here, where
    // they meet the terminal.
    let frame = [style.bold(title)] + lines + [TerminalText.sanitize(status), style.dim(keys)]
    return frame.map { fit($0, width) }
  }

  // MARK: List

  private func listBody(_ screen: BrowserScreen, _ state: DiscoveryState) -> [String] {
    let list = state.list
    var lines: [String] = []
    let end = min(list.count, screen.listScroll + screen.bodyRows)
    if screen.listScroll < end {
      for index in screen.listScroll..<end {
        // A row the window dropped shows as loading until its page is back.
        lines.append(
          list.item(at: index).map {
            row($0, selected: index == screen.listSelection, width: screen.columns)
          } ?? "  … loading")
      }
    }
    // The row past the last item says the next page is on its way.
    if list.append.isLoading, lines.count < screen.bodyRows, list.count > 0 {
      lines.append("  … loading")
    }
    return lines
  }

  private func listStatus(_ state: DiscoveryState) -> String {
    let list = state.list
    let count = "\(list.count) beers"
    if list.refresh.isLoading, !list.isLoaded { return "loading…" }
    if let failure = list.refresh.failure { return "error: \(failure.message) — press r to retry" }
    if list.isEmptyResult { return "no beers match" }
    if let failure = list.append.failure ?? list.prepend.failure {
      return "\(count) · error: \(failure.message) — press r to retry"
    }
    if list.append.isLoading || list.refresh.isLoading { return "\(count) · loading more…" }
    if let failure = state.favoriteFailure {
      return "\(count) · could not save the favorite: \(failure.message)"
    }
    return list.isEndOfResults ? "\(count) · end of results" : count
  }

  private func row(_ beer: BeerSummary, selected: Bool, width: Int) -> String {
    let marker = selected ? "›" : " "
    let star = beer.isFavorite ? "★" : " "
    let abv = beer.abv.map { BeerListRenderer.number($0) + "%" } ?? "–"
    let flexible = max(10, width - 19)
    let nameWidth = min(32, flexible / 2)
    let text =
      "\(marker) \(DisplayWidth.pad(String(beer.id), to: 5, alignRight: true)) \(star) "
      + DisplayWidth.pad(TerminalText.sanitize(beer.name), to: nameWidth) + "  "
      + DisplayWidth.pad(TerminalText.sanitize(beer.tagline), to: flexible - nameWidth - 2) + " "
      + DisplayWidth.pad(abv, to: 6, alignRight: true)
    return selected && style.colors ? "\u{1B}[7m" + text + "\u{1B}[0m" : text
  }

  // MARK: Favorites

  private func favoritesBody(_ screen: BrowserScreen, _ state: FavoritesState) -> [String] {
    let list = state.list
    var lines: [String] = []
    let end = min(list.count, screen.favoritesScroll + screen.bodyRows)
    if screen.favoritesScroll < end {
      for index in screen.favoritesScroll..<end {
        guard let favorite = list.item(at: index) else {
          lines.append("  … loading")
          continue
        }
        let beer = BeerSummary(
          id: favorite.id, name: favorite.name, tagline: favorite.tagline, abv: favorite.abv,
          ibu: favorite.ibu,
          isFavorite: true)
        lines.append(row(beer, selected: index == screen.favoritesSelection, width: screen.columns))
      }
    }
    if list.append.isLoading, lines.count < screen.bodyRows { lines.append("  … loading") }
    return lines
  }

  private func favoritesStatus(_ state: FavoritesState) -> String {
    let list = state.list
    let count = "\(list.count) favorites"
    if list.refresh.isLoading, !list.isLoaded { return "loading…" }
    if let failure = list.refresh.failure { return "error: \(failure.message) — press r to retry" }
    if let failure = state.actionFailure { return "\(count) · error: \(failure.message)" }
    if let removed = state.lastRemoved {
      return "removed \(TerminalText.sanitize(removed.name)) · press u to undo"
    }
    if list.isEmptyResult { return "no favorites yet: press Esc, then f on a beer" }
    if let failure = list.append.failure {
      return "\(count) · error: \(failure.message) — press r to retry"
    }
    if list.append.isLoading { return "\(count) · loading more…" }
    return list.isEndOfResults ? "\(count) · end of results" : count
  }

  // MARK: Detail

  private func detailBody(_ screen: BrowserScreen, _ state: BeerDetailViewModel.State?) -> (
    [String], String
  ) {
    switch state?.content {
    case .loaded(let beer):
      var detailStyle = style
      detailStyle.width = screen.columns
      let lines = BeerDetailRenderer(style: detailStyle).render(beer).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
      let top = min(screen.detailScroll, max(0, lines.count - screen.bodyRows))
      if let failure = state?.favoriteFailure {
        return (Array(lines.dropFirst(top)), "could not save the favorite: \(failure.message)")
      }
      return (Array(lines.dropFirst(top)), beer.isFavorite ? "★ favorite" : "")
    case .notFound(let id): return ([], "no beer with id \(id)")
    case .failed(let failure): return ([], "error: \(failure.message) — press r to retry")
    case .loading, .idle, nil: return ([], "loading…")
    }
  }

  /// One row: cut to the width (escape sequences of our own styling kept).
  private func fit(_ line: String, _ width: Int) -> String {
    guard !line.contains("\u{1B}") else { return line }
    return DisplayWidth.truncate(line, to: width)
  }
}
