// swift-tools-version: 6.1
import PackageDescription

// TerminalUI is the terminal toolkit: raw mode and its restore, key
// decoding, display width, terminal-safe text, colour support and logging to
// standard error. It depends on swift-log and on no package of ours, so any app (or library that writes to a terminal)
// can use it.
let package = Package(
  name: "TerminalUI",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "TerminalUI", targets: ["TerminalUI"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(name: "TerminalUI", dependencies: [.product(name: "Logging", package: "swift-log")]),
    .testTarget(
      name: "TerminalUITests",
      dependencies: ["TerminalUI", .product(name: "Logging", package: "swift-log")]),
  ],
  swiftLanguageModes: [.v6]
)
