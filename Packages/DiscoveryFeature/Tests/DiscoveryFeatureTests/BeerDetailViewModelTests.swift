import Common
import TestSupport
import Testing

@testable import DiscoveryFeature

@MainActor
@Test func loadsTheBeer() async {
  var environment = DiscoveryEnvironment.failing
  environment.fetchBeer = { id in Beer(id: id, name: "Punk IPA") }
  let detail = environment.makeDetailViewModel(id: 1)
  var states: [BeerDetailViewModel.State] = []
  detail.observe { states.append($0) }
  await detail.send(.load).value
  #expect(states == [.loading, .loaded(Beer(id: 1, name: "Punk IPA"))])
}

@MainActor
@Test func notFoundIsItsOwnState() async {
  var environment = DiscoveryEnvironment.failing
  environment.fetchBeer = { id in throw DiscoveryError.beerNotFound(id: id) }
  let detail = environment.makeDetailViewModel(id: 999)
  await detail.send(.load).value
  #expect(detail.state == .notFound(id: 999))
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
  var states: [BeerDetailViewModel.State] = []
  detail.observe { states.append($0) }
  await detail.send(.load).value
  await detail.send(.retry).value
  #expect(
    states == [
      .loading,
      .failed(
        ErrorSummary(
          kind: .other, message: "an unexpected error occurred",
          detail: "DiscoveryFeatureTests.Boom()")),
      .loading, .loaded(Beer(id: 2, name: "Buzz")),
    ])
}
