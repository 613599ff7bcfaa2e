import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The controlling terminal in raw mode with the alternate screen, restored
/// on every exit path: normal return, thrown error, SIGTERM, SIGHUP.
final class Terminal: @unchecked Sendable {
  private var original = termios()
  private let lock = NSLock()
  private var restored = false

  /// `true` when standard input and output are both terminals.
  static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Enters raw mode (no echo, no line buffering, no signals from keys), the
  /// alternate screen, and hides the cursor.
  init() throws {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else {
      throw UsageError("cannot read the terminal's settings")
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw UsageError("cannot switch the terminal to raw mode")
    }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  deinit { restore() }

  /// Puts the terminal back as it was. Safe to call more than once.
  func restore() {
    let first = lock.withLock {
      defer { restored = true }
      return !restored
    }
    guard first else { return }
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
  }

  /// Rows and columns; 24 × 80 when the size cannot be read.
  var size: (rows: Int, columns: Int) {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0
    else {
      return (24, 80)
    }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        #if canImport(Glibc)
          Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
        #else
          Darwin.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
        #endif
      }
      if written <= 0 { return }
      offset += written
    }
  }
}

/// Draws frames by rewriting only the rows that changed, so the screen
/// never flickers.
struct ScreenWriter {
  private var previous: [String] = []

  /// Forgets what is on screen (after a resize): the next frame is drawn whole.
  mutating func invalidate() { previous = [] }

  /// The escape sequences and text that turn the previous frame into `frame`.
  mutating func update(to frame: [String]) -> String {
    var output = previous.isEmpty ? "\u{1B}[2J" : ""
    for (row, line) in frame.enumerated() where row >= previous.count || previous[row] != line {
      output += "\u{1B}[\(row + 1);1H\u{1B}[0m" + line + "\u{1B}[0m\u{1B}[K"
    }
    previous = frame
    return output
  }
}
