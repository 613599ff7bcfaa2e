// swift-tools-version: 6.1
import PackageDescription

// End-to-end tests: they run the built executables of Apps/ as a user would,
// and check standard output, standard error and the exit code.
let package = Package(
  name: "EndToEnd",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "../Packages/Catalog"),
    .package(path: "../Packages/TestSupport"),
  ],
  targets: [
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        .product(name: "Catalog", package: "Catalog"),
        .product(name: "TestSupport", package: "TestSupport"),
      ],
      path: "EndToEnd"
    )
  ],
  swiftLanguageModes: [.v6]
)
