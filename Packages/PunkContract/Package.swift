// swift-tools-version: 6.1
import PackageDescription

// The Punk API v2 wire format, described once. Catalog (what serves it) and
// DiscoveryFeature (what reads it) both depend on this package and keep its
// types out of their own public APIs. It depends on no other package of ours.
let package = Package(
  name: "PunkContract",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "PunkContract", targets: ["PunkContract"])
  ],
  dependencies: [
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(name: "PunkContract"),
    .testTarget(
      name: "PunkContractTests",
      dependencies: [
        "PunkContract",
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
