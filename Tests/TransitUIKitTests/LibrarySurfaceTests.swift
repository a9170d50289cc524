import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

/// UIKit that public transition libraries use, as `transit run` measures on them: buttons'
/// title labels and colours, Swift 2's `NSIndexPath`, NotificationCenter's target-selector
/// registration, an app's own timing curve provider, the visual format language.
@MainActor
@Suite("Surface public libraries use")
struct LibrarySurfaceTests {
  @Test("a button's title label shows the title and colour of its current state")
  func buttonTitleLabel() {
    let button = UIButton(type: .system)
    button.setTitle("Open", for: .normal)
    button.setTitle("Opening", for: .highlighted)
    button.setTitleColor(.red, for: .normal)
    button.setTitleColor(.blue, for: .selected)
    var shown: [String] = []
    func look() {
      let label = button.titleLabel
      shown.append("\(label?.text ?? "nil") \(label?.textColor == .red ? "red" : "other")")
    }
    look()
    button.isHighlighted = true
    look()
    button.isHighlighted = false
    button.isSelected = true
    look()
    button.isSelected = false
    button.setTitle("Close", for: .normal)
    look()
    #expect(shown == ["Open red", "Opening red", "Open other", "Close red"])
    #expect(button.titleLabel === button.titleLabel)
    #expect(button.state == .normal)
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(button.currentTitle == "Close")
    #expect(button.titleColor(for: .selected) == .blue)
    #expect(UIButton().titleColor(for: .normal) == .white)
    #expect(button.titleLabel?.superview == nil)
  }

  @Test("a button's image view shows the image of its current state")
  func buttonImageView() {
    let button = UIButton()
    button.setImage(UIImage(named: "plain"), for: .normal)
    #expect(button.imageView?.image?.name == "plain")
    button.setImage(UIImage(named: "pressed"), for: .highlighted)
    button.isHighlighted = true
    #expect(button.imageView?.image?.name == "pressed")
    #expect(button.imageView === button.imageView)
    #expect(button.imageView?.superview == nil)
    button.adjustsImageWhenHighlighted = false
    #expect(!button.adjustsImageWhenHighlighted)
  }

  @Test("the general pasteboard gives back what the app copied, and starts empty")
  func pasteboard() {
    let board = UIPasteboard()
    #expect(board.string == nil && !board.hasStrings)
    board.string = "copied"
    #expect(board.string == "copied" && board.strings == ["copied"] && board.hasStrings)
    board.strings = ["a", "b"]
    #expect(board.string == "a")
    board.string = nil
    #expect(!board.hasStrings)
    // Copying one kind replaces what was there: a URL then a string leaves the string alone.
    board.url = URL(string: "https://example.com")
    #expect(board.hasURLs && !board.hasStrings)
    board.string = "a"
    #expect(!board.hasURLs && board.string == "a")
    #expect(UIPasteboard.general === UIPasteboard.general)
  }

  @Test("a button keeps its background image per state")
  func backgroundImage() {
    let button = UIButton()
    button.setBackgroundImage(UIImage(named: "plain"), for: .normal)
    button.setBackgroundImage(UIImage(named: "pressed"), for: .highlighted)
    #expect(button.backgroundImage(for: .highlighted)?.name == "pressed")
    #expect(button.backgroundImage(for: .disabled)?.name == "plain")
  }

