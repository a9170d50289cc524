// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The swizzled methods are named as swizzling code names them (`tracked_viewWillAppear`).

import Foundation
import Testing
import TransitTrace
import TransitUIKit

/// Method swizzling as the Objective-C runtime does it: `class_getInstanceMethod(_:_:)` finds a
/// class's entry, `method_exchangeImplementations(_:_:)` swaps two, and UIKit's swizzlable
/// methods run what their entry holds (Apple's Objective-C Runtime reference,
/// "method_exchangeImplementations"). The developer's methods carry the prologue `transit run`
/// writes into an `@objc` method a `#selector` names, written here by hand.
///
/// The runtime's table is the process's, as on iOS, and tests run side by side: each test
/// swizzles only a class of its own, through `class_addMethod(_:_:_:_:)`, never UIKit's.
@MainActor
@Suite("The Objective-C runtime: swizzling")
struct SwizzlingTests {
  final class TrackedScreen: UIViewController {
    var history: [String] = []
  }

  /// A screen whose own `viewWillAppear(_:)` calls `super`, as most do.
  final class OverridingScreen: UIViewController {
    var history: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      history.append("override begins")
      super.viewWillAppear(animated)
      history.append("override ends")
    }
  }

  static let tracked = Selector(
    "tracked_viewWillAppear:", TrackedScreen.tracked_viewWillAppear(_:))
  static let overridingTracked = Selector(
    "tracked_viewWillAppear:", OverridingScreen.tracked_viewWillAppear(_:))

  /// The usual swizzle of a class that inherits the method: add it to the class, running the
  /// replacement, and give the replacement's name the original.
  static func swizzle(_ type: AnyClass, _ replacement: Selector) throws {
    let originalSelector = Selector("viewWillAppear:")
    let original = try #require(class_getInstanceMethod(type, originalSelector))
    let swizzled = try #require(class_getInstanceMethod(type, replacement))
    let added = class_addMethod(
      type, originalSelector, method_getImplementation(swizzled), method_getTypeEncoding(swizzled))
    #expect(added)
    class_replaceMethod(
      type, replacement, method_getImplementation(original), method_getTypeEncoding(original))
  }

  @Test("after the swap, UIKit's call runs the replacement and its call of itself the original")
  func addAndReplace() throws {
    try Self.swizzle(TrackedScreen.self, Self.tracked)
    let screen = TrackedScreen()
    screen.viewWillAppear(true)
    #expect(screen.history == ["replacement begins", "replacement ends"])
    let other = TrackedScreen()
    other.tracked_viewWillAppear(false)
    #expect(other.history == [], "the replacement's own name runs UIKit's original")
  }

  @Test("a subclass's override calling super reaches the replacement through its super call")
  func throughSuper() throws {
    try Self.swizzle(OverridingScreen.self, Self.overridingTracked)
    let screen = OverridingScreen()
    screen.viewWillAppear(false)
    #expect(
      screen.history == [
        "override begins", "replacement begins", "replacement ends", "override ends",
      ])
  }

  @Test("class_getInstanceMethod finds entries up the superclasses; UIKit's own are kept")
  func lookUp() throws {
    let inherited = try #require(
      class_getInstanceMethod(TrackedScreen.self, Selector("viewDidAppear:")))
    #expect(inherited.description == "-[UIViewController viewDidAppear:]")
    #expect(method_getName(inherited) == Selector("viewDidAppear:"))
    #expect(
      method_getImplementation(inherited).description == "-[UIViewController viewDidAppear:]")
    #expect(method_getImplementation(inherited) == method_getImplementation(inherited))
    let layer = try #require(class_getInstanceMethod(UIWindow.self, Selector("layer")))
    #expect(layer.description == "-[UIView layer]")
    #expect(class_getInstanceMethod(UIViewController.self, Selector("noSuchMethod:")) == nil)
    #expect(class_getInstanceMethod(nil, Selector("viewDidAppear:")) == nil)
    // UIViewController declares viewDidAppear:, so it cannot be added there.
    #expect(
      !class_addMethod(
        UIViewController.self, Selector("viewDidAppear:"),
        method_getImplementation(inherited), nil))
    #expect(
      method_getImplementation(inherited).description == "-[UIViewController viewDidAppear:]")
  }

  final class StyledScreen: UIViewController {}

  @Test("exchanging a property's getter: the status bar style, and the replacement's own name")
  func getterExchange() throws {
    let replacement = Selector("light_preferredStatusBarStyle", getter: StyledScreen.lightStyle)
    let original = Selector("preferredStatusBarStyle")
    let inherited = try #require(class_getInstanceMethod(StyledScreen.self, original))
    #expect(class_addMethod(StyledScreen.self, original, method_getImplementation(inherited), nil))
    let own = try #require(class_getInstanceMethod(StyledScreen.self, original))
    #expect(own.description == "-[StyledScreen preferredStatusBarStyle]")
    let swizzled = try #require(class_getInstanceMethod(StyledScreen.self, replacement))
    method_exchangeImplementations(own, swizzled)
    let screen = StyledScreen()
    #expect(screen.preferredStatusBarStyle == .lightContent)
    #expect(screen.light_preferredStatusBarStyle == .default)
    #expect(UIViewController().preferredStatusBarStyle == .default)
  }

  final class SetScreen: UIViewController {
    var calls = 0
  }

  @Test("method_setImplementation returns what the entry ran, and the entry runs the new one")
  func setImplementation() throws {
    let counting = Selector("counting_viewDidLoad", SetScreen.counting_viewDidLoad)
    let inherited = try #require(class_getInstanceMethod(SetScreen.self, Selector("viewDidLoad")))
    let uikit = method_getImplementation(inherited)
    #expect(class_addMethod(SetScreen.self, Selector("viewDidLoad"), uikit, nil))
    let own = try #require(class_getInstanceMethod(SetScreen.self, Selector("viewDidLoad")))
    let counted = method_getImplementation(
      try #require(class_getInstanceMethod(SetScreen.self, counting)))
    #expect(method_setImplementation(own, counted) == uikit)
    let screen = SetScreen()
    screen.viewDidLoad()
    #expect(screen.calls == 1)
    #expect(method_setImplementation(own, uikit) == counted)
    screen.viewDidLoad()
    #expect(screen.calls == 1)
  }

  /// A screen that declares its replacement in its body, with the prologue, so a subclass can
  /// override it.
  class PlainScreen: UIViewController {
    var history: [String] = []
    func shown_viewDidAppear(_ animated: Bool) {
      if let forwarded = ObjectiveCRuntime.forward(
        self, SwizzlingTests.PlainScreen.self, "shown_viewDidAppear:", animated, as: Void.self)
      {
        return forwarded
      }
      history.append("replacement")
      shown_viewDidAppear(animated)
    }
  }

  /// Overrides the replacement, calling super only from its second call on.
  final class QuietScreen: PlainScreen {
    var calls = 0
    override func shown_viewDidAppear(_ animated: Bool) {
      calls += 1
      if calls > 1 { super.shown_viewDidAppear(animated) }
    }
  }

  @Test("a replacement whose override skips its prologue leaves no mark for a later call")
  func skippedPrologue() throws {
    try Self.swizzleAppear(
      PlainScreen.self, Selector("shown_viewDidAppear:", PlainScreen.shown_viewDidAppear(_:)))
    let screen = QuietScreen()
    screen.viewDidAppear(false)
    #expect(screen.calls == 1)
    // UIKit's original now answers the replacement's name, through the prologue of super's.
    screen.shown_viewDidAppear(false)
    #expect(screen.calls == 2)
    #expect(screen.history == [])
  }

  static func swizzleAppear(_ type: AnyClass, _ replacement: Selector) throws {
    let originalSelector = Selector("viewDidAppear:")
    let original = try #require(class_getInstanceMethod(type, originalSelector))
    let swizzled = try #require(class_getInstanceMethod(type, replacement))
    #expect(class_addMethod(type, originalSelector, method_getImplementation(swizzled), nil))
    class_replaceMethod(type, replacement, method_getImplementation(original), nil)
  }

  final class CountingView: UIView {
    var layerReads = 0
  }

  @Test("an override of layer registered for a class answers it, and its super call the layer")
  func registeredOverride() {
    ObjectiveCRuntime.registerOverride(CountingView.self, "layer") { view, _ in
      view.transitOverride_layer
    }
    let view = CountingView(frame: .zero)
    let reads = view.layerReads
    let first = view.layer
    #expect(view.layerReads == reads + 1)
    #expect(first === view.layer)
    #expect(UIView().layer !== first)
  }

  final class InstalledView: UIView {}
  final class WalkedView: UIView {
    var moves = 0
  }

  @Test("once something is installed, a dispatcher searches a class's chain once, not per call")
  func searchesKept() {
    ObjectiveCRuntime.registerOverride(InstalledView.self, "didMoveToSuperview") { _, _ in () }
    let view = WalkedView(frame: .zero)
    for _ in 0..<1000 {
      ObjectiveCRuntime.dispatch(view, UIView.self, "didMoveToWindow", (), as: Void.self)
    }
    #expect(ObjectiveCRuntime.walkCount(WalkedView.self) == 1)
    #expect(view.moves == 0)
    // Installing for this selector makes the search again, and it finds what was installed.
    ObjectiveCRuntime.registerOverride(WalkedView.self, "didMoveToWindow") { view, _ in
      view.moves += 1
    }
    ObjectiveCRuntime.dispatch(view, UIView.self, "didMoveToWindow", (), as: Void.self)
    ObjectiveCRuntime.dispatch(view, UIView.self, "didMoveToWindow", (), as: Void.self)
    #expect(ObjectiveCRuntime.walkCount(WalkedView.self) == 2)
    #expect(view.moves == 2)
  }
}

