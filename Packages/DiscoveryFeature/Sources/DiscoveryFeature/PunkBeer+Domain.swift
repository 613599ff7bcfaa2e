import Foundation
internal import PunkContract

/// How the Punk API v2 wire format (described once, in PunkContract) becomes
/// the feature's domain values. Nothing here decodes: a list page reads
/// ``PunkContract/PunkBeerSummary``, a detail ``PunkContract/PunkBeer``.
extension PunkBeerSummary {
  /// The beer as a list row.
  var summary: BeerSummary {
    BeerSummary(
      id: id, name: name, tagline: tagline, abv: abv, ibu: ibu, ebc: ebc,
      firstBrewed: firstBrewed.description, imageURL: imageURL.flatMap(URL.init(string:)))
  }
}

extension PunkBeer {
  /// The beer's full detail.
  var beer: Beer {
    Beer(
      id: id, name: name, tagline: tagline, firstBrewed: firstBrewed.description,
      description: description, imageURL: imageURL.flatMap(URL.init(string:)), abv: abv,
      ibu: ibu, ebc: ebc, srm: srm, ph: ph, targetFG: targetFG, targetOG: targetOG,
      attenuationLevel: attenuationLevel, volume: volume.quantity,
      boilVolume: boilVolume.quantity,
      mashSteps: method.mashTemp.map {
        Beer.MashStep(temperature: $0.temp.quantity, durationMinutes: $0.duration)
      },
      fermentationTemperature: method.fermentation.temp.quantity, twist: method.twist,
      malts: ingredients.malt.map { Beer.Malt(name: $0.name, amount: $0.amount.quantity) },
      hops: ingredients.hops.map {
        Beer.Hop(name: $0.name, amount: $0.amount.quantity, add: $0.add, attribute: $0.attribute)
      },
      yeast: ingredients.yeast, foodPairing: foodPairing, brewersTips: brewersTips,
      contributedBy: contributedBy)
  }
}

extension PunkBeer.Measure {
  var quantity: Beer.Quantity { Beer.Quantity(value: value, unit: unit) }
}

extension PunkBeer.Temperature {
  var quantity: Beer.Quantity { Beer.Quantity(value: value, unit: unit) }
}
