// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Transit",
  // macOS 15 for the standard library's `String(validating:as:)`.
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "transit", targets: ["TransitCLI"]),
    .executable(name: "transit-bench", targets: ["TransitBench"]),
    .library(name: "TransitTrace", targets: ["TransitTrace"]),
    .library(name: "TransitUIKit", targets: ["TransitUIKit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
  ],
  targets: [
    // What Transit knows about UIKit's lifecycle, in one place: the call and role vocabulary
    // (`CallName`, `ParticipantRole`, transition states and kinds), the glossary, and the rules
    // with their citations, written in a small rule language. It depends on nothing, at the
    // bottom of the graph, so the log, the checker and the teaching all read the same knowledge.
    .target(name: "TransitLifecycle"),

    // The event model, the JSON Lines reader and writer, and replay. Foundation and the
    // lifecycle vocabulary only, so that every projection (check, render, teach) can read logs
    // the engine never wrote.
    .target(name: "TransitTrace", dependencies: ["TransitLifecycle"]),

    // Storyboards and nibs read as Interface Builder saves them (XML, through Foundation's
    // XMLParser, which enters here only): the element tree, indexed and checked.
    .target(name: "TransitInterfaceBuilder"),

    // The simulated UIKit presentation machinery, which appends every call to a TransitTrace log.
    .target(name: "TransitUIKit", dependencies: ["TransitTrace", "TransitInterfaceBuilder"]),

    // Reads the console output an app produced (print(#function), NSLog, Xcode's console,
    // `log stream`/`log show`) into a Transit log, streaming. It reads the vocabulary's
    // spellings and writes through TransitTrace, and knows nothing of the checker.
    .target(name: "TransitImport", dependencies: ["TransitLifecycle", "TransitTrace"]),

    // SnapKit's DSL, recording its constraints in Transit's UIKit, unsolved, as the rest of Auto
    // Layout is; and WebKit's web view, which loads nothing. A developer's `import SnapKit` and
    // `import WebKit` reach them through the modules `transit run` generates (no target is named
    // after an Apple SDK module or the library it stands in for; `SDKModuleNameTests`).
    .target(name: "TransitSnapKit", dependencies: ["TransitUIKit"]),
    .target(name: "TransitWebKit", dependencies: ["TransitUIKit"]),
    // MapKit's map view and CoreLocation's coordinates (a map that keeps its region and
    // annotations and draws nothing), Core Image's images, filters and context (which keep a
    // filter chain and compute no pixels), and Accelerate's vImage convolutions (computed for
    // real), reached by `import MapKit`, `import CoreLocation`, `import CoreImage` (or UIKit,
    // which brings Core Image on iOS) and `import Accelerate` the same way.
    .target(name: "TransitMapKit", dependencies: ["TransitUIKit"]),
    .target(name: "TransitCoreImage", dependencies: ["TransitUIKit"]),
    .target(name: "TransitAccelerate"),
    // Apple's other frameworks an app reaches for beside UIKit (AVFoundation, AVKit, StoreKit,
    // MessageUI, LocalAuthentication, UserNotifications, Photos): their view controllers present
    // as any does, the rest keeps what the app sets and does nothing a user would see.
    .target(name: "TransitServices", dependencies: ["TransitUIKit"]),

    // Inside the program `transit run` builds from a developer's files: reads the scenario file,
    // makes the developer's classes where it names them, plays the steps and writes the log.
    .target(name: "TransitRun", dependencies: ["TransitScenarios", "TransitUIKit"]),

    // `transit run` before the program runs: rewrites Objective-C target-action with
    // swift-syntax (which enters here only), compiles against the runtime in a cache keyed by
    // content, shows compiler errors on the developer's own lines, and runs the program in a
    // child process with a time and output limit.
    .target(
      name: "TransitCompile",
      dependencies: [
        "TransitTrace",
        "TransitInterfaceBuilder",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]),

    // Applies the lifecycle's rules to a log in one streaming pass, and reports what broke them.
    // It owns none of the rules: they are TransitLifecycle's. It reads logs through TransitTrace
    // only, so it checks logs recorded in real apps as well as the engine's.
    .target(name: "TransitChecker", dependencies: ["TransitLifecycle", "TransitTrace"]),

    // Built-in scenarios, written against TransitUIKit the way an iOS developer writes UIKit code,
    // and the scenario files users write in YAML.
    .target(
      name: "TransitScenarios",
      dependencies: ["TransitUIKit", .product(name: "Yams", package: "Yams")],
      resources: [.copy("Files/Examples"), .copy("Files/Template")]
    ),

    // Graphviz's libgvc, linked in-process; only TransitReporter's Graphviz.swift imports it.
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),

    // Sequence diagrams of a log, and nothing else: the diagram model, our own layout, DOT,
    // Mermaid, PlantUML and text emitters, and drawing through libgvc.
    .target(name: "TransitReporter", dependencies: ["TransitTrace", "CGraphviz"]),

    // Teaching the lifecycle: the walkthrough of `transit explain`, the exercises of
    // `transit exercise` and `transit grade`, and the step-through page of
    // `transit render --format html`. It narrates from the glossary, marks the checker's
    // verdicts, and draws with the reporter, so it starts where both meet.
    .target(
      name: "TransitTeaching",
      dependencies: ["TransitLifecycle", "TransitTrace", "TransitChecker", "TransitReporter"]),

    // Output files put in place: written beside their destination and renamed in when whole,
    // through POSIX calls, with no link followed where Transit chose the name. Only the two
    // programs write files, so the log module (a library) carries none of this.
    .target(name: "TransitFiles", dependencies: ["TransitTrace"]),

    // The `transit` command: one file per subcommand, each a thin layer over the modules above.
    .executableTarget(
      name: "TransitCLI",
      dependencies: [
        "TransitLifecycle",
        "TransitTrace",
        "TransitUIKit",
        "TransitScenarios",
        "TransitReporter",
        "TransitChecker",
        "TransitTeaching",
        "TransitImport",
        "TransitCompile",
        "TransitFiles",
        // Not imported: listed so that building `transit` builds the runtime it links a
        // developer's files against.
        "TransitRun", "TransitSnapKit", "TransitWebKit", "TransitMapKit", "TransitCoreImage",
        "TransitAccelerate", "TransitServices",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // `transit-bench`: Transit timed against peer tools in the same run. A program of its own,
    // so `transit help` shows a user's commands only; `transit-bench check` runs the `transit`
    // built beside it.
    .executableTarget(
      name: "TransitBench",
      dependencies: [
        "TransitTrace",
        "TransitUIKit",
        "TransitScenarios",
        "TransitReporter",
        "TransitChecker",
        "TransitImport",
        "TransitCompile",
        "TransitFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // What several test targets share: golden files, the golden and real traces, the harness
    // that runs the built `transit` and `transit-bench`, and small logs built in memory. A plain
    // target that only test targets depend on, as swift-argument-parser's
    // ArgumentParserTestHelpers is.
    .target(name: "TransitTestSupport", dependencies: ["TransitTrace"]),

    // What every fuzz target shares: libFuzzer's entry point, the replayer a plain build makes
    // of it, and the seed corpus (`make fuzz`; see the README's "Untrusted input").
    .target(name: "FuzzSupport"),

    .testTarget(
      name: "TransitLifecycleTests",
      dependencies: ["TransitLifecycle", "TransitTrace", "TransitTestSupport"]),
    .testTarget(name: "TransitTraceTests", dependencies: ["TransitTrace", "TransitTestSupport"]),
    .testTarget(name: "TransitFilesTests", dependencies: ["TransitFiles", "TransitTrace"]),
    .testTarget(
      name: "TransitUIKitTests",
      dependencies: [
        "TransitUIKit", "TransitSnapKit", "TransitMapKit", "TransitCoreImage", "TransitAccelerate",
        "TransitTestSupport",
      ]),
    // TransitCLI is a dependency so that building the tests builds the `transit` they run, and
    // with it the runtime it compiles a developer's files against.
    .testTarget(
      name: "TransitRunTests",
      dependencies: [
        "TransitCLI", "TransitCompile", "TransitInterfaceBuilder", "TransitTrace",
        "TransitTestSupport",
      ],
      exclude: ["Seeds", "Interface"]),
    .testTarget(
      name: "TransitScenariosTests",
      dependencies: ["TransitScenarios", "TransitUIKit", "TransitTrace", "TransitTestSupport"]
    ),
    // TransitCLI and TransitBench are dependencies so that building the tests builds the
    // `transit` and `transit-bench` they run.
    .testTarget(
      name: "TransitCLITests",
      dependencies: [
        "TransitCLI", "TransitBench", "TransitTrace", "TransitReporter", "TransitChecker",
        "TransitTestSupport",
      ],
      exclude: ["Browser"]),
    .testTarget(
      name: "TransitReporterTests",
      dependencies: ["TransitReporter", "TransitTrace", "TransitTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "TransitCheckerTests",
      dependencies: [
        "TransitChecker", "TransitTrace", "TransitScenarios", "TransitUIKit", "TransitTestSupport",
      ],
      exclude: ["RealTraces", "Golden"]
    ),
    .testTarget(
      name: "TransitImportTests",
      dependencies: [
        "TransitImport", "TransitChecker", "TransitTrace", "TransitScenarios", "TransitTestSupport",
      ],
      exclude: ["Console", "Golden"]
    ),
    .testTarget(
      name: "TransitTeachingTests",
      dependencies: [
        "TransitTeaching", "TransitChecker", "TransitTrace", "TransitScenarios", "TransitReporter",
        "TransitTestSupport",
      ],
      exclude: ["Golden"]
    ),
  ]
)

/// A fuzz target: one file in `Sources/<name>/`, built plainly as a replayer of saved inputs
/// and by `make fuzz` as a libFuzzer binary.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies)
}

// One line per fuzz target.
package.targets += [
  fuzzTarget("FuzzLogReader", ["TransitTrace"]),
  fuzzTarget("FuzzScenarioFile", ["TransitScenarios", "TransitTrace"]),
  fuzzTarget(
    "FuzzEscaping", ["TransitTrace", "TransitReporter", "TransitChecker", "TransitTeaching"]),
  fuzzTarget(
    "FuzzLogPipeline", ["TransitTrace", "TransitReporter", "TransitChecker", "TransitTeaching"]),
  fuzzTarget("FuzzConsoleImport", ["TransitImport", "TransitTrace"]),
  fuzzTarget("FuzzInterfaceBuilder", ["TransitInterfaceBuilder"]),
]
