import Common

/// A catalog file could not be used.
public enum CatalogFileError: Error, Equatable, Sendable {
  /// The file could not be read.
  case unreadable(path: String)
  /// The file is not a JSON array of Punk beers; `detail` says where.
  case malformed(path: String, detail: String)
  /// Two beers in the file share an id; `indexes` are their places in the
  /// array, from 0.
  case duplicateID(path: String, id: Int, indexes: [Int])
  /// The file is larger than the catalog accepts.
  case tooLarge(path: String, bytes: Int, limit: Int)
}

extension CatalogFileError: UserFacingError {
  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .unreadable(let path): "cannot read the catalog file \(path)"
    case .malformed(let path, let detail):
      "the catalog file \(path) is not a JSON array of Punk API beers: \(detail)"
    case .duplicateID(let path, let id, let indexes):
      "the catalog file \(path) has two beers with id \(id), at "
        + indexes.map { "[\($0)]" }.joined(separator: " and ")
    case .tooLarge(let path, let bytes, let limit):
      "the catalog file \(path) is \(Self.megabytes(bytes)); "
        + "a catalog file may be at most \(Self.megabytes(limit))"
    }
  }

  /// A file that cannot be read is a usage error; one that cannot be
  /// understood is malformed data.
  public var kind: ErrorKind {
    switch self {
    case .unreadable, .tooLarge: .usage
    case .malformed, .duplicateID: .malformedData
    }
  }

  /// `12.5 MB` (10^6 bytes), one decimal.
  static func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
