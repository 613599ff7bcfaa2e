import Foundation

/// A beer as the Punk API sends it, decoded leniently: only `id` and `name`
/// are required. Any other field that is missing, `null` or of an
/// unexpected type becomes `nil` instead of failing the page, and numbers
/// are accepted as integers, floats or numeric strings. Lists decode the
/// lighter ``BeerSummaryDTO``; this is for a beer's detail.
struct BeerDTO: Decodable, Equatable {
  struct AmountDTO: Decodable, Equatable {
    var value: Double?
    var unit: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      value = container.lenientNumber(.value)
      unit = container.lenient(String.self, .unit)
    }

    enum CodingKeys: String, CodingKey { case value, unit }

    var quantity: Beer.Quantity { Beer.Quantity(value: value, unit: unit ?? "") }
  }

  struct MashStepDTO: Decodable, Equatable {
    var temp: AmountDTO?
    var duration: Double?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      temp = container.lenient(AmountDTO.self, .temp)
      duration = container.lenientNumber(.duration)
    }

    enum CodingKeys: String, CodingKey { case temp, duration }
  }

  struct FermentationDTO: Decodable, Equatable {
    var temp: AmountDTO?
  }

  struct MethodDTO: Decodable, Equatable {
    var mashTemp: [MashStepDTO]
    var fermentation: FermentationDTO?
    var twist: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      mashTemp = container.lenientArray(MashStepDTO.self, .mashTemp)
      fermentation = container.lenient(FermentationDTO.self, .fermentation)
      twist = container.lenient(String.self, .twist)
    }

    enum CodingKeys: String, CodingKey {
      case mashTemp = "mash_temp"
      case fermentation, twist
    }
  }

  struct IngredientDTO: Decodable, Equatable {
    var name: String
    var amount: AmountDTO?
    var add: String?
    var attribute: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      amount = container.lenient(AmountDTO.self, .amount)
      add = container.lenient(String.self, .add)
      attribute = container.lenient(String.self, .attribute)
    }

    enum CodingKeys: String, CodingKey { case name, amount, add, attribute }
  }

  struct IngredientsDTO: Decodable, Equatable {
    var malt: [IngredientDTO]
    var hops: [IngredientDTO]
    var yeast: String?

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      malt = container.lenientArray(IngredientDTO.self, .malt)
      hops = container.lenientArray(IngredientDTO.self, .hops)
      yeast = container.lenient(String.self, .yeast)
    }

    enum CodingKeys: String, CodingKey { case malt, hops, yeast }
  }

  /// The fields a list row shows (id, name, tagline, first brewed, image,
  /// ABV, IBU, EBC), read by the same code as a list page.
  var row: BeerSummaryDTO
  var description: String?
  var targetFG, targetOG, srm, ph, attenuationLevel: Double?
  var volume: AmountDTO?
  var boilVolume: AmountDTO?
  var method: MethodDTO?
  var ingredients: IngredientsDTO?
  var foodPairing: [String]
  var brewersTips: String?
  var contributedBy: String?

  enum CodingKeys: String, CodingKey {
    case description, srm, ph, volume, method, ingredients
    case targetFG = "target_fg"
    case targetOG = "target_og"
    case attenuationLevel = "attenuation_level"
    case boilVolume = "boil_volume"
    case foodPairing = "food_pairing"
    case brewersTips = "brewers_tips"
    case contributedBy = "contributed_by"
  }

  init(from decoder: any Decoder) throws {
    row = try BeerSummaryDTO(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    description = container.lenient(String.self, .description)
    targetFG = container.lenientNumber(.targetFG)
    targetOG = container.lenientNumber(.targetOG)
    srm = container.lenientNumber(.srm)
    ph = container.lenientNumber(.ph)
    attenuationLevel = container.lenientNumber(.attenuationLevel)
    volume = container.lenient(AmountDTO.self, .volume)
    boilVolume = container.lenient(AmountDTO.self, .boilVolume)
    method = container.lenient(MethodDTO.self, .method)
    ingredients = container.lenient(IngredientsDTO.self, .ingredients)
    foodPairing = container.lenientArray(String.self, .foodPairing)
    brewersTips = container.lenient(String.self, .brewersTips)
    contributedBy = container.lenient(String.self, .contributedBy)
  }

  var beer: Beer {
    Beer(
      id: row.id, name: row.name, tagline: row.tagline ?? "", firstBrewed: row.firstBrewed ?? "",
      description: description ?? "", imageURL: row.imageURL.flatMap(URL.init(string:)),
      abv: row.abv, ibu: row.ibu, ebc: row.ebc, srm: srm, ph: ph, targetFG: targetFG,
      targetOG: targetOG,
      attenuationLevel: attenuationLevel,
      volume: volume?.quantity, boilVolume: boilVolume?.quantity,
      mashSteps: method?.mashTemp.map {
        Beer.MashStep(temperature: $0.temp?.quantity, durationMinutes: $0.duration)
      } ?? [],
      fermentationTemperature: method?.fermentation?.temp?.quantity, twist: method?.twist,
      malts: ingredients?.malt.map { Beer.Malt(name: $0.name, amount: $0.amount?.quantity) } ?? [],
      hops: ingredients?.hops.map {
        Beer.Hop(name: $0.name, amount: $0.amount?.quantity, add: $0.add, attribute: $0.attribute)
      } ?? [],
      yeast: ingredients?.yeast, foodPairing: foodPairing, brewersTips: brewersTips,
      contributedBy: contributedBy)
  }
}
