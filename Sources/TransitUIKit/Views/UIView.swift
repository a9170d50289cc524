import Foundation
import TransitTrace

/// A headless `UIView`: geometry, appearance properties and a view hierarchy, without drawing.
///
/// Mirrors the parts of `UIView` transition code touches. Every change to the hierarchy is a
/// `view` record in the log, so replay can show what the container view holds at any step.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // Each property the log's geometry channel records tells it when set (UIView+Geometry.swift).
  /// A change of size marks the view for layout, as UIKit's `setFrame:` does only when the size
  /// changes, and resizes the subviews that autoresize.
  open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size {
        needsLayout = true
        autoresizeSubviews(from: oldValue.size)
      }
      KeyValueObservers.didSet(self)
      geometryDidChange()
    }
  }
  private var boundsOrigin = CGPoint.zero { didSet { geometryDidChange() } }
  open var alpha: CGFloat = 1 {
    didSet {
      KeyValueObservers.didSet(self)
      geometryDidChange()
    }
  }
  open var isHidden = false {
    didSet {
      KeyValueObservers.didSet(self)
      geometryDidChange()
    }
  }
  open var transform = CGAffineTransform.identity {
    didSet {
      KeyValueObservers.didSet(self)
      geometryDidChange()
    }
  }
  open var backgroundColor: UIColor? {
    didSet {
      drawnBackgroundColor = backgroundColor
      geometryDidChange()
    }
  }
  /// The colour UIView's own `backgroundColor` was last set to, which its layer draws: what the
  /// log records, read without a subclass's override of the getter, which UIKit does not call
  /// as a view enters the hierarchy (a banner whose getter reads a view it makes later).
  var drawnBackgroundColor: UIColor?
  open var clipsToBounds = false { didSet { geometryDidChange() } }
  /// Mirrors `mask` (iOS 8): a view whose alpha masks the view's content; its layer becomes the
  /// layer's `mask`, as the view's layer is the view's. Kept, not drawn, and not in the view's
  /// subviews.
  open var mask: UIView? { didSet { layer.mask = mask?.layer } }

  /// Mirrors `removeFromSuperview()`, which a subclass may override (a slideshow that stops its
  /// timer as it leaves), so it is declared here rather than with the other hierarchy methods
  /// (`UIView+Hierarchy.swift`): a method declared in an extension cannot be overridden without
  /// the Objective-C runtime. UIKit's own removals go through it too, overrides and all.
  open func removeFromSuperview() { detachFromSuperview() }
  /// Mirrors `isOpaque` (true by default, as UIKit's), kept: nothing is drawn.
  open var isOpaque = true
  open var isUserInteractionEnabled = true
  /// Mirrors `autoresizingMask`: how the view follows its superview's size changes, when no
  /// constraints place it (`UIView+Autoresizing.swift`).
  open var autoresizingMask: AutoresizingMask = []
  open var autoresizesSubviews = true
  /// Mirrors `isExclusiveTouch` and `isMultipleTouchEnabled`: kept; each step is one finger.
  open var isExclusiveTouch = false
  open var isMultipleTouchEnabled = false
  /// Mirrors `tintColor`: the colour set on the view, else its superview's, else the system
  /// blue. Setting it calls `tintColorDidChange()` on the view and on each view inside it that
  /// inherits the colour (Apple's `tintColorDidChange()` page).
  open var tintColor: UIColor! {
    get { explicitTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      explicitTintColor = newValue
      tintDidChange()
    }
  }
  /// The colour set on this view itself, if any.
  private var explicitTintColor: UIColor?
  /// Mirrors `tintAdjustmentMode`; kept (Transit dims no tint while a view is presented over).
  open var tintAdjustmentMode = TintAdjustmentMode.automatic

  /// Mirrors `tintColorDidChange()`, which a subclass overrides to redraw in the new tint.
  open func tintColorDidChange() {}

  private func tintDidChange() {
    tintColorDidChange()
    for subview in subviews where subview.explicitTintColor == nil { subview.tintDidChange() }
  }
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  /// Mirrors `userInterfaceLayoutDirection(for:)`: right to left only where the attribute forces
  /// it, as the app's language here is written left to right.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
  open var tag = 0
  /// Also the view's id in the log, when set (`dimmingView`), so diagrams read well.
  open var accessibilityIdentifier: String?
  /// Mirrors `accessibilityIgnoresInvertColors` (iOS 11): kept, as Smart Invert is never on.
  open var accessibilityIgnoresInvertColors = false
  /// Mirrors `minimumContentSizeCategory` and `maximumContentSizeCategory` (iOS 15): the text
  /// sizes the view's traits are limited to, nil for none. Kept: the text size here is always
  /// `.large`, within any limit an app sets.
  open var minimumContentSizeCategory: UIContentSizeCategory?
  open var maximumContentSizeCategory: UIContentSizeCategory?
  /// Mirrors `appliedContentSizeCategoryLimitsDescription`, the limits described for
  /// debugging.
  open var appliedContentSizeCategoryLimitsDescription: String {
    let minimum = minimumContentSizeCategory?.rawValue ?? "none"
    let maximum = maximumContentSizeCategory?.rawValue ?? "none"
    return "<\(type(of: self)): minimum \(minimum), maximum \(maximum)>"
  }
  /// Mirrors `layer`: of the class `layerClass` names; its geometry and opacity are the view's.
  /// A dispatcher of the Objective-C runtime's table (`ObjectiveCRuntime`), so an `override var
  /// layer` in an extension, which `transit run` registers there, answers it.
  open var layer: CALayer {
    ObjectiveCRuntime.dispatch(self, UIView.self, "layer", ()) ?? storedLayer
  }
  let storedLayer: CALayer
  /// Mirrors `contentMode`; nothing is drawn, so it changes nothing.
  open var contentMode = ContentMode.scaleToFill
  /// Auto Layout, recorded and never solved (`UIView+AutoLayout.swift`).
  open var translatesAutoresizingMaskIntoConstraints = true
  var layout = AutoLayoutRecord()
  /// Mirrors `layoutMargins`: UIKit's default of 8 points on each side, which
  /// `layoutMarginsGuide` insets the bounds by. A new value calls `layoutMarginsDidChange()` and
  /// marks the view for layout (`UIView+Margins.swift`).
  open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
    didSet {
      guard layoutMargins != oldValue else { return }
      layoutMarginsDidChange()
      setNeedsLayout()
    }
  }
  /// Mirrors `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea`: kept; the
  /// margins guide is the bounds less `layoutMargins` alone.
  open var preservesSuperviewLayoutMargins = false
  open var insetsLayoutMarginsFromSafeArea = true
  /// Mirrors `layoutMarginsDidChange()`: called after `layoutMargins` changed.
  open func layoutMarginsDidChange() {}
  /// Mirrors `traitCollectionDidChange(_:)` (UITraitEnvironment): called on the views of a view
  /// controller, after the view controller, when a rotation changes its size classes
  /// (`UIView+Margins.swift`).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Mirrors `addSubview(_:)`, which a subclass may override (a container that puts what it is
  /// given into a view of its own); the hierarchy change is `insert(_:at:name:)`'s.
  open func addSubview(_ view: UIView) {
    insert(view, at: subviews.count, name: .addSubview)
  }

  public internal(set) weak var superview: UIView?
  public internal(set) var subviews: [UIView] = []
  public private(set) var gestureRecognizers: [UIGestureRecognizer]?
  /// The interactions added to the view (`UIInteraction.swift`), in the order added.
  var storedInteractions: [any UIInteraction] = []
  /// Mirrors `motionEffects` (`UIMotionEffect.swift`): kept, never applied.
  open var motionEffects: [UIMotionEffect] = []

  /// The view controller whose root view this is.
  weak var owningViewController: UIViewController?
  /// The view this one is a snapshot of.
  weak var snapshotSource: UIView?
  /// The id the log uses for this view, given the first time the view is named.
  var traceID: String?
  /// The class name the log shows for this view.
  var traceClassName: String { String(describing: type(of: self)) }
  /// A new view needs its first layout; afterwards a subview added or removed, a new size or
  /// `setNeedsLayout()` marks it again. A view moved back to where it was, at the size it had,
  /// is not laid out again (the pop in readke.com's device log).
  var needsLayout = true
  /// The segue a storyboard connects to this cell, performed when a touch selects it.
  var selectionSegue: SegueTemplate?
  /// The safe area the layout pass last gave this view (`Simulator+Layout.swift`).
  var deliveredSafeAreaInsets = UIEdgeInsets.zero
  /// `setNeedsUpdateConstraints()` was called, and the size constraints were last updated for.
  var needsUpdateConstraintsFlag = false
  var constraintsUpdatedForSize: CGSize?
  /// What the log's geometry channel last wrote of the view; nil until the log names it.
  var loggedGeometry: ViewProperties?
  /// What `setValue(_:forKey:)` kept for keys that name no property Transit answers by name
  /// (`UIView+KeyValueCoding.swift`).
  var keyValueStore: [String: Any] = [:]

  public init(frame: CGRect) {
    self.frame = frame
    storedLayer = Self.makeLayer()
    super.init()
    storedLayer.owningView = self
    AppearanceRegistry.current.apply(to: self)
  }

  /// Mirrors `init?(coder:)`, which a storyboard or a nib makes its views with, reading the
  /// element's frame, colours and identifiers first. It is not `required`, as Apple's is
  /// through Objective-C's `NSCoding` (`transit run` rewrites a developer's
  /// `required init?(coder:)` into `override`).
  public init?(coder: NSCoder) {
    frame = .zero
    storedLayer = Self.makeLayer()
    super.init()
    storedLayer.owningView = self
    AppearanceRegistry.current.apply(to: self)
    if let coder = coder as? InterfaceCoder { InterfaceAttributes.apply(coder.element, to: self) }
  }

  /// Mirrors `draw(_:in:)` of `CALayerDelegate`, which a view is to its layer: a subclass
  /// overrides it to draw its layer itself. Never called, as nothing is drawn.
  open func draw(_ layer: CALayer, in ctx: CGContext) {}

  /// Mirrors `forFirstBaselineLayout`, `forLastBaselineLayout` and the deprecated
  /// `forBaselineLayout()`: the view baseline constraints apply to, the view itself unless a
  /// subclass names one of its subviews. Baselines are not solved here.
  open var forFirstBaselineLayout: UIView { self }
  open var forLastBaselineLayout: UIView { self }
  open func forBaselineLayout() -> UIView { self }

  /// Mirrors `layerClass`: the class of the view's layer; override it to back a view with a
  /// `CAShapeLayer` or a layer of your own.
  open class var layerClass: AnyClass { CALayer.self }

  /// Mirrors `display(_:)` of `CALayerDelegate`, which a view is to its layer: a subclass
  /// overrides it to set its layer's contents itself. The layer's `display()` calls it.
  open func display(_ layer: CALayer) {}

  private static func makeLayer() -> CALayer {
    (layerClass as? CALayer.Type ?? CALayer.self).init()
  }

  public override convenience init() {
    self.init(frame: .zero)
  }

  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// Mirrors `next`: the view controller whose view this is, else the superview (Apple's
  /// UIResponder `next` page).
  open override var next: UIResponder? { owningViewController ?? superview }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Mirrors `viewWithTag(_:)`: the view itself or one of its descendants whose `tag` is `tag`
  /// (Apple's page gives no order; here the first found depth first, the view itself first).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Gestures

  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view = self
    gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
  }

  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers?.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }

  /// Mirrors `gestureRecognizerShouldBegin(_:)`: asked, after the recognizer's delegate, as a
  /// recognizer attached to this view leaves `.possible`; false fails it. True by default.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: Drawing, kept

  /// Mirrors `draw(_:)`: nothing is drawn here, so UIKit never calls it.
  open func draw(_ rect: CGRect) {}

  /// Mirrors `setNeedsDisplay()`: nothing is drawn, so it asks for nothing.
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}

  // MARK: Layout

  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays the view out now if it needs it, through its layer, as the layout pass does.
  public func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSublayers(of: layer)
  }

  /// Mirrors `layoutSublayers(of:)` of `CALayerDelegate`, which a view is to its layer: Core
  /// Animation's layout of the view's layer reaches the view here, and UIKit's implementation
  /// lays the view out: its view controller's `viewWillLayoutSubviews()`, `layoutSubviews()`,
  /// `viewDidLayoutSubviews()` (a presentation's container view's layout goes to its
  /// presentation controller's hooks instead). Every layout pass and `layoutIfNeeded()` come
  /// through it, so an override that sizes a sublayer and calls `super` runs at each one.
  /// Source: Apple, `CALayer.layoutSublayers()` (`quartzcore-layout-sublayers` in
  /// docs/sources.md).
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    if let simulator = EngineContext.current {
      simulator.layOutView(self)
    } else {
      owningViewController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningViewController?.viewDidLayoutSubviews()
    }
  }

  /// Override to position subviews; the engine calls it at the end of the run-loop turn. The
  /// default places the subviews that constraints pin exactly (`ConstraintPlacement`), as
  /// UIKit's does with Auto Layout, so an override calls `super.layoutSubviews()` first.
  open func layoutSubviews() {
    if ObjectiveCRuntime.dispatch(self, UIView.self, "layoutSubviews", (), as: Void.self) != nil {
      return
    }
    originalLayoutSubviews()
  }
  final func originalLayoutSubviews() { placeConstrainedSubviews() }

  /// Mirrors `updateConstraints()`: override to change the view's constraints, calling `super`
  /// last. The engine calls it in the update pass before layout (`Simulator+Layout.swift`).
  open func updateConstraints() {}

  /// Mirrors `requiresConstraintBasedLayout`: true for a view whose `updateConstraints()` must
  /// be called even when nothing shows it uses constraints.
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Hierarchy notifications

  // UIKit sends these around `addSubview(_:)`, the `insertSubview` methods and
  // `removeFromSuperview()` (`UIView+Hierarchy.swift`): `willMove(toSuperview:)`, then, when the
  // window changes, `willMove(toWindow:)` to the view and each of its subviews, the move,
  // `didMoveToWindow()` to each, `didMoveToSuperview()`; the superview hears `didAddSubview(_:)`
  // last, and `willRemoveSubview(_:)` first. Not logged.
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {
    ObjectiveCRuntime.dispatch(self, UIView.self, "didMoveToSuperview", (), as: Void.self)
  }
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {
    ObjectiveCRuntime.dispatch(self, UIView.self, "didMoveToWindow", (), as: Void.self)
  }
  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}

  /// Mirrors `encode(with:)` (NSCoding): nothing archives a view here; an override that calls
  /// `super` compiles.
  open func encode(with coder: NSCoder) {}

  /// Mirrors `sizeThatFits(_:)`: with no text or image measured, the view's own size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Mirrors `UIView.noIntrinsicMetric`: no size of its own along an axis.
  public static let noIntrinsicMetric: CGFloat = -1

  /// Mirrors `intrinsicContentSize`: none along either axis for a plain view, as UIKit's
  /// default; a subclass gives its own. Constraints are recorded, not solved, so nothing
  /// sizes a view by it here but the app's own code.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Mirrors `invalidateIntrinsicContentSize()`: with no constraints solved, there is nothing to
  /// update.
  open func invalidateIntrinsicContentSize() {}

  /// Mirrors `sizeToFit()`, which keeps the size `sizeThatFits(_:)` gives.
  open func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  // MARK: Coordinates

  /// The view's origin in window coordinates; transforms are not applied.
  private var originInWindow: CGPoint {
    var point = CGPoint.zero
    var view: UIView? = self
    while let current = view {
      point.x += current.frame.minX - current.bounds.minX
      point.y += current.frame.minY - current.bounds.minY
      if current is UIWindow { break }
      view = current.superview
    }
    return point
  }

  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let source = view?.originInWindow ?? .zero
    let target = originInWindow
    return CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
  }

  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let source = originInWindow
    let target = view?.originInWindow ?? .zero
    return CGPoint(x: point.x + source.x - target.x, y: point.y + source.y - target.y)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  // MARK: Hit-testing

  /// Mirrors `point(inside:with:)`: whether `point`, in the view's own coordinates, is inside
  /// it. Override it to make a view catch touches outside its bounds, or let them through.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Mirrors `hitTest(_:with:)`: the deepest view under `point` (in the view's own coordinates)
  /// that takes touches. A hidden view, one with interaction disabled, or one with an alpha
  /// below 0.01 takes none, nor do its subviews; subviews are tried front to back. Transforms
  /// are not applied, as nowhere else in Transit's geometry.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
    }
    return self
  }

  // MARK: Snapshots

  /// A view that looks like this one, for animating in its place.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = SnapshotView(frame: frame)
    snapshot.snapshotSource = self
    snapshot.alpha = alpha
    snapshot.transform = transform
    snapshot.backgroundColor = backgroundColor
    snapshot.layer.cornerRadius = layer.cornerRadius
    return snapshot
  }
}

