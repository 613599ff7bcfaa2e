import Common
import Testing

@testable import __NAME__Feature

@Test func inMemoryPagesEndWithNoToken() async throws {
  let environment = __NAME__Environment.inMemory(
    (1...3).map { __NAME__Item(id: $0, title: "\($0)") })
  let first = try await environment.fetchPage(nil, 2)
  #expect(first.items.map(\.id) == [1, 2])
  let token = try #require(first.nextPageToken)
  let last = try await environment.fetchPage(token, 2)
  #expect(last.items.map(\.id) == [3])
  #expect(last.nextPageToken == nil)
}

@Test func aTokenFromAnotherListOrAnAlteredOneIsRefused() async throws {
  let environment = __NAME__Environment.inMemory(
    (1...3).map { __NAME__Item(id: $0, title: "\($0)") })
  let foreign = PageTokenCodec(list: "another").token(
    for: PagePosition(values: [2], pageSize: 2), query: "")
  await #expect(throws: PageTokenError.foreignList) { try await environment.fetchPage(foreign, 2) }
  let token = try #require(try await environment.fetchPage(nil, 2).nextPageToken)
  let altered = PageToken(
    rawValue: String(token.rawValue.dropLast()) + (token.rawValue.last == "A" ? "B" : "A"))
  await #expect(throws: PageTokenError.self) { try await environment.fetchPage(altered, 2) }
}
