// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "DiscoveryFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "DiscoveryFeature", targets: ["DiscoveryFeature"])
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../Networking"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "DiscoveryFeature",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
      ]
    ),
    .testTarget(
      name: "DiscoveryFeatureTests",
      dependencies: [
        "DiscoveryFeature",
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
