import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// UIKit that alert, banner, marquee and drawer libraries use, written as such code writes it:
/// a drawer that stops following an inner scroll view's pan, a custom button that forwards its
/// action, a scrolling label's replicator layer and its tagged animation, an alert's checkmark
/// drawn with a miter limit, a tinted icon, and a label's text size limits.
@MainActor
@Suite("Surface alert, banner and drawer libraries use")
struct AlertAndBannerSurfaceTests {
  final class Drawer: NSObject {
    var heard: [String] = []
    func followScroll(_ recognizer: UIPanGestureRecognizer) { heard.append("scroll") }
    func followAny(_ sender: Any) { heard.append("any") }
    func nudge() { heard.append("nudge") }
  }

  @Test("removeTarget(_:action:) takes a target's actions off a recognizer, others stay")
  func removeRecognizerTarget() {
    let drawer = Drawer()
    let other = Drawer()
    let pan = UIPanGestureRecognizer(target: drawer, action: Drawer.followScroll)
    pan.addTarget(drawer, action: Drawer.nudge)
    pan.addTarget(other, action: Drawer.followAny)
    pan.sendActions()
    #expect(drawer.heard == ["scroll", "nudge"] && other.heard == ["any"])
    pan.removeTarget(drawer, action: Drawer.followScroll)
    pan.sendActions()
    #expect(drawer.heard == ["scroll", "nudge"] && other.heard == ["any", "any"])
    pan.removeTarget(other, action: Selector("followAny:", Drawer.followAny))
    pan.sendActions()
    #expect(other.heard == ["any", "any"])
    #expect(pan.target == nil)
  }

  final class Alert: UIViewController {
    var pressed: [String] = []
    func confirm(_ sender: UIButton) { pressed.append("confirm from \(sender.tag)") }
  }

  @Test("a control's sendAction(_:to:for:) reaches the target, or the chain when it is nil")
  func controlSendsAction() throws {
    let alert = Alert()
    try Simulator.run(scenario: "alert", to: RecordBuffer()) { device in
      device.window.rootViewController = alert
      device.runUntilIdle()
      let button = UIButton(type: .system)
      button.tag = 7
      alert.view.addSubview(button)
      let confirm = Selector("confirm:", Alert.confirm)
      button.sendAction(confirm, to: alert, for: nil)
      button.sendAction(confirm, to: nil, for: nil)
      // A selector that is only a name reaches no one.
      button.sendAction(Selector("confirm:"), to: alert, for: nil)
    }
    #expect(alert.pressed == ["confirm from 7", "confirm from 7"])
  }

  @Test("a replicator layer keeps its copies' settings; an animation keeps values by key")
  func replicatorAndTaggedAnimation() {
    let replicator = CAReplicatorLayer()
    #expect(replicator.instanceCount == 1 && replicator.instanceDelay == 0)
    replicator.instanceCount = 2
    replicator.instanceTransform = CATransform3DMakeTranslation(120, 0, 0)
    #expect(replicator.instanceCount == 2 && replicator.instanceTransform.m41 == 120)
    let scroll = CAKeyframeAnimation(keyPath: "position")
    scroll.duration = 3
    scroll.setValue(true, forKey: "completionClosure")
    scroll.setValue(4.5, forKey: "duration")
    #expect(scroll.value(forKey: "completionClosure") as? Bool == true)
    #expect(scroll.duration == 4.5 && scroll.value(forKey: "duration") as? TimeInterval == 4.5)
    #expect(scroll.value(forKey: "missing") == nil)
  }