extension UIView {
  /// Mirrors `drawHierarchy(in:afterScreenUpdates:)`: draws the view into the current image
  /// context, which here draws nothing; true, as the view is always complete.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    true
  }
}

/// What `snapshotView(afterScreenUpdates:)` returns; UIKit's class is `_UIReplicantView`.
final class SnapshotView: UIView {
  override var traceClassName: String { "_UIReplicantView" }
}

/// Mirrors `UIVisualEffectView`: a view that blurs what is behind it; its effect is kept, and
/// its content goes in `contentView`, as on iOS.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  open var effect: UIVisualEffect?
  public let contentView = UIView()

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
  }

  /// A view with no effect; with it, `UIVisualEffectView()` too.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Mirrors `UIVisualEffect`. Key-value coding by string (`setValue(_:forKeyPath:)`,
/// `value(forKeyPath:)`), which code uses to reach a blur's private radius, keeps each value by
/// its key and gives it back, and changes nothing, as no effect is drawn.
open class UIVisualEffect: NSObject, @unchecked Sendable {
  private var keyedValues: [String: Any] = [:]

  /// Mirrors `value(forKeyPath:)`: what was set for the key, or nil.
  public func value(forKeyPath keyPath: String) -> Any? { keyedValues[keyPath] }
  public func value(forKey key: String) -> Any? { keyedValues[key] }

