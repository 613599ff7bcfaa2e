// swift-tools-version: 6.1
import PackageDescription

// Networking's live transport for servers and command-line tools: SwiftNIO's
// AsyncHTTPClient. A package of its own so that only an app that chooses it
// builds NIO and BoringSSL; the feature packages never see it.
let package = Package(
  name: "AsyncHTTPTransport",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "AsyncHTTPTransport", targets: ["AsyncHTTPTransport"])
  ],
  dependencies: [
    .package(path: "../Common"),
    .package(path: "../Networking"),
    .package(path: "../TestSupport"),
    .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    // Documentation: make docs, or swift package generate-documentation.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
  ],
  targets: [
    .target(
      name: "AsyncHTTPTransport",
      dependencies: [
        .product(name: "Networking", package: "Networking"),
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ]
    ),
    .testTarget(
      name: "AsyncHTTPTransportTests",
      dependencies: [
        "AsyncHTTPTransport",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Common", package: "Common"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "TestSupport", package: "TestSupport"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
