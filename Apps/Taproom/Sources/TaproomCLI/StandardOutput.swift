import Foundation

/// Writes whole blocks of text to standard output, so a failure never leaves
/// half a line behind.
enum StandardOutput {
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
