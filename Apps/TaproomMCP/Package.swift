// swift-tools-version: 6.1
import PackageDescription

// taproom-mcp: Taproom's features for AI assistants over the Model Context
// Protocol (stdio). The wiring comes from TaproomComposition; this package
// adds only the protocol mapping (TaproomMCP) and the executable.
let package = Package(
  name: "TaproomMCP",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "taproom-mcp", targets: ["TaproomMCPMain"])
  ],
  dependencies: [
    .package(path: "../../Packages/Common"),
    .package(path: "../../Packages/TerminalUI"),
    .package(path: "../../Packages/DiscoveryFeature"),
    .package(path: "../../Packages/FavoritesFeature"),
    .package(path: "../../Packages/TestSupport"),
    .package(path: "../TaproomComposition"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
  ],
  targets: [
    .executableTarget(name: "TaproomMCPMain", dependencies: ["TaproomMCP"]),
    .target(
      name: "TaproomMCP",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "TaproomComposition", package: "TaproomComposition"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "TaproomMCPTests",
      dependencies: [
        "TaproomMCP",
        .product(name: "Common", package: "Common"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "TaproomComposition", package: "TaproomComposition"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
