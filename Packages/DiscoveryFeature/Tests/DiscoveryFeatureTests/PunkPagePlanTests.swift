import Testing

@testable import DiscoveryFeature

@Test(arguments: [
  (0, 20, [PunkPagePlan.Fetch(page: 1, perPage: 20, skip: 0)]),
  (40, 20, [PunkPagePlan.Fetch(page: 3, perPage: 20, skip: 0)]),
  (30, 25, [PunkPagePlan.Fetch(page: 2, perPage: 28, skip: 2)]),
  (
    99_000, 80,
    [
      PunkPagePlan.Fetch(page: 2476, perPage: 40, skip: 0),
      PunkPagePlan.Fetch(page: 2477, perPage: 40, skip: 0),
    ]
  ),
  (
    120, 70,
    [
      PunkPagePlan.Fetch(page: 4, perPage: 40, skip: 0),
      PunkPagePlan.Fetch(page: 5, perPage: 40, skip: 0),
    ]
  ),
  (
    97, 80,
    [
      PunkPagePlan.Fetch(page: 2, perPage: 80, skip: 17),
      PunkPagePlan.Fetch(page: 3, perPage: 80, skip: 0),
    ]
  ),
])
func plansTheFewestRequests(_ offset: Int, _ count: Int, _ expected: [PunkPagePlan.Fetch]) {
  #expect(PunkPagePlan(offset: offset, count: count).fetches == expected)
}

@Test func everyPlanCoversExactlyItsWindow() {
  for offset in stride(from: 0, to: 2_000, by: 7) {
    for count in [1, 7, 20, 25, 79, 80] {
      var covered: [Int] = []
      for fetch in PunkPagePlan(offset: offset, count: count).fetches {
        let start = (fetch.page - 1) * fetch.perPage + fetch.skip
        covered += Array(start..<((fetch.page) * fetch.perPage))
      }
      #expect(
        Array(covered.prefix(count)) == Array(offset..<(offset + count)),
        "offset \(offset) count \(count)")
    }
  }
}
