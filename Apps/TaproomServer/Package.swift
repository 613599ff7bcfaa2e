// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "TaproomServer",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "taproom-server", targets: ["TaproomServerMain"])
  ],
  dependencies: [
    .package(path: "../../Packages/Common"),
    .package(path: "../../Packages/TerminalUI"),
    .package(path: "../../Packages/Networking"),
    .package(path: "../../Packages/Catalog"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
  ],
  targets: [
    .executableTarget(name: "TaproomServerMain", dependencies: ["TaproomServer"]),
    .target(
      name: "TaproomServer",
      dependencies: [
        .product(name: "Common", package: "Common"),
        .product(name: "TerminalUI", package: "TerminalUI"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "Catalog", package: "Catalog"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
    .testTarget(
      name: "TaproomServerTests",
      dependencies: [
        "TaproomServer",
        .product(name: "Catalog", package: "Catalog"),
        .product(name: "Networking", package: "Networking"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "Prometheus", package: "swift-prometheus"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
