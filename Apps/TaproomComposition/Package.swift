// swift-tools-version: 6.1
import PackageDescription

// The one composition of Taproom's features: options in, Environments out.
// Every app (taproom, taproom-mcp) builds its Environments here, so the
// wiring (catalog or server, HTTP client, favorites file, favorite marks) is
// written once. It lives in Apps/ because only apps compose features.
let package = Package(
  name: "TaproomComposition",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TaproomComposition", targets: ["TaproomComposition"])
  ],
  dependencies: [
    .package(path: "../../Packages/Common"),
    .package(path: "../../Packages/Networking"),
    .package(path: "../../Packages/AsyncHTTPTransport"),
    .package(path: "../../Packages/Catalog"),
    .package(path: "../../Packages/DiscoveryFeature"),
    .package(path: "../../Packages/FavoritesFeature"),
    .package(path: "../../Packages/TestSupport"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "TaproomComposition",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "AsyncHTTPTransport", package: "AsyncHTTPTransport"),
        .product(name: "Catalog", package: "Catalog"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "TaproomCompositionTests",
      dependencies: [
        "TaproomComposition",
        .product(name: "Common", package: "Common"),
        .product(name: "DiscoveryFeature", package: "DiscoveryFeature"),
        .product(name: "FavoritesFeature", package: "FavoritesFeature"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