  @Test("large titles' settings are kept; URLs, old API or new, do not open")
  func largeTitlesAndURLs() {
    let item = UINavigationItem(title: "Inbox")
    #expect(item.largeTitleDisplayMode == .automatic)
    item.largeTitleDisplayMode = .never
    #expect(item.largeTitleDisplayMode == .never)
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor.red]
    #expect(navigation.navigationBar.largeTitleTextAttributes?.count == 1)
    let settings = URL(string: UIApplication.openSettingsURLString)!
    #expect(settings.scheme == "app-settings")
    #expect(!UIApplication.shared.openURL(settings))
  }

  @Test("an image keeps its orientation; a context its interpolation quality; UIKit's mode")
  func imageOrientationAndModes() {
    let bitmap = ImageContexts.makeContext(pixelWidth: 40, pixelHeight: 20)
    guard let pixels = bitmap.makeImage() else {
      Issue.record("no image from the context")
      return
    }
    let turned = UIImage(cgImage: pixels, scale: 2, orientation: .right)
    #expect(turned.imageOrientation == .right)
    #expect(turned.size == CGSize(width: 10, height: 20))
    #expect(UIImage(cgImage: pixels).imageOrientation == .up)
    #expect(UIImage(named: "card")?.imageOrientation == .up)
    #expect(bitmap.interpolationQuality == .default)
    bitmap.interpolationQuality = .high
    #expect(bitmap.interpolationQuality.rawValue == 3)
    #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
  }

  @Test("NSIndexPath answers row, item and section as IndexPath does")
  func nsIndexPath() {
    let path = NSIndexPath(row: 3, section: 1)
    let parts: [Int] = [path.section, path.row, path.item]
    #expect(parts == [1, 3, 3])
    let bridged = IndexPath(row: 4, section: 2) as NSIndexPath
    let bridgedParts: [Int] = [bridged.section, bridged.row]
    #expect(bridgedParts == [2, 4])
  }

  /// An observer registered with selectors, as libraries register for UIKit's notifications.
  @MainActor
  final class Listener {
    var heard: [String] = []
    func changed(_ note: Notification) { heard.append("changed \(note.name.rawValue)") }
    func bare() { heard.append("bare") }
    func legacy(notification: NSNotification) {
      heard.append("legacy \(notification.name.rawValue)")
    }
  }

  @Test("addObserver(_:selector:name:object:) calls the method until the observer is removed")
  func notificationSelector() {
    let center = NotificationCenter()
    let first = Notification.Name("first")
    let second = Notification.Name("second")
    let third = Notification.Name("third")
    let listener = Listener()
    center.addObserver(listener, selector: { $0.changed }, name: first, object: nil)
    center.addObserver(
      listener, selector: { $0.legacy(notification:) }, name: second, object: nil)
    center.addObserver(listener, selector: { $0.bare }, name: nil, object: listener)
    center.post(name: first, object: nil)
    center.post(name: second, object: nil)
    center.post(name: third, object: nil)
    center.post(name: third, object: listener)
    center.removeObserver(listener, name: first, object: nil)
    center.post(name: first, object: nil)
    center.removeObserver(listener)
    center.post(name: third, object: listener)
    center.post(name: second, object: nil)
    #expect(listener.heard == ["changed first", "legacy second", "bare"])
  }

  @Test("an observer that went away hears nothing, and a block observer is still removed")
  func notificationObserverGone() {
    let center = NotificationCenter()
    let name = Notification.Name("gone")
    var listener: Listener? = Listener()
    weak var weakListener = listener
    center.addObserver(listener!, selector: { $0.bare }, name: name, object: nil)
    listener = nil
    #expect(weakListener == nil)
    center.post(name: name, object: nil)
    let counter = Counter()
    let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in
      counter.increment()
    }
    center.post(name: name, object: nil)
    center.removeObserver(token)
    center.post(name: name, object: nil)
    #expect(counter.value == 1)
  }

  final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
  }

  /// An app's own timing curve provider, as Jelly makes one.
  final class Composed: UITimingCurveProvider {
    let springTimingParameters: UISpringTimingParameters? = UISpringTimingParameters(
      dampingRatio: 0.7)
    let cubicTimingParameters: UICubicTimingParameters? = UICubicTimingParameters(
      animationCurve: .easeOut)
    let type: UITimingCurveType
    init(_ type: UITimingCurveType) { self.type = type }
    var timingCurveType: UITimingCurveType { type }
  }

  @Test("an app's own timing curve provider is timed by the parameters it gives")
  func timingCurveProvider() {
    #expect(TimingCurve(Composed(.composed)) == .spring(damping: 0.7, velocity: 0))
    #expect(TimingCurve(Composed(.cubic)) == .easeOut)
    #expect(TimingCurve(Composed(.builtin)) == .easeInOut)
    #expect(Composed(.spring).timingDescription == "spring(dampingRatio: 0.7)")
    #expect(UICubicTimingParameters(animationCurve: .linear).timingCurveType == .cubic)
    let animator = UIViewPropertyAnimator(duration: 1, timingParameters: Composed(.composed))
    #expect(animator.isUserInteractionEnabled)
  }

  @Test("the visual format language makes the constraints its grammar describes")
  func visualFormat() throws {
    let log = RecordBuffer()
    try Simulator.run(scenario: "test", to: log) { device in
      let root = PresentingViewController()
      device.window.rootViewController = root
      device.runUntilIdle()
      let bar = UIView()
      let body = UIView()
      for view in [bar, body] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(view)
      }
      let views = ["bar": bar, "body": body]
      let names = [
        ObjectIdentifier(bar): "bar", ObjectIdentifier(body): "body",
        ObjectIdentifier(root.view): "root",
      ]
      let made =
        NSLayoutConstraint.constraints(
          withVisualFormat: "H:|-0-[bar]-0-|", options: [], metrics: nil, views: views)
        + NSLayoutConstraint.constraints(
          withVisualFormat: "V:|-top-[bar(==44)]-[body(>=100@750)]|", options: .alignAllCenterX,
          metrics: ["top": 20], views: views)
      #expect(
        made.map { Self.describe($0, names: names) } == [
          "bar.leading == root.leading + 0", "root.trailing == bar.trailing + 0",
          "bar.height == 44", "bar.top == root.top + 20", "body.height >= 100 @750",
          "body.top == bar.bottom + 8", "body.centerX == bar.centerX + 0",
          "root.bottom == body.bottom + 0",
        ])
      #expect(made.allSatisfy { !$0.isActive })
      // Placement takes a view's equalities one by one, so the chain down to the body is left
      // out: the bar alone is pinned on both axes.
      NSLayoutConstraint.activate(made.filter { $0.firstItem !== body && $0.secondItem !== body })
      device.runUntilIdle()
      #expect(bar.frame == CGRect(x: 0, y: 20, width: 393, height: 44))
      let refused = NSLayoutConstraint.constraints(
        withVisualFormat: "H:[bar]-(>=8)-[missing]", options: [], metrics: nil, views: views)
      #expect(refused.isEmpty)
    }
    let notes = log.events.compactMap { event -> String? in
      if case .note(let diagnostic) = event.body { return diagnostic.message }
      return nil
    }
    #expect(
      notes == [
        "Unable to parse constraint format \"H:[bar]-(>=8)-[missing]\": 'missing' is not a key "
          + "in the views dictionary at character 15; UIKit raises "
          + "NSInvalidArgumentException, and no constraint is made."
      ])
  }

  /// `first.attribute relation second.attribute + constant @priority`, with the views' names.
  static func describe(_ constraint: NSLayoutConstraint, names: [ObjectIdentifier: String])
    -> String
  {
    func name(_ item: AnyObject?) -> String {
      item.map { names[ObjectIdentifier($0)] ?? "?" } ?? ""
    }
    let relation = [.equal: "==", .lessThanOrEqual: "<=", .greaterThanOrEqual: ">="][
      constraint.relation]!
    let constant = Int(constraint.constant)
    let priority = constraint.priority == .required ? "" : " @\(Int(constraint.priority.rawValue))"
    let first = "\(name(constraint.firstItem)).\(constraint.firstAttribute)"
    guard constraint.secondItem != nil else {
      return "\(first) \(relation) \(constant)\(priority)"
    }
    let second = "\(name(constraint.secondItem)).\(constraint.secondAttribute)"
    return "\(first) \(relation) \(second) + \(constant)\(priority)"
  }
}