// The developer's side, as `transit run` rewrites it: each method begins with the prologue.
extension SwizzlingTests.TrackedScreen {
  func tracked_viewWillAppear(_ animated: Bool) {
    if let forwarded = ObjectiveCRuntime.forward(
      self, SwizzlingTests.TrackedScreen.self, "tracked_viewWillAppear:", animated, as: Void.self)
    {
      return forwarded
    }
    history.append("replacement begins")
    tracked_viewWillAppear(animated)
    history.append("replacement ends")
  }
}

extension SwizzlingTests.OverridingScreen {
  func tracked_viewWillAppear(_ animated: Bool) {
    if let forwarded = ObjectiveCRuntime.forward(
      self, SwizzlingTests.OverridingScreen.self, "tracked_viewWillAppear:", animated,
      as: Void.self)
    {
      return forwarded
    }
    history.append("replacement begins")
    tracked_viewWillAppear(animated)
    history.append("replacement ends")
  }
}

extension SwizzlingTests.StyledScreen {
  static func lightStyle(_ screen: SwizzlingTests.StyledScreen) -> UIStatusBarStyle {
    screen.light_preferredStatusBarStyle
  }

  var light_preferredStatusBarStyle: UIStatusBarStyle {
    if let forwarded = ObjectiveCRuntime.forward(
      self, SwizzlingTests.StyledScreen.self, "light_preferredStatusBarStyle", (),
      as: UIStatusBarStyle.self)
    {
      return forwarded
    }
    return .lightContent
  }
}

extension SwizzlingTests.SetScreen {
  func counting_viewDidLoad() {
    if let forwarded = ObjectiveCRuntime.forward(
      self, SwizzlingTests.SetScreen.self, "counting_viewDidLoad", (), as: Void.self)
    {
      return forwarded
    }
    calls += 1
  }
}

extension SwizzlingTests.CountingView {
  var transitOverride_layer: CALayer {
    layerReads += 1
    return super.layer
  }
}
