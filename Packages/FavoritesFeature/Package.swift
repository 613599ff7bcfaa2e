// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "FavoritesFeature",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "FavoritesFeature", targets: ["FavoritesFeature"])
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../Paging"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "FavoritesFeature",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    // What a person would see, driven on the in-memory Environment:
    // make demo-FavoritesFeature.
    .executableTarget(name: "FavoritesFeatureDemo", dependencies: ["FavoritesFeature"]),
    .testTarget(
      name: "FavoritesFeatureTests",
      dependencies: [
        "FavoritesFeature",
        .product(name: "Common", package: "Common"),
        .product(name: "Paging", package: "Paging"),
        .product(name: "PagingTesting", package: "Paging"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
