// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Taproom",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "taproom", targets: ["TaproomMain"])
  ],
  dependencies: [
    .package(path: "../../Packages/Common"),
    .package(path: "../../Packages/TerminalUI"),
    .package(path: "../../Packages/Networking"),
    .package(path: "../../Packages/AsyncHTTPTransport"),
    .package(path: "../../Packages/Catalog"),
    .package(path: "../../Packages/DiscoveryFeature"),
    .package(path: "../../Packages/FavoritesFeature"),
    .package(path: "../../Packages/Paging"),
    .package(path: "../../Packages/TestSupport"),
    .package(path: "../TaproomComposition"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
  ],
  targets: [
    .executableTarget(name: "TaproomMain", dependencies: ["TaproomCLI"]),
    .target(
      name: "TaproomCLI",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "AsyncHTTPTransport", package: "AsyncHTTPTransport"),
        .product(name: "Catalog", package: "Catalog"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "TaproomComposition", package: "TaproomComposition"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "TaproomCLITests",
      dependencies: [
        "TaproomCLI",
        .product(name: "Common", package: "Common"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "PagingTesting", package: "Paging"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "TaproomComposition", package: "TaproomComposition"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
