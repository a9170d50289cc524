/// What to do about a compiler error whose cause Transit knows: a UIKit API its simulated UIKit
/// leaves out, a module it does not have, Objective-C that Linux cannot run.
enum DiagnosticHints {
  /// UIKit names Transit leaves out, with what to write instead. Each is either machinery that
  /// takes no part in a transition's lifecycle, or one that needs the Objective-C runtime.
  static let missing: [(names: [String], hint: String)] = [
    (
      [
        "UIStoryboard", "instantiateViewController", "performSegue", "UIStoryboardSegue",
        "prepare", "UINib", "instantiateInitialViewController",
      ],
      "Transit reads the storyboards and nibs among the paths you give (scenes by identifier, "
        + "the initial view controller, outlets, actions, segues) and has this much of their "
        + "API, not this part: make the view controller in code (`MyViewController()`) and "
        + "present or push it yourself"
    ),
    (
      ["UIFieldBehavior", "UIRegion"],
      "UIKit Dynamics' field behaviors are not simulated (gravity, collision, attachment, snap, "
        + "push and item behaviors are): use those, or animate with "
        + "UIView.animate(withDuration:delay:usingSpringWithDamping:...)"
    ),
    (
      ["observe", "addObserver", "NSKeyValueObservation", "willChangeValue"],
      "Transit observes UIKit's own properties (frame, bounds, alpha, isHidden, transform, "
        + "contentOffset, contentSize, preferredContentSize) with observe(_:options:changeHandler:) "
        + "or addObserver(_:forKeyPath:options:context:); observing your own properties needs "
        + "the Objective-C runtime, which Linux does not have: call the code that reacts to the "
        + "change where the change is made"
    ),
    (
      ["setValue"],
      "key-value coding by a string (setValue(_:forKey:), value(forKey:)) needs the "
        + "Objective-C runtime, which Linux does not have, except on a view, a layer, an "
        + "animation or a visual effect, whose properties Transit answers by name and whose "
        + "other values it keeps by key: read and set the property itself"
    ),
    (
      [
        "View", "Text", "Binding", "State", "ObservedObject", "EnvironmentObject", "VStack",
        "HStack", "ZStack", "withAnimation", "UIHostingController", "UIViewRepresentable",
        "UIViewControllerRepresentable", "UIViewRepresentableContext",
        "UIViewControllerRepresentableContext",
      ],
      "SwiftUI is not simulated: Transit simulates UIKit, and its SwiftUI module is empty, so "
        + "that an unused `import SwiftUI` compiles; leave SwiftUI views out of the files you "
        + "run, or put them under `#if !TRANSIT`"
    ),
    (
      [
        "AnyCancellable", "Cancellable", "Published", "PassthroughSubject",
        "CurrentValueSubject", "AnyPublisher", "Just", "Future", "Publishers", "Subscribers",
        "ObservableObject",
      ],
      "Combine is not simulated: its module here is empty, so that an unused `import Combine` "
        + "compiles; call the code a subscriber would run where the value changes, or put the "
        + "Combine code under `#if !TRANSIT`"
    ),
    (
      ["class_getClassMethod", "imp_implementationWithBlock", "object_setClass"],
      "Transit's Objective-C runtime swaps instance methods only (class_getInstanceMethod, "
        + "method_exchangeImplementations, method_setImplementation, class_addMethod, "
        + "class_replaceMethod, of UIKit's swizzlable methods and your @objc ones): class "
        + "methods, blocks as implementations and changing an object's class need the whole "
        + "runtime, which Linux does not have; call the code where UIKit would have called it"
    ),
  ]

