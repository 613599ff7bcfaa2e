import Foundation
import Synchronization

/// Encoded answers and their entity tags, kept so a repeated request costs a
/// dictionary lookup: the catalog never changes while it is served, so an
/// entry never goes stale. Bounded by the bytes it holds; when full it
/// starts again empty (simple, and a catalog's hot pages come back at once).
final class ResponseCache: Sendable {
  enum Key: Hashable, Sendable {
    case list(CatalogQuery)
    case beer(Int)
  }

  struct Entry: Sendable {
    var body: Data
    var tag: EntityTag
  }

  /// The most bytes of bodies held: 32 MB.
  static let defaultCapacity = 32 << 20

  private let capacity: Int
  private let state = Mutex<(entries: [Key: Entry], bytes: Int)>(([:], 0))

  init(capacity: Int = ResponseCache.defaultCapacity) { self.capacity = capacity }

  /// The cached entry, or the one `make` builds, stored.
  func entry(_ key: Key, make: () -> Data) -> Entry {
    if let entry = state.withLock({ $0.entries[key] }) { return entry }
    let body = make()
    let entry = Entry(body: body, tag: EntityTag(of: body))
    state.withLock { state in
      if state.bytes + body.count > capacity { state = ([:], 0) }
      if body.count <= capacity {
        state.entries[key] = entry
        state.bytes += body.count
      }
    }
    return entry
  }
}
