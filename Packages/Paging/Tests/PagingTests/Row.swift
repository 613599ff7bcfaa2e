import Common
import Foundation
import Paging
import PagingTesting

/// A list item whose `id` reads are counted, so a test can prove that
/// de-duplication touches each new item, not every item loaded.
struct Row: Identifiable, Equatable, Sendable {
  let key: Int
  var mark = false
  let reads: IDReads

  init(_ key: Int, reads: IDReads = IDReads()) {
    self.key = key
    self.reads = reads
  }

  var id: Int {
    reads.count()
    return key
  }

  static func == (lhs: Row, rhs: Row) -> Bool { lhs.key == rhs.key && lhs.mark == rhs.mark }
}

/// Counts reads of ``Row/id``.
final class IDReads: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func count() { lock.withLock { value += 1 } }
  var total: Int { lock.withLock { value } }
}

/// Rows with these keys.
func rows(_ keys: ClosedRange<Int>, reads: IDReads = IDReads()) -> [Row] {
  keys.map { Row($0, reads: reads) }
}

func token(_ number: Int) -> PageToken { ScriptedLoader<Row>.token(number) }

func configuration(
  pageSize: Int = 20, prefetch: Int? = nil, initial: Int? = nil, maxItems: Int? = nil
) -> PagingConfiguration {
  try! PagingConfiguration(
    pageSize: pageSize, prefetchDistance: prefetch, initialLoadSize: initial, maxItems: maxItems)
}

struct Boom: Error, UserFacingError {
  var userMessage: String { "the server is down" }
  var kind: ErrorKind { .unavailable }
}
