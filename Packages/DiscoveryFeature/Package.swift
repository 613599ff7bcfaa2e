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
    .package(path: "../Paging"),
    .package(path: "../Networking"),
    .package(path: "../PunkContract"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "DiscoveryFeature",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "PunkContract", package: "PunkContract"),
      ]
    ),
    // What a person would see, driven on the in-memory Environment:
    // make demo-DiscoveryFeature.
    .executableTarget(
      name: "DiscoveryFeatureDemo",
      dependencies: ["DiscoveryFeature", .product(name: "Common", package: "Common")]),
    .testTarget(
      name: "DiscoveryFeatureTests",
      dependencies: [
        "DiscoveryFeature",
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "PagingTesting", package: "Paging"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "PunkContract", package: "PunkContract"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
