import Common

/// The favorites file cannot be used. It is never modified when this is thrown.
public struct FavoritesStorageError: Error, Equatable, Sendable, UserFacingError {
  /// Why the file cannot be used.
  public enum Reason: Equatable, Sendable {
    /// The file exists but is not an SQLite database.
    case notADatabase
    /// An SQLite database, but not Taproom's.
    case foreignDatabase
    /// Written by a newer Taproom whose schema this build does not know.
    case newerSchema
    /// The file or its folder cannot be created or written.
    case notWritable(String)
    /// SQLite reported an error.
    case database(String)
  }

  /// The file's path.
  public var path: String
  /// Why.
  public var reason: Reason

  /// Creates the error.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// One line for the user, with the path and the reason.
  public var userMessage: String {
    let file = path
    return switch reason {
    case .notADatabase: "the favorites file \(file) is not a database; it was left untouched"
    case .foreignDatabase:
      "the favorites file \(file) is not a Taproom database; it was left untouched"
    case .newerSchema:
      "the favorites file \(file) was written by a newer version of taproom; it was left untouched"
    case .notWritable(let why): "cannot write the favorites file \(file): \(why)"
    case .database(let why): "cannot use the favorites file \(file): \(why)"
    }
  }

  /// Always a storage error.
  public var kind: ErrorKind { .storage }
}
