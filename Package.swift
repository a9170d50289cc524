// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Transit",
  products: [
    .executable(name: "transit", targets: ["TransitCLI"]),
    .library(name: "TransitTrace", targets: ["TransitTrace"]),
    .library(name: "TransitUIKit", targets: ["TransitUIKit"]),
    .library(name: "TransitChecker", targets: ["TransitChecker"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The event model, the JSON Lines reader and writer, and replay. Foundation only, so that
    // every projection (check, render, teach) can read logs the engine never wrote.
    .target(name: "TransitTrace"),

    // The simulated UIKit presentation machinery, which appends every call to a TransitTrace log.
    .target(name: "TransitUIKit", dependencies: ["TransitTrace"]),

    // The documented lifecycle as cited rules, checked against a log in one streaming pass.
    // TransitTrace only, so it checks logs recorded in real apps as well as the engine's.
    .target(name: "TransitChecker", dependencies: ["TransitTrace"]),

    // Built-in scenarios, written against TransitUIKit the way an iOS developer writes UIKit code.
    .target(name: "TransitScenarios", dependencies: ["TransitUIKit"]),

    // The `transit` command.
    .executableTarget(
      name: "TransitCLI",
      dependencies: [
        "TransitTrace",
        "TransitUIKit",
        "TransitScenarios",
        "TransitChecker",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    .testTarget(name: "TransitTraceTests", dependencies: ["TransitTrace"]),
    .testTarget(name: "TransitUIKitTests", dependencies: ["TransitUIKit"]),
    .testTarget(
      name: "TransitScenariosTests",
      dependencies: ["TransitScenarios", "TransitUIKit", "TransitTrace"]
    ),
    .testTarget(name: "TransitCLITests", dependencies: ["TransitTrace"]),
    .testTarget(
      name: "TransitCheckerTests",
      dependencies: ["TransitChecker", "TransitTrace", "TransitScenarios", "TransitUIKit"],
      exclude: ["RealTraces", "Golden"]
    ),
  ]
)