  /// Names UIKit had before Swift 4.2, which it now spells as nested types or initializers:
  /// Xcode refuses them too, so the code needs the new name on a device as well.
  static let renamed: [String: String] = [
    "UIViewAnimationOptions": "UIView.AnimationOptions",
    "UIViewAnimationCurve": "UIView.AnimationCurve",
    "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
    "UIViewContentMode": "UIView.ContentMode",
    "UIViewAutoresizing": "UIView.AutoresizingMask",
    "UIGestureRecognizerState": "UIGestureRecognizer.State",
    "UIControlEvents": "UIControl.Event",
    "UIControlState": "UIControl.State",
    "UITableViewCellStyle": "UITableViewCell.CellStyle",
    "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
    "UITableViewRowAnimation": "UITableView.RowAnimation",
    "UITableViewScrollPosition": "UITableView.ScrollPosition",
    "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
    "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
    "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
    "NSLayoutRelation": "NSLayoutConstraint.Relation",
    "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
    "UILayoutPriority": "UILayoutPriority (a struct: `.required`, `.defaultHigh`)",
    "UIBlurEffectStyle": "UIBlurEffect.Style",
    "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
    "UIImpactFeedbackStyle": "UIImpactFeedbackGenerator.FeedbackStyle",
    "UIEdgeInsetsMake": "UIEdgeInsets(top:left:bottom:right:)",
    "UIEdgeInsetsInsetRect": "CGRect.inset(by:)",
    "RunLoopMode": "RunLoop.Mode",
    "UIStatusBarStyleDefault": "UIStatusBarStyle.default",
    "UINavigationControllerOperation": "UINavigationController.Operation",
    "UIButtonType": "UIButton.ButtonType",
    "UIStackViewDistribution": "UIStackView.Distribution",
    "UIStackViewAlignment": "UIStackView.Alignment",
    "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
    "UIApplicationState": "UIApplication.State",
    "UIFontWeight": "UIFont.Weight",
    "NSAttributedStringKey": "NSAttributedString.Key",
    "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
    "UIBarButtonItemStyle": "UIBarButtonItem.Style",
    "UIAlertControllerStyle": "UIAlertController.Style",
    "UIAlertActionStyle": "UIAlertAction.Style",
    "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
    "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
    "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
    "UITableViewStyle": "UITableView.Style",
    "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
    "UIImageRenderingMode": "UIImage.RenderingMode",
    "UIImageOrientation": "UIImage.Orientation",
    "UITextFieldViewMode": "UITextField.ViewMode",
    "UITextBorderStyle": "UITextField.BorderStyle",
    "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
    "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
    "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
    "UITouchPhase": "UITouch.Phase",
    "UIFontTextStyle": "UIFont.TextStyle",
    "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
    "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
    "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
    "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
    "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
    "UIProgressViewStyle": "UIProgressView.Style",
    "UIDatePickerMode": "UIDatePicker.Mode",
    "UICollectionElementCategory": "UICollectionView.ElementCategory",
    "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
    "UINotificationFeedbackType": "UINotificationFeedbackGenerator.FeedbackType",
    "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
    "UIPushBehaviorMode": "UIPushBehavior.Mode",
    "UICollisionBehaviorMode": "UICollisionBehavior.Mode",
    "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
    "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
    "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
    "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
    "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
    "kCAMediaTimingFunctionDefault": "CAMediaTimingFunctionName.default",
    "kCAFillModeRemoved": "CAMediaTimingFillMode.removed",
    "kCAFillModeForwards": "CAMediaTimingFillMode.forwards",
    "kCAFillModeBackwards": "CAMediaTimingFillMode.backwards",
    "kCAFillModeBoth": "CAMediaTimingFillMode.both",
    "kCATransitionFade": "CATransitionType.fade",
    "kCATransitionMoveIn": "CATransitionType.moveIn",
    "kCATransitionPush": "CATransitionType.push",
    "kCATransitionReveal": "CATransitionType.reveal",
    "kCATransitionFromRight": "CATransitionSubtype.fromRight",
    "kCATransitionFromLeft": "CATransitionSubtype.fromLeft",
    "kCATransitionFromTop": "CATransitionSubtype.fromTop",
    "kCATransitionFromBottom": "CATransitionSubtype.fromBottom",
    "UITableViewAutomaticDimension": "UITableView.automaticDimension",
    "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
    "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
    "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
    "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
    "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
    "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
    "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
    "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
    "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
    "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
    "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
    "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
    "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
    "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
    "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
    "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
  ]