/// Key-value coding where libraries use it, and the popover delegate they adopt.
@MainActor
@Suite("Key-value coding and popovers for libraries")
struct LibraryCodingTests {
  /// A layer with a custom animatable property, as a corner-rounding layer declares one.
  final class CornerLayer: CAShapeLayer {
    var radius: CGFloat = 12
  }

  @Test("a layer answers its properties, its subclass's and any key set on it, by name")
  func layerKeyValueCoding() {
    let layer = CornerLayer()
    layer.setValue(Float(0.5), forKey: "opacity")
    layer.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")
    layer.setValue("kept", forKey: "custom")
    let read: [String] = ["opacity", "frame", "radius", "custom", "missing"].map {
      layer.value(forKey: $0).map { "\($0)" } ?? "nil"
    }
    #expect(
      read == [
        "0.5", "\(CGRect(x: 1, y: 2, width: 3, height: 4))", "12.0", "kept", "nil",
      ])
    #expect(layer.opacity == 0.5)
    // An @NSManaged property, as transit run rewrites it, reads the value set for its name.
    let unset: CGFloat = layer.managedValue(forKey: "spread")
    layer.setValue(CGFloat(4), forKey: "spread")
    let set: CGFloat = layer.managedValue(forKey: "spread")
    #expect([unset, set] == [0, 4])
    let action: any CAAction = CABasicAnimation(keyPath: "radius")
    #expect(action is CABasicAnimation)
  }

  @Test("the application class answers its shared instance by key, as app-extension-safe code asks")
  func applicationByKey() {
    #expect(
      UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication
        === UIApplication.shared)
    #expect(UIApplication.value(forKey: "shared") as? UIApplication === UIApplication.shared)
    #expect(UIApplication.value(forKeyPath: "shared.delegate") == nil)
  }

  /// A popover delegate that keeps a popover a popover in a compact width.
  final class KeepPopover: UIPopoverPresentationControllerDelegate {
    var asked = 0
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      asked += 1
      return .none
    }
  }

  @Test("a popover's delegate answers the adaptive question as any presentation delegate")
  func popoverDelegate() throws {
    let delegate = KeepPopover()
    let run = try Run.start { run in
      let card = PresentedViewController()
      card.modalPresentationStyle = .popover
      card.popoverPresentationController?.sourceView = run.root.view
      card.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.popoverPresentationController?.delegate = delegate
      run.root.present(card, animated: false)
      run.device.runUntilIdle()
      #expect(card.presentationController is UIPopoverPresentationController)
      #expect(card.popoverPresentationController?.sourceRect.width == 20)
    }
    #expect(delegate.asked == 1)
    #expect(!run.events.isEmpty)
  }
}

