// swift-tools-version: 6.1
import PackageDescription

// Paging depends on Common only. PagingTesting is the scripted-loader harness
// for tests of anything built on PagedList; it imports Swift Testing, so only
// test targets may depend on it.
let package = Package(
  name: "Paging",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "Paging", targets: ["Paging"]),
    .library(name: "PagingTesting", targets: ["PagingTesting"]),
  ],
  dependencies: [
    .package(path: "../Common"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "Paging",
      dependencies: [.product(name: "Common", package: "Common")]
    ),
    .target(
      name: "PagingTesting",
      dependencies: ["Paging", .product(name: "Common", package: "Common")]
    ),
    .testTarget(
      name: "PagingTests",
      dependencies: ["Paging", "PagingTesting", .product(name: "Common", package: "Common")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
