/// What to do about a compiler error whose cause Transit knows: a UIKit API its simulated UIKit
/// leaves out, a module it does not have, Objective-C that Linux cannot run.
enum DiagnosticHints {
  /// UIKit names Transit leaves out, with what to write instead. Each is either machinery that
  /// takes no part in a transition's lifecycle, or one that needs the Objective-C runtime.
  static let missing: [(names: [String], hint: String)] = [
    (
      [
        "UIStoryboard", "instantiateViewController", "performSegue", "UIStoryboardSegue",
        "prepare", "UINib", "awakeFromNib", "instantiateInitialViewController",
      ],
      "storyboards, nibs and segues are not simulated: make the view controller in code "
        + "(`MyViewController()`) and present or push it yourself"
    ),
    (
      [
        "CABasicAnimation", "CAKeyframeAnimation", "CAAnimation", "CASpringAnimation",
        "CAAnimationGroup", "CATransaction", "CADisplayLink", "CAMediaTimingFunction", "add",
      ],
      "Core Animation's explicit animations are not simulated; UIView.animate(withDuration:...) "
        + "and the transition coordinator's alongside animations are, so animate with those"
    ),
    (
      [
        "CAShapeLayer", "CAGradientLayer", "UIBezierPath", "CGPath", "CGMutablePath", "path",
        "layerClass", "draw", "setNeedsDisplay", "UIGraphicsImageRenderer",
      ],
      "drawing (paths, shape and gradient layers, draw(_:)) is not simulated and takes no part "
        + "in the lifecycle: leave it out of the files you run, or behind `#if !TRANSIT`"
    ),
    (
      [
        "observe", "addObserver", "NSKeyValueObservation", "willChangeValue", "value",
        "setValue",
      ],
      "key-value observing needs the Objective-C runtime, which Linux does not have: call the "
        + "code that reacts to the change where the change is made"
    ),
    (
      [
        "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UINotificationFeedbackGenerator", "UIAccessibility", "UIFont", "UIFontMetrics",
        "NSAttributedString", "NSMutableAttributedString",
      ],
      "text styling, haptics and accessibility are not simulated and take no part in the "
        + "lifecycle: leave them out of the files you run"
    ),
    (
      [
        "UIApplication", "UIDevice", "UIWindowScene", "UIScene", "UISceneDelegate",
        "UIApplicationDelegate",
      ],
      "the app and its scenes are not simulated: the scenario file starts the app at its root "
        + "view controller; use UIScreen.main.bounds for the screen's size"
    ),
    (
      ["UIPopoverPresentationController", "popoverPresentationController"],
      "popovers are not simulated; present the view controller with another style (of the "
        + "trait collection, Transit simulates the size classes)"
    ),
  ]

  /// The hint for a compiler message, if its cause is known.
  static func hint(for message: String) -> String? {
    if message.hasPrefix("no such module ") {
      let name = message.split(separator: "'").dropFirst().first.map(String.init) ?? "Library"
      return "give the folder of \(name)'s sources as a module of that name, "
        + "`transit run PATH:\(name) …` (for example `Source:\(name) Example/`), so its files "
        + "build as the module \(name) before yours; Transit has its own UIKit, CoreGraphics and "
        + "a SnapKit stand-in"
    }
    if message.contains("compiled with Swift") || message.contains("cannot load module") {
      return "Transit's runtime was built by another compiler than the swiftc on PATH: rebuild "
        + "Transit (`swift build`) with this one"
    }
    if message.contains("Objective-C") || message.contains("@objc") {
      return "there is no Objective-C runtime on Linux; Transit rewrites @objc, dynamic and "
        + "#selector(...) in target-action `action:` arguments, and leaves the rest"
    }
    guard let name = missingName(in: message) else { return nil }
    return hint(forMissing: name)
  }

  /// The hint for a UIKit name Transit does not have, if it is a known one or looks like
  /// framework API.
  static func hint(forMissing name: String) -> String? {
    for entry in missing where entry.names.contains(name) { return entry.hint }
    if let prefix = ["UI", "CA", "NS", "CG"].first(where: name.hasPrefix), name.count > 2,
      name.dropFirst(2).first?.isUppercase == true
    {
      let framework = prefix == "CA" ? "Core Animation" : prefix == "CG" ? "Core Graphics" : "UIKit"
      return "\(name) is \(framework) API that Transit's simulated UIKit does not have; Transit "
        + "simulates what takes part in presentations and transitions (view controllers, views, "
        + "animations, gestures, the transitioning protocols): leave the rest out of the files "
        + "you run"
    }
    return nil
  }

  /// The name in "cannot find 'X' in scope", "cannot find type 'X' in scope" and "value of type
  /// 'T' has no member 'X'".
  static func missingName(in message: String) -> String? {
    let patterns = ["cannot find type '", "cannot find '", "has no member '"]
    for pattern in patterns {
      guard let start = message.range(of: pattern) else { continue }
      let rest = message[start.upperBound...]
      guard let end = rest.firstIndex(of: "'") else { continue }
      return String(rest[..<end])
    }
    return nil
  }

  /// The hint for an error in the entry point's maker of a class the scenario names.
  static func entryPointHint(for made: DeveloperClass, message: String) -> String {
    let what: String
    switch made.kind {
    case .viewController:
      what = "a UIViewController subclass, which it makes with \(made.name)()"
    case .transitioningDelegate:
      what = "a UIViewControllerTransitioningDelegate, which it makes with \(made.name)()"
    case .animator:
      what = "a UIViewControllerAnimatedTransitioning, which it makes with \(made.name)()"
    case .presentationController:
      what =
        "a UIPresentationController subclass, which it makes with "
        + "\(made.name)(presentedViewController:presenting:)"
    }
    return "the scenario names \(made.name) as \(what): give the class that initializer, or "
      + "let your own code make it and name a class that does"
  }

  /// The hint for "does not override any method (or property) from its superclass", from the
  /// name the developer's line declares: a UIKit method Transit's UIKit does not have.
  static func overrideHint(line: String) -> String? {
    let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
    guard let keyword = words.firstIndex(where: { $0 == "func" || $0 == "var" }),
      keyword + 1 < words.count
    else { return nil }
    let name = String(words[keyword + 1])
    return hint(forMissing: name)
      ?? "Transit's UIKit has no `\(name)` to override: it simulates what takes part in "
      + "presentations and transitions; leave the override out of the files you run, or put it "
      + "behind `#if !TRANSIT`"
  }
}
