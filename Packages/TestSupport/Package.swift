// swift-tools-version: 6.1
import PackageDescription

// TestSupport depends on no other package of ours (every package's tests use
// it, so a dependency back would be a cycle) and only test targets use it.
let package = Package(
  name: "TestSupport",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TestSupport", targets: ["TestSupport"])
  ],
  dependencies: [
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0")
  ],
  targets: [
    .target(name: "TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
