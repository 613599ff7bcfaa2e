import Common

/// A filter of a ``BeerQuery`` is invalid.
public struct BeerQueryError: Error, Equatable, Sendable, UserFacingError {
  /// What is wrong with the value.
  public enum Problem: Equatable, Sendable {
    /// A number that is negative, infinite or not a number.
    case notANonNegativeNumber(Double)
    /// An empty text or list.
    case empty
    /// An id below 1.
    case idBelowOne(Int)
  }

  /// The filter.
  public var field: BeerQuery.Field
  /// The problem.
  public var problem: Problem

  /// Creates the error.
  public init(field: BeerQuery.Field, problem: Problem) {
    self.field = field
    self.problem = problem
  }

  /// One line for the user, naming the filter by its field name; apps may
  /// name it by their own option instead, with ``message(naming:)``.
  public var userMessage: String { message(naming: field.rawValue) }

  /// The message, naming the filter as `name`.
  public func message(naming name: String) -> String {
    switch problem {
    case .notANonNegativeNumber(let value):
      "\(name) must be a number of 0 or more, got \(value.compactText)"
    case .empty: "\(name) must not be empty"
    case .idBelowOne(let id): "\(name) must hold ids of 1 or more, got \(id)"
    }
  }

  /// Always a usage error.
  public var kind: ErrorKind { .usage }
}

/// Discovery could not answer.
public enum DiscoveryError: Error, Equatable, Sendable, UserFacingError {
  /// No beer has this id.
  case beerNotFound(id: Int)
  /// An id below 1 was asked for.
  case invalidID(Int)

  /// One line for the user.
  public var userMessage: String {
    switch self {
    case .beerNotFound(let id): "no beer with id \(id)"
    case .invalidID(let id): "a beer id is a number of 1 or more, got \(id)"
    }
  }

  /// Not found, or usage.
  public var kind: ErrorKind {
    switch self {
    case .beerNotFound: .notFound
    case .invalidID: .usage
    }
  }
}