  /// The hint for a compiler message, if its cause is known.
  static func hint(for message: String) -> String? {
    if message.hasPrefix("no such module ") {
      let name = message.split(separator: "'").dropFirst().first.map(String.init) ?? "Library"
      if SDKModuleNames.all.contains(name) {
        return "\(name) is one of Apple's frameworks, which Transit does not simulate (it "
          + "answers UIKit, QuartzCore, CoreGraphics, WebKit, SafariServices, MapKit, "
          + "CoreLocation, CoreImage, Accelerate, os, ObjectiveC, AVFoundation, AVKit, StoreKit, "
          + "MessageUI, LocalAuthentication, UserNotifications, Photos, PhotosUI, "
          + "UniformTypeIdentifiers and the app template's Core Data stack, and compiles an "
          + "unused SwiftUI or Combine import): put the code that needs \(name) under "
          + "`#if !TRANSIT`, or leave its file out"
      }
      return "give the folder of \(name)'s sources as a module of that name, "
        + "`transit run PATH:\(name) …` (for example `Source:\(name) Example/`), so its files "
        + "build as the module \(name) before yours; Transit has its own UIKit, CoreGraphics, "
        + "WebKit and a SnapKit stand-in"
    }
    if message.contains("compiled with Swift") || message.contains("cannot load module") {
      return "Transit's runtime was built by another compiler than the swiftc on PATH: rebuild "
        + "Transit (`swift build`) with this one"
    }
    if message.contains("cannot be overridden from extension")
      || message.contains("from extensions is not supported")
    {
      return overrideInExtensionHint
    }
    if message.contains("with a metatype value must use a 'required' initializer") {
      return "Objective-C sends an initializer to whatever class a class value holds; Swift "
        + "without its runtime accepts the call only for a `required` initializer. Transit "
        + "sends `cls.init(…)` through its table of initializers where `cls` is declared as an "
        + "Objective-C class's type (`let cls: NSObject.Type = …`, a parameter `UIView.Type`, "
        + "or `(x as! UIView.Type).init()`) and every argument has a type of its own (not "
        + "`nil`, `.zero` or a closure): declare it so, write the argument's type "
        + "(`CGRect.zero`), or make the initializer `required`"
    }
    if message.contains("Objective-C") || message.contains("@objc") {
      return "there is no Objective-C runtime on Linux; Transit rewrites @objc, dynamic and "
        + "#selector(...) in target-action `action:` arguments, and leaves the rest"
    }
    if let name = swift4Name(in: message) {
      return "\(name) is the name Swift 4 gave it, which UIKit keeps only for a target in Swift 4 "
        + "mode: rename it as the compiler says, or compile the files in their target's language "
        + "mode (its SWIFT_VERSION in Xcode), `transit run --swift-version 4 …`"
    }
    guard let name = missingName(in: message) else { return nil }
    return hint(forMissing: name)
  }

  /// The hint for a UIKit name Transit does not have, if it is a known one or looks like
  /// framework API.
  static func hint(forMissing name: String) -> String? {
    if let current = renamed[name] {
      return "\(name) is the name Swift 4 gave it; UIKit spells it \(current) since Swift 4.2, "
        + "on a device too"
    }
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

  /// The old name in "'X' has been renamed to 'Y'", where X is one of UIKit's Swift 4 names.
  static func swift4Name(in message: String) -> String? {
    guard message.hasPrefix("'"), message.contains("' has been renamed to '") else { return nil }
    let name = String(message.dropFirst().prefix { $0 != "'" })
    return renamed[name] == nil ? nil : name
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

  /// The hint for "cannot be overridden from extension": Swift without the Objective-C runtime
  /// dispatches by vtable, which an extension cannot add to.
  static let overrideInExtensionHint: String = {
    let methods = SwizzleScan.swizzlable.sorted { $0.key < $1.key }.map {
      "\($0.key): \($0.value.joined(separator: " "))"
    }
    return "an override in an extension reaches UIKit's calls only through the Objective-C "
      + "runtime, which Linux does not have; `transit run` registers one in an extension of a "
      + "UIKit class only for the methods Transit's UIKit dispatches by selector ("
      + methods.joined(separator: "; ") + "): move this override into a subclass (or into "
      + "the class, when it is yours), or put it behind `#if !TRANSIT`"
  }()

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
