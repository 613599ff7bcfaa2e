// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Networking",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "NetworkingURLSession", targets: ["NetworkingURLSession"]),
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "Networking",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // The URLSession transport is a module of its own: linking
    // FoundationNetworking brings libcurl and its libraries into a process,
    // which an app that does not use URLSession should not pay for.
    .target(
      name: "NetworkingURLSession",
      dependencies: ["Networking"]
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: [
        "Networking",
        "NetworkingURLSession",
        .product(name: "Common", package: "Common"),
        .product(name: "TestSupport", package: "TestSupport"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