/// `UICollectionViewController`, which photo grids that open a detail are written with.
@MainActor
@Suite("Collection view controller")
struct CollectionViewControllerTests {
  /// A grid of three items that records what the collection view asks and tells it.
  final class Grid: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    var heard: [String] = []

    init() {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      super.init(collectionViewLayout: layout)
    }

    override init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      heard.append("viewDidLoad \(collectionView.dataSource === self)")
    }

    override func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { 3 }

    override func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      heard.append("didSelect \(indexPath.item)")
    }
  }

  @Test("its view is a collection view it feeds, and a tap on an item selects it")
  func grid() throws {
    let grid = Grid()
    let layout = grid.collectionViewLayout
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      device.window.rootViewController = grid
      device.runUntilIdle()
      #expect(grid.collectionView.collectionViewLayout === layout)
      #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
      let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
      _ = device.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
      device.runUntilIdle()
    }
    #expect(grid.heard == ["viewDidLoad true", "didSelect 1"])
  }
}

/// Small pieces of UIKit sample apps set up their screens with.
@MainActor
@Suite("Sample apps' setup")
struct SampleSetupTests {
  /// A view that holds the focus until asked to give it up, and says whether it would.
  final class Field: UIView {
    var focused = true
    var gives = true
    var asked = 0
    override var isFirstResponder: Bool { focused }
    override func resignFirstResponder() -> Bool {
      asked += 1
      if gives { focused = false }
      return gives
    }
  }

  @Test("endEditing(_:) asks the first responder in the subtree to resign")
  func endEditing() {
    let form = UIView()
    let row = UIView()
    let field = Field()
    form.addSubview(row)
    row.addSubview(field)
    #expect(form.endEditing(false))
    #expect(field.asked == 1 && !field.focused)
    #expect(!form.endEditing(false))
    field.focused = true
    field.gives = false
    #expect(!form.endEditing(false))
    #expect(form.endEditing(true))
    #expect(field.asked == 3)
  }

  @Test("a navigation bar keeps its look, and attribute names have UIKit's raw values")
  func barLook() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.isTranslucent = false
    navigation.navigationBar.barTintColor = .red
    navigation.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
    #expect(!navigation.navigationBar.isTranslucent)
    #expect(navigation.navigationBar.barTintColor == .red)
    #expect(navigation.navigationBar.titleTextAttributes?.keys.first == .font)
    #expect(
      [NSAttributedString.Key.font, .foregroundColor].map(\.rawValue) == ["NSFont", "NSColor"])
  }
}

/// Core Animation's clock, as gesture code that measures a swipe's speed reads it.
@MainActor
@Suite("Core Animation's clock")
struct MediaTimeTests {
  @Test("CACurrentMediaTime() reads the virtual clock")
  func mediaTime() throws {
    var readings: [CFTimeInterval] = []
    try Simulator.run(scenario: "test", to: RecordBuffer()) { device in
      readings.append(CACurrentMediaTime())
      device.wait(0.25)
      readings.append(CACurrentMediaTime())
    }
    #expect(readings.count == 2)
    #expect(readings[1] - readings[0] == 0.25)
    #expect(CACurrentMediaTime() == 0)
  }
}
