import Common
import Paging
import TestSupport
import Testing

@testable import DiscoveryFeature

@MainActor
@Test func loadsTheBeer() async {
  var environment = DiscoveryEnvironment.failing
  environment.fetchBeer = { id in Beer(id: id, name: "Punk IPA") }
  let detail = environment.makeDetailViewModel(id: 1)
  let load = detail.send(.load)
  #expect(detail.state.content == .loading)
  await load.value
  #expect(detail.state.content == .loaded(Beer(id: 1, name: "Punk IPA")))
}

@MainActor
@Test func notFoundIsItsOwnState() async {
  var environment = DiscoveryEnvironment.failing
  environment.fetchBeer = { id in throw DiscoveryError.beerNotFound(id: id) }
  let detail = environment.makeDetailViewModel(id: 999)
  await detail.send(.load).value
  #expect(detail.state.content == .notFound(id: 999))
}

@MainActor
@Test func aFailureCanBeRetried() async {
  let calls = Locked(0)
  var environment = DiscoveryEnvironment.failing
  environment.fetchBeer = { id in
    let call = calls.withLock { count in
      count += 1
      return count
    }
    if call == 1 { throw Boom() }
    return Beer(id: id, name: "Buzz")
  }
  let detail = environment.makeDetailViewModel(id: 2)
  await detail.send(.load).value
  #expect(
    detail.state.content
      == .failed(
        ErrorSummary(
          kind: .other, message: "an unexpected error occurred",
          detail: "DiscoveryFeatureTests.Boom()")))
  let retry = detail.send(.retry)
  #expect(detail.state.content == .loading)
  await retry.value
  #expect(detail.state.content == .loaded(Beer(id: 2, name: "Buzz")))
}
