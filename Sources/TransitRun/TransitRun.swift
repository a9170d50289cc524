import Foundation
internal import TransitScenarios
internal import TransitTrace
import TransitUIKit

/// The runner inside the program `transit run` builds from a developer's files: it reads the
/// scenario file, makes the developer's classes where the file names them (`swift: true`),
/// plays the steps in Transit's simulated UIKit, and writes the log.
///
/// `transit run` generates the call to it and runs the program in a child process:
/// `program --scenario FILE.yaml --log LOG.jsonl --report REPORT`. What the developer's code
/// prints goes to standard output, as an app's console; a step that cannot happen is written to
/// the report as `file:line:column: message`, and the program exits 2.
public enum TransitRun {
  /// Runs the scenario with the developer's `classes`, by name, then exits: 0 when the log is
  /// written, 2 when the scenario could not be played. `launching` holds the app delegate (and
  /// scene delegate) that launch the app when the scenario names no root.
  public static func main(
    _ classes: [String: DeveloperClass], launching: [LaunchClass] = []
  ) -> Never {
    endWithParent()
    let arguments = Arguments(CommandLine.arguments.dropFirst())
    guard let scenario = arguments["--scenario"], let log = arguments["--log"] else {
      FileHandle.standardError.write(
        Data(
          ("usage: program --scenario FILE.yaml --log LOG.jsonl [--report FILE] "
            + "[--touchable FILE] [--interface LIST] [--main-storyboard NAME]\n").utf8))
      exit(2)
    }
    let status: Int32 = MainActor.assumeIsolated {
      var developerClasses = DeveloperClasses()
      for (name, developerClass) in classes {
        developerClass.register(name, &developerClasses)
      }
      for launchClass in launching { launchClass.register(&developerClasses) }
      developerClasses.mainStoryboard = arguments["--main-storyboard"]
      do {
        if let list = arguments["--interface"] {
          let paths = try String(contentsOfFile: list, encoding: .utf8)
            .split(separator: "\n").map(String.init)
          try InterfaceBuilderClasses.load(paths: paths)
        }
        let writer = try LogWriter(path: log)
        var touchable: [TouchableView]?
        try ScenarioFiles.run(path: scenario, developerClasses: developerClasses, to: writer) {
          device in
          if arguments["--touchable"] != nil { touchable = device.touchableViews() }
        }
        try writer.close()
        if let path = arguments["--touchable"], let touchable {
          let text = touchable.map(Self.line).joined()
          try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return 0
      } catch {
        let message = "\(error)\n"
        if let report = arguments["--report"] {
          try? Data(message.utf8).write(to: URL(fileURLWithPath: report))
        } else {
          FileHandle.standardError.write(Data(message.utf8))
        }
        return 2
      }
    }
    exit(status)
  }
}

extension TransitRun {
  /// Ends the program when `transit` is gone: `transit` stops it on Ctrl-C, a time limit or too
  /// much output, but if `transit` itself is killed outright (SIGKILL), the program, in a
  /// process group of its own, would run on with no limit. Once its parent has gone, the
  /// system hands it to another, which a watcher notices within a tenth of a second.
  static func endWithParent() {
    let parent = getppid()
    Thread.detachNewThread {
      while getppid() == parent { usleep(100_000) }
      _exit(2)
    }
  }

  /// One line of `transit run --list-touchable`: what the view takes, which view, its frame,
  /// and the step that reaches it.
  static func line(_ view: TouchableView) -> String {
    func number(_ value: CGFloat) -> String { JSONNumber.format(Double(value)) }
    let frame = view.frame
    var text = view.takes.joined(separator: ", ") + "  " + view.className
    if let identifier = view.identifier { text += " '\(identifier)'" }
    text += " (\(view.logID))  frame [\(number(frame.minX)), \(number(frame.minY)), "
    text += "\(number(frame.width)), \(number(frame.height))]  "
    let verb =
      view.takes.allSatisfy { $0 == "pan" || $0.hasPrefix("edge pan") || $0 == "swipe" }
      ? "pan" : "tap"
    let atCentre = view.point == CGPoint(x: frame.midX, y: frame.midY)
    if let identifier = view.identifier, atCentre {
      text += "\(verb): {id: \(identifier)}"
    } else if let title = view.title, atCentre, verb == "tap" {
      text += "tap: {button: \(yamlScalar(title))}"
    } else if let point = view.point {
      text += "\(verb): {at: [\(number(point.x)), \(number(point.y))]}"
    } else {
      text += "covered at its centre: hit-testing there reaches another view"
    }
    return text + "\n"
  }

