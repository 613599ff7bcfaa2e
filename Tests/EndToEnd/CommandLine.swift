/// Splits a command printed by `taproom` (POSIX single-quoting) into arguments.
func shellSplit(_ command: String) -> [String] {
  var arguments: [String] = []
  var current = ""
  var inQuotes = false
  var hasToken = false
  for character in command {
    switch character {
    case "'":
      inQuotes.toggle()
      hasToken = true
    case "\\" where !inQuotes:
      continue
    case " " where !inQuotes:
      if hasToken { arguments.append(current) }
      current = ""
      hasToken = false
    default:
      current.append(character)
      hasToken = true
    }
  }
  if hasToken { arguments.append(current) }
  return arguments
}

/// The arguments of the "next page:" command in `taproom discover` output,
/// without the leading `taproom`.
func nextPageArguments(_ output: String) -> [String]? {
  guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("next page: ") }) else {
    return nil
  }
  return Array(shellSplit(String(line.dropFirst("next page: ".count))).dropFirst())
}

/// The ids in the first column of a `taproom discover` table.
func tableIDs(_ output: String) -> [Int] {
  output.split(separator: "\n").compactMap { line in
    Int(line.split(separator: " ", maxSplits: 1).first ?? "")
  }
}
