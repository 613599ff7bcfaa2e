import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal in raw mode with the alternate screen, restored on every exit
/// path: ``restore()``, release, or the caller's signal handler calling
/// ``restore()``.
///
/// Raw mode turns off echo, line buffering, signals from keys (Ctrl-C
/// arrives as ``Key/ctrlC``) and output processing. Create one with
/// ``TerminalEnvironment/enterRawMode()``.
public final class RawTerminal: @unchecked Sendable {
  private let input: Int32
  private let output: Int32
  private var original = termios()
  private let lock = NSLock()
  private var restored = false

  init(input: Int32, output: Int32) throws(TerminalError) {
    self.input = input
    self.output = output
    guard tcgetattr(input, &original) == 0 else { throw .notATerminal }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw .rawModeRefused }
    write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
  }

  deinit { restore() }

  /// Leaves the alternate screen, shows the cursor and puts the terminal's
  /// settings back as they were. Safe to call more than once, and from a
  /// signal handler's task.
  public func restore() {
    let first = lock.withLock {
      defer { restored = true }
      return !restored
    }
    guard first else { return }
    write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
    tcsetattr(input, TCSAFLUSH, &original)
  }

  /// Rows and columns; 24 × 80 when the size cannot be read.
  public var size: (rows: Int, columns: Int) {
    var window = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0
    else {
      return (24, 80)
    }
    return (Int(window.ws_row), Int(window.ws_col))
  }

  /// Writes `text` whole (retrying short writes); stops quietly when the
  /// terminal is gone.
  public func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        #if canImport(Glibc)
          Glibc.write(output, $0.baseAddress! + offset, $0.count - offset)
        #else
          Darwin.write(output, $0.baseAddress! + offset, $0.count - offset)
        #endif
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// The bytes typed, read on a thread of their own; the stream finishes
  /// when input ends (the terminal hung up).
  public func keystrokes() -> AsyncStream<[UInt8]> {
    let input = input
    let (stream, continuation) = AsyncStream.makeStream(
      of: [UInt8].self, bufferingPolicy: .unbounded)
    let thread = Thread {
      var buffer = [UInt8](repeating: 0, count: 1024)
      while true {
        let count = read(input, &buffer, buffer.count)
        if count <= 0 {
          continuation.finish()
          return
        }
        continuation.yield(Array(buffer[..<count]))
      }
    }
    thread.start()
    return stream
  }
}