  /// Mirrors `setValue(_:forKeyPath:)`: kept by the key.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) { keyedValues[keyPath] = value }
  public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
}

/// Mirrors `UIBlurEffect`.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
  /// Mirrors `UIBlurEffect.Style`.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent, systemUltraThinMaterial
    case systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemMaterialLight, systemMaterialDark
  }
  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Mirrors `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
  public let blurEffect: UIBlurEffect
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// A view that shows an image; the engine only needs its frame and content mode.
@preconcurrency @MainActor
open class UIImageView: UIView {
  public var imageName: String?
  /// Mirrors `image`; an image is inert here (`UIImage`).
  open var image: UIImage?
  /// Mirrors `preferredSymbolConfiguration`: kept, as a symbol is not drawn.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
  /// Mirrors `highlightedImage` and `isHighlighted`: kept; which one shows is not drawn.
  open var highlightedImage: UIImage?
  open var isHighlighted = false
  /// Mirrors `animationImages`, `highlightedAnimationImages`, `animationDuration` and
  /// `animationRepeatCount`: kept; no frame is drawn.
  open var animationImages: [UIImage]?
  open var highlightedAnimationImages: [UIImage]?
  open var animationDuration: TimeInterval = 0
  open var animationRepeatCount = 0
  /// Mirrors `isAnimating`: true from `startAnimating()`, given images to show, until
  /// `stopAnimating()`; a finite `animationRepeatCount` is not counted down.
  open private(set) var isAnimating = false

  /// Mirrors `startAnimating()` and `stopAnimating()`.
  open func startAnimating() {
    isAnimating = !(animationImages ?? []).isEmpty
  }
  open func stopAnimating() {
    isAnimating = false
  }

  public init(imageNamed name: String? = nil) {
    imageName = name
    super.init(frame: .zero)
    contentMode = .scaleToFill
  }

  /// Mirrors `init(image:)`: the view takes the image's size, as UIKit's does.
  public init(image: UIImage?) {
    self.image = image
    imageName = image?.name
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `intrinsicContentSize`: the image's size, or none without an image.
  open override var intrinsicContentSize: CGSize {
    image.map(\.size)
      ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
}
