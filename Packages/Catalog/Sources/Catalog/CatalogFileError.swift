import Common

/// A catalog file could not be used.
public enum CatalogFileError: Error, Equatable, Sendable {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file is not a JSON array of Punk beers; `detail` says where.
  case malformed(path: String, detail: String)
  /// Two beers in the file share an id.
  case duplicateID(path: String, id: Int)
}

extension CatalogFileError: UserFacingError {
  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .unreadable(let path): "cannot read the catalog file \(TerminalText.sanitize(path))"
    case .malformed(let path, let detail):
      "the catalog file \(TerminalText.sanitize(path)) is not a JSON array of Punk API beers: \(detail)"
    case .duplicateID(let path, let id):
      "the catalog file \(TerminalText.sanitize(path)) has two beers with id \(id)"
    }
  }

  /// A file that cannot be read is a usage error; one that cannot be
  /// understood is malformed data.
  public var kind: ErrorKind {
    switch self {
    case .unreadable: .usage
    case .malformed, .duplicateID: .malformedData
    }
  }
}
