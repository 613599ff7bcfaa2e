/// Draws frames by rewriting only the rows that changed, so the screen
/// never flickers.
///
/// ```swift
/// var writer = ScreenWriter()
/// terminal.write(writer.update(to: ["title", "row 1"]))
/// terminal.write(writer.update(to: ["title", "row 2"]))  // rewrites row 2 only
/// ```
public struct ScreenWriter: Sendable {
  private var previous: [String] = []

  /// A writer that draws its first frame whole.
  public init() {}

  /// Forgets what is on screen (after a resize): the next frame is drawn whole.
  public mutating func invalidate() { previous = [] }

  /// The escape sequences and text that turn the previous frame into `frame`.
  public mutating func update(to frame: [String]) -> String {
    var output = previous.isEmpty ? "\u{1B}[2J" : ""
    for (row, line) in frame.enumerated() where row >= previous.count || previous[row] != line {
      output += "\u{1B}[\(row + 1);1H\u{1B}[0m" + line + "\u{1B}[0m\u{1B}[K"
    }
    previous = frame
    return output
  }
}