  @Test("a timing function gives its curve's points, its ends (0, 0) and (1, 1)")
  func timingFunctionPoints() {
    func points(_ function: CAMediaTimingFunction) -> [Float] {
      var all: [Float] = []
      var point: [Float] = [0, 0]
      for index in 0...3 {
        function.getControlPoint(at: index, values: &point)
        all += point
      }
      return all
    }
    #expect(
      points(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1)) == [
        0, 0, 0.2, 0.8, 0.3, 1, 1, 1,
      ])
    #expect(points(CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
    #expect(points(CAMediaTimingFunction(name: .linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
    #expect(points(CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
  }

  @Test("drawing settings, a tinted image, an attributed string's size, text size limits")
  func drawingAndText() {
    let checkmark = UIBezierPath()
    #expect(checkmark.miterLimit == 10)
    checkmark.miterLimit = 4
    checkmark.flatness = 0.2
    #expect(checkmark.miterLimit == 4 && checkmark.flatness == 0.2)
    let icon = UIImage(named: "checkmark")!
    #expect(icon.withTintColor(.systemBackground) === icon)
    #expect(icon.withTintColor(.red, renderingMode: .alwaysOriginal) == icon)
    let title = NSAttributedString(
      string: "Saved", attributes: [.font: UIFont.systemFont(ofSize: 20)])
    #expect(title.size() == CGSize(width: 50, height: UIFont.systemFont(ofSize: 20).lineHeight))
    #expect(NSAttributedString(string: "ab").size().width == 12)
    let label = UILabel()
    #expect(label.minimumContentSizeCategory == nil && label.maximumContentSizeCategory == nil)
    label.maximumContentSizeCategory = .accessibilityMedium
    #expect(label.maximumContentSizeCategory == .accessibilityMedium)
    #expect(label.appliedContentSizeCategoryLimitsDescription.contains("maximum"))
  }

  @Test("a label's settings copied to another by their key-value coding names")
  func labelKeyValueCoding() {
    let shown = UILabel()
    shown.textAlignment = .center
    shown.numberOfLines = 2
    shown.isEnabled = false
    shown.isUserInteractionEnabled = true
    let scrolled = UILabel()
    for key in [
      "textAlignment", "numberOfLines", "enabled", "userInteractionEnabled", "minimumFontSize",
    ] {
      scrolled.setValue(shown.value(forKey: key), forKeyPath: key)
    }
    #expect(scrolled.textAlignment == .center && scrolled.numberOfLines == 2)
    #expect(!scrolled.isEnabled && scrolled.isUserInteractionEnabled)
    scrolled.setValue(0.5, forKey: "alpha")
    #expect(scrolled.alpha == 1, "a Double is not the CGFloat alpha is: kept by key")
    scrolled.setValue(CGFloat(0.5), forKey: "alpha")
    #expect(scrolled.alpha == 0.5 && scrolled.value(forKey: "hidden") as? Bool == false)
    scrolled.setValue("kept", forKey: "privateNote")
    #expect(scrolled.value(forKey: "privateNote") as? String == "kept")
  }

  @Test("toolbar items, the readable guide, placeholder colours and fonts, baselines")
  func sampleScreens() {
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    #expect(navigation.isToolbarHidden && navigation.toolbar != nil)
    navigation.setToolbarHidden(false, animated: true)
    let font = UIBarButtonItem(title: "Font", style: .plain, target: nil, action: nil)
    screen.setToolbarItems([font], animated: false)
    #expect(!navigation.isToolbarHidden && screen.toolbarItems?.first === font)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
    #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
    #expect(UIColor() == UIColor(white: 0, alpha: 0))
    #expect(UIFont().pointSize == 17)
    let descriptor = UIFontDescriptor(name: "AvenirNext-Medium", matrix: .identity)
    #expect(UIFont(descriptor: descriptor, size: 20).fontName == "AvenirNext-Medium")
    #expect(view.forLastBaselineLayout === view && view.forBaselineLayout() === view)
    #expect(UIApplication.shared.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    #expect(screen.edgesForExtendedLayout == .all)
    screen.edgesForExtendedLayout = []
    #expect(screen.edgesForExtendedLayout.isEmpty)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    let items = tabs.tabBar.items
    #expect(items?.count == 2 && items?.first === navigation.tabBarItem)
    items?.first?.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
    #expect(navigation.tabBarItem.imageInsets.top == 6)
  }

  /// A banner that shows its colour on a view of its own, made after `super.init`, as banner
  /// libraries write it.
  final class Banner: UIView {
    private var strip: UIView!

    override var backgroundColor: UIColor? {
      get { strip.backgroundColor }
      set { strip.backgroundColor = newValue }
    }

    init(color: UIColor) {
      super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 80))
      let content = UIView()
      addSubview(content)
      strip = UIView(frame: bounds)
      content.addSubview(strip)
      backgroundColor = color
    }

    override init?(coder: NSCoder) { fatalError() }
  }

  @Test("entering the hierarchy, a view's colour is read without its subclass's getter")
  func bannerColor() throws {
    let host = UIViewController()
    var banner: Banner?
    try Simulator.run(scenario: "banner", to: RecordBuffer()) { device in
      device.window.rootViewController = host
      device.runUntilIdle()
      banner = Banner(color: .red)
      host.view.addSubview(banner!)
      device.runUntilIdle()
    }
    #expect(banner?.backgroundColor == .red)
  }
}
