internal import PunkContract

/// Where a catalog's beers come from, in id order: generated on demand, or
/// loaded from a file.
enum BeerStore: Sendable {
  /// Beers 1…count from the sample generator, none of them held in memory.
  case generated(count: Int)
  /// Beers loaded from a file, sorted by id.
  case loaded([PunkBeer])

  var count: Int {
    switch self {
    case .generated(let count): count
    case .loaded(let beers): beers.count
    }
  }

  /// The beer at a position (0-based) in id order.
  func beer(at index: Int) -> PunkBeer {
    switch self {
    case .generated: SampleBeerGenerator().beer(id: index + 1)
    case .loaded(let beers): beers[index]
    }
  }

  /// The beer with an id, if the catalog has one.
  func beer(id: Int) -> PunkBeer? { row(id: id).map(beer(at:)) }

  /// The position (0-based) of the beer with an id, if the catalog has one.
  func row(id: Int) -> Int? {
    switch self {
    case .generated(let count):
      return (1...max(count, 1)).contains(id) && count > 0 ? id - 1 : nil
    case .loaded(let beers):
      var low = 0
      var high = beers.count
      while low < high {
        let middle = (low + high) / 2
        if beers[middle].id < id { low = middle + 1 } else { high = middle }
      }
      return low < beers.count && beers[low].id == id ? low : nil
    }
  }
}
