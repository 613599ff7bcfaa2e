/// Quotes arguments so a printed command can be pasted into a POSIX shell.
enum ShellQuote {
  static func command(_ arguments: [String]) -> String {
    arguments.map(quote).joined(separator: " ")
  }

  static func quote(_ argument: String) -> String {
    let safe = argument.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_./:=,@%+".unicodeScalars.contains($0)
    }
    if safe && !argument.isEmpty { return argument }
    return "'" + argument.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
