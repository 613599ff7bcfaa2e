// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Catalog",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Catalog", targets: ["Catalog"])
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../Networking"),
    .package(path: "../TestSupport"),
  ],
  targets: [
    .target(
      name: "Catalog",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
      ]
    ),
    .testTarget(
      name: "CatalogTests",
      dependencies: [
        "Catalog",
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
