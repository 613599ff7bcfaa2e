import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal pair for tests: `terminal` is the side a program
/// sees as its terminal, `controller` the side a terminal emulator holds.
final class PseudoTerminal {
  let controller: Int32
  let terminal: Int32

  init(rows: UInt16 = 30, columns: UInt16 = 90) throws {
    controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard controller >= 0, let name = Self.unlockedName(controller) else {
      throw POSIXError(.ENODEV)
    }
    terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else { throw POSIXError(.ENODEV) }
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
  }

  /// Unlocks the pseudo-terminal and names its terminal side. (Glibc's
  /// module does not export `grantpt`, `unlockpt` and `ptsname`, so on Linux
  /// this asks the kernel directly.)
  private static func unlockedName(_ controller: Int32) -> String? {
    #if os(Linux)
      let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
      let getNumber: UInt = 0x8004_5430  // TIOCGPTN
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(controller, setLock, &unlock) == 0,
        ioctl(controller, getNumber, &number) == 0
      else { return nil }
      return "/dev/pts/\(number)"
    #else
      guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
      else { return nil }
      return String(cString: name)
    #endif
  }

  deinit {
    close(terminal)
    close(controller)
  }

  /// The terminal side's current settings.
  var settings: termios {
    var value = termios()
    tcgetattr(terminal, &value)
    return value
  }

  /// Types `bytes` as if at the keyboard.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// What the program wrote so far (reads what is available).
  func drain() -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    var poller = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, 100) > 0 {
      let count = read(controller, &buffer, buffer.count)
      if count <= 0 { break }
      output += buffer[..<count]
    }
    return String(decoding: output, as: UTF8.self)
  }
}
