/// What the browser shows besides the view models' states: which screen,
/// the selection and scroll positions, the filter being typed, the help.
struct BrowserScreen: Equatable {
  enum Mode: Equatable {
    case list
    case detail(id: Int, from: Origin)
    case favorites
  }

  /// Where a detail was opened from, to go back to it.
  enum Origin: Equatable {
    case list, favorites
  }

  var mode: Mode = .list
  var listSelection = 0
  var listScroll = 0
  var favoritesSelection = 0
  var favoritesScroll = 0
  var detailScroll = 0
  /// The name filter in use.
  var filter = ""
  /// The filter being typed after `/`; `nil` when not typing.
  var filterInput: String?
  var showsHelp = false
  var rows = 24
  var columns = 80

  /// Rows for list items: all but the title, the status and the key line.
  var bodyRows: Int { max(1, rows - 3) }

  /// Moves the list selection by `delta` within `count` items, keeping it on screen.
  mutating func moveList(by delta: Int, count: Int) {
    (listSelection, listScroll) = Self.moved(
      listSelection, listScroll, by: delta, count: count, visible: bodyRows)
  }

  /// Moves the favorites selection by `delta` within `count` items, keeping it on screen.
  mutating func moveFavorites(by delta: Int, count: Int) {
    (favoritesSelection, favoritesScroll) = Self.moved(
      favoritesSelection, favoritesScroll, by: delta, count: count, visible: bodyRows)
  }

  private static func moved(
    _ selection: Int, _ scroll: Int, by delta: Int, count: Int, visible: Int
  ) -> (selection: Int, scroll: Int) {
    guard count > 0 else { return (0, 0) }
    let selection = min(max(0, selection + delta), count - 1)
    var scroll = min(scroll, selection)
    if selection >= scroll + visible { scroll = selection - visible + 1 }
    return (selection, scroll)
  }
}
