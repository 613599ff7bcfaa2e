import MCP

/// The tools taproom-mcp offers, each with its input and output JSON Schema.
enum ToolDefinitions {
  static let all: [Tool] = [discoverBeers, getBeer, listFavorites, addFavorite, removeFavorite]

  static let discoverBeers = Tool(
    name: "discover_beers",
    description:
      "Find beers by name, strength, bitterness, colour, brewing date, food pairing or ingredients. Pages by cursor: pass nextCursor back as cursor for the next page; null means the end.",
    inputSchema: object(
      [
        "name": text("Letters of the name, in order (case-insensitive)."),
        "abv_gt": number("Alcohol by volume above this percentage."),
        "abv_lt": number("Alcohol by volume below this percentage."),
        "ibu_gt": number("Bitterness (IBU) above this."),
        "ibu_lt": number("Bitterness (IBU) below this."),
        "ebc_gt": number("Colour (EBC) above this."),
        "ebc_lt": number("Colour (EBC) below this."),
        "brewed_before": month("First brewed before this month, MM-YYYY."),
        "brewed_after": month("First brewed after this month, MM-YYYY."),
        "food": text("A food pairing containing this text."),
        "hops": text("Letters of a hop's name, in order."),
        "malt": text("Letters of a malt's name, in order."),
        "yeast": text("Letters of the yeast, in order."),
        "ids": .object([
          "type": "array", "items": .object(["type": "integer", "minimum": 1]),
          "description": "Only these beer ids.",
        ]),
        "page_size": pageSize(maximum: 80),
        "cursor": cursor,
      ], required: []),
    annotations: .init(readOnlyHint: true, openWorldHint: false),
    outputSchema: pageOutput)

  static let getBeer = Tool(
    name: "get_beer",
    description:
      "One beer in full: description, measurements, brewing method, ingredients, food pairings, brewer's tips, and whether it is a favorite.",
    inputSchema: object(["id": beerID], required: ["id"]),
    annotations: .init(readOnlyHint: true, openWorldHint: false),
    outputSchema: .object([
      "type": "object", "required": ["id", "name", "isFavorite"],
      "properties": .object([
        "id": .object(["type": "integer"]), "name": .object(["type": "string"]),
        "isFavorite": .object(["type": "boolean"]),
      ]),
    ]))

  static let listFavorites = Tool(
    name: "list_favorites",
    description:
      "The user's favorite beers, newest first, paged by cursor like discover_beers. Shared with the taproom command line.",
    inputSchema: object(["page_size": pageSize(maximum: 100), "cursor": cursor], required: []),
    annotations: .init(readOnlyHint: true, openWorldHint: false),
    outputSchema: pageOutput)

  static let addFavorite = Tool(
    name: "add_favorite",
    description: "Make a beer a favorite. Idempotent: changed is false when it already was one.",
    inputSchema: object(["id": beerID], required: ["id"]),
    annotations: .init(
      readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
    outputSchema: changeOutput)

  static let removeFavorite = Tool(
    name: "remove_favorite",
    description:
      "Stop keeping a beer as a favorite. Idempotent: changed is false when it was not one.",
    inputSchema: object(["id": beerID], required: ["id"]),
    annotations: .init(
      readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false),
    outputSchema: changeOutput)

  private static func object(_ properties: [String: Value], required: [String]) -> Value {
    .object([
      "type": "object", "properties": .object(properties),
      "required": .array(required.map { .string($0) }), "additionalProperties": false,
    ])
  }

  private static func text(_ description: String) -> Value {
    .object(["type": "string", "minLength": 1, "description": .string(description)])
  }

  private static func number(_ description: String) -> Value {
    .object(["type": "number", "minimum": 0, "description": .string(description)])
  }

  private static func month(_ description: String) -> Value {
    .object([
      "type": "string", "pattern": "^(0?[1-9]|1[0-2])-[0-9]{4}$",
      "description": .string(description),
    ])
  }

  private static func pageSize(maximum: Int) -> Value {
    .object([
      "type": "integer", "minimum": 1, "maximum": .int(maximum), "default": 20,
      "description": .string("Items per page, 1 to \(maximum) (default 20)."),
    ])
  }

  private static let cursor: Value = .object([
    "type": "string", "description": "nextCursor of the previous page; omit for the first page.",
  ])

  private static let beerID: Value = .object([
    "type": "integer", "minimum": 1, "description": "The beer's id.",
  ])

  private static let item: Value = .object([
    "type": "object",
    "required": [
      "id", "name", "tagline", "abv", "ibu", "ebc", "firstBrewed", "imageURL", "isFavorite",
    ],
    "properties": .object([
      "id": .object(["type": "integer"]), "name": .object(["type": "string"]),
      "tagline": .object(["type": "string"]),
      "abv": .object(["type": ["number", "null"]]), "ibu": .object(["type": ["number", "null"]]),
      "ebc": .object(["type": ["number", "null"]]),
      "firstBrewed": .object(["type": ["string", "null"]]),
      "imageURL": .object(["type": ["string", "null"]]),
      "isFavorite": .object(["type": "boolean"]),
    ]),
  ])

  private static let pageOutput: Value = .object([
    "type": "object", "required": ["items", "nextCursor"],
    "properties": .object([
      "items": .object(["type": "array", "items": item]),
      "nextCursor": .object(["type": ["string", "null"]]),
    ]),
  ])

  private static let changeOutput: Value = .object([
    "type": "object", "required": ["id", "isFavorite", "changed"],
    "properties": .object([
      "id": .object(["type": "integer"]), "isFavorite": .object(["type": "boolean"]),
      "changed": .object(["type": "boolean"]),
    ]),
  ])
}