  /// `text` as a YAML flow scalar: bare when it is letters, digits, spaces and `.-_` that
  /// YAML reads back as this string, else double-quoted with JSON's escapes, which YAML shares.
  static func yamlScalar(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || " .-_".unicodeScalars.contains(scalar)
    }
    let reserved = ["true", "false", "yes", "no", "on", "off", "null", "~"]
    if plain, let first = text.unicodeScalars.first, first.properties.isAlphabetic,
      text.last != " ", !reserved.contains(text.lowercased())
    {
      return text
    }
    return JSONString.quoted(text)
  }
}

/// One of the developer's classes, as the scenario uses it: how the runner makes one.
public struct DeveloperClass: Sendable {
  let register: @MainActor @Sendable (String, inout DeveloperClasses) -> Void

  /// A view controller the scenario names under `viewControllers:`. When a storyboard has a
  /// scene of its class, it is made from the storyboard, as an app's main storyboard makes it:
  /// the storyboard's initial view controller when its containers lead to that scene, else the
  /// scene's view controller; otherwise with `init()`.
  public static func viewController(_ make: @escaping @MainActor @Sendable () -> UIViewController)
    -> DeveloperClass
  {
    DeveloperClass { name, classes in
      classes.viewControllers[name] = { UIStoryboard.makeViewController(ofClass: name) ?? make() }
    }
  }

  /// A transitioning delegate the scenario names under `transitioningDelegates:`.
  public static func transitioningDelegate(
    _ make: @escaping @MainActor @Sendable () -> UIViewControllerTransitioningDelegate
  ) -> DeveloperClass {
    DeveloperClass { name, classes in classes.transitioningDelegates[name] = make }
  }

  /// An animator the scenario names under `animators:`.
  public static func animator(
    _ make: @escaping @MainActor @Sendable () -> UIViewControllerAnimatedTransitioning
  ) -> DeveloperClass {
    DeveloperClass { name, classes in classes.animators[name] = make }
  }

  /// A presentation controller the scenario names under `presentationControllers:`.
  public static func presentationController(
    _ make:
      @escaping @MainActor @Sendable (UIViewController, UIViewController?) ->
      UIPresentationController
  ) -> DeveloperClass {
    DeveloperClass { name, classes in classes.presentationControllers[name] = make }
  }
}

/// One of the developer's classes that launch the app, as iOS launches it, when the scenario
/// names no root.
public struct LaunchClass: Sendable {
  let register: @MainActor @Sendable (inout DeveloperClasses) -> Void

  /// The app delegate, made with `init()`, as `UIApplicationMain` makes it.
  public static func appDelegate(
    _ make: @escaping @MainActor @Sendable () -> UIApplicationDelegate
  ) -> LaunchClass {
    LaunchClass { classes in classes.appDelegate = make }
  }

  /// The window scene's delegate, made with `init()` when the scene connects.
  public static func sceneDelegate(
    _ make: @escaping @MainActor @Sendable () -> UIWindowSceneDelegate
  ) -> LaunchClass {
    LaunchClass { classes in classes.sceneDelegate = make }
  }
}

/// `--name value` pairs.
private struct Arguments {
  private var values: [String: String] = [:]

  init(_ arguments: ArraySlice<String>) {
    var iterator = arguments.makeIterator()
    while let name = iterator.next() {
      if let value = iterator.next() { values[name] = value }
    }
  }

  subscript(name: String) -> String? { values[name] }
}
