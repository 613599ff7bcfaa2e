import Common
import Paging
import Synchronization
import Testing

/// A loader for `PagedList` tests that answers from a script and
/// records every request, like Paging 3's `TestPager` with a scripted source.
///
/// Two ways to script it:
/// - ``expect(_:then:)`` queues answers in order, each for the token the
///   list must ask with; a request with another token, or past the end of
///   the script, records a test failure (`Issue.record`) and throws.
/// - ``catalog(_:pageSize:gate:)`` pages through fixed items with tokens `p1`,
///   `p2`…, answering any token, in any order (for windows and reloads).
///
/// Any answer can wait behind a ``Gate`` (a delay the test releases).
public final class ScriptedLoader<Item: Sendable>: Sendable {
  /// One scripted answer.
  public struct Answer: Sendable {
    let result: Result<Page<Item>, ErrorSummary>
    let gate: Gate?
    var honorsCancellation = true

    /// A page of items and the token after it.
    public static func page(_ items: [Item], next: PageToken?) -> Answer {
      Answer(result: .success(Page(items: items, nextPageToken: next)), gate: nil)
    }

    /// A failure, summarised as the list will show it.
    public static func failure(_ error: any Error) -> Answer {
      Answer(result: .failure(ErrorSummary(error)), gate: nil)
    }

    /// The same answer, given only once `gate` opens. A load that honours
    /// cancellation throws `CancellationError` when its task is cancelled
    /// first; one that does not (like a request already on the wire) still
    /// answers late, once the gate opens.
    public func held(by gate: Gate, honoringCancellation: Bool = true) -> Answer {
      Answer(result: result, gate: gate, honorsCancellation: honoringCancellation)
    }
  }

  private struct Script {
    var queue: [(token: PageToken?, answer: Answer)] = []
    var catalog: (pages: [[Item]], gate: Gate?)?
    var requests: [PageToken?] = []
  }

  private let script: Mutex<Script>

  private init(_ script: Script) { self.script = Mutex(script) }

  /// An empty script: every request is unexpected until ``expect(_:then:)``.
  public convenience init() { self.init(Script()) }

  /// Pages through `items`, `pageSize` at a time: the first page for `nil`,
  /// then `p1`, `p2`…; every answer waits behind `gate` when one is given.
  public static func catalog(_ items: [Item], pageSize: Int, gate: Gate? = nil)
    -> ScriptedLoader
  {
    let pages = stride(from: 0, to: items.count, by: pageSize).map {
      Array(items[$0..<min(items.count, $0 + pageSize)])
    }
    return ScriptedLoader(Script(catalog: (pages, gate)))
  }

  /// The token that starts page `number` (1-based after the first) of a catalog.
  public static func token(_ number: Int) -> PageToken { PageToken(rawValue: "p\(number)") }

  /// Queues an answer to the next request, which must carry `token`.
  public func expect(_ token: PageToken?, then answer: Answer) {
    script.withLock { $0.queue.append((token, answer)) }
  }

  /// The tokens requested so far, in order.
  public var requests: [PageToken?] { script.withLock { $0.requests } }

  /// The answers still queued.
  public var pendingAnswers: Int { script.withLock { $0.queue.count } }

  /// The loader to give the list.
  public var load: @Sendable (PageToken?) async throws -> Page<Item> {
    { [self] token in try await self.answer(token) }
  }

  private func answer(_ token: PageToken?) async throws -> Page<Item> {
    let next: Result<Answer, ScriptError> = script.withLock { script in
      script.requests.append(token)
      if let (pages, gate) = script.catalog {
        return Self.catalogAnswer(pages: pages, gate: gate, token: token)
      }
      guard !script.queue.isEmpty else { return .failure(.unexpected(token)) }
      let (expected, answer) = script.queue.removeFirst()
      guard expected == token else { return .failure(.wrongToken(expected: expected, got: token)) }
      return .success(answer)
    }
    switch next {
    case .failure(let error):
      Issue.record("ScriptedLoader: \(error.description)")
      throw error
    case .success(let answer):
      if let gate = answer.gate {
        if answer.honorsCancellation {
          try await gate.wait()
        } else {
          await Task.detached { try? await gate.wait() }.value
        }
      }
      return try answer.result.get()
    }
  }

  private static func catalogAnswer(pages: [[Item]], gate: Gate?, token: PageToken?) -> Result<
    Answer, ScriptError
  > {
    var number = 0
    if let token {
      guard token.rawValue.hasPrefix("p"), let parsed = Int(token.rawValue.dropFirst()),
        pages.indices.contains(parsed)
      else { return .failure(.unknownToken(token)) }
      number = parsed
    }
    let items = pages.isEmpty ? [] : pages[number]
    let next = number + 1 < pages.count ? Self.token(number + 1) : nil
    let answer = Answer.page(items, next: next)
    return .success(gate.map { answer.held(by: $0) } ?? answer)
  }
}

/// A request the script did not expect.
enum ScriptError: Error, CustomStringConvertible {
  case unexpected(PageToken?)
  case wrongToken(expected: PageToken?, got: PageToken?)
  case unknownToken(PageToken)

  var description: String {
    switch self {
    case .unexpected(let token): "unexpected request for \(token?.rawValue ?? "the first page")"
    case .wrongToken(let expected, let got):
      "expected a request for \(expected?.rawValue ?? "the first page"), got \(got?.rawValue ?? "the first page")"
    case .unknownToken(let token): "no catalog page for token \(token.rawValue)"
    }
  }
}
