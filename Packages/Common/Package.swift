// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Common",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Common", targets: ["Common"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "Common",
      dependencies: [.product(name: "Logging", package: "swift-log")]
    ),
    .testTarget(
      name: "CommonTests",
      dependencies: [
        "Common",
        .product(name: "Logging", package: "swift-log"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
