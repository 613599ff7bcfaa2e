import Synchronization

/// Values kept by key up to a total cost (bytes, or a count), safe to share
/// between tasks: for what never goes stale while a process runs, such as
/// the answers of a catalog that cannot change. When an insertion would pass
/// the capacity, the cache starts again empty: simple, and hot entries come
/// back at once.
public final class BoundedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  /// The most total cost kept.
  public let capacity: Int
  private let cost: @Sendable (Value) -> Int
  private let state = Mutex<(values: [Key: Value], cost: Int)>(([:], 0))

  /// A cache holding at most `capacity` of `cost` (each value costs 1
  /// unless given).
  public init(capacity: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
    self.capacity = capacity
    self.cost = cost
  }

  /// The value kept for `key`, if any.
  public subscript(key: Key) -> Value? { state.withLock { $0.values[key] } }

  /// The value kept for `key`, or the one `make` gives, kept. `make` runs
  /// outside the lock; two callers may both make a missing value.
  public func value(for key: Key, make: () -> Value) -> Value {
    if let value = self[key] { return value }
    let value = make()
    insert(value, for: key)
    return value
  }

  /// Keeps `value` for `key` (a value costing more than the capacity is not kept).
  public func insert(_ value: Value, for key: Key) {
    let cost = cost(value)
    guard cost <= capacity else { return }
    state.withLock { state in
      if state.cost + cost > capacity { state = ([:], 0) }
      state.values[key] = value
      state.cost += cost
    }
  }
}
