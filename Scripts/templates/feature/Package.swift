// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "__NAME__Feature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "__NAME__Feature", targets: ["__NAME__Feature"])
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../Paging"),
    .package(path: "../TestSupport"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "__NAME__Feature",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
      ]
    ),
    // What a person would see, driven on the in-memory Environment:
    // make demo-__NAME__Feature.
    .executableTarget(name: "__NAME__FeatureDemo", dependencies: ["__NAME__Feature"]),
    .testTarget(
      name: "__NAME__FeatureTests",
      dependencies: [
        "__NAME__Feature",
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "PagingTesting", package: "Paging"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
