import Foundation

/// Mirrors `UIGestureRecognizer`: turns the touches of a finger sequence into a gesture, sent to
/// its targets' actions, in competition with the other recognizers the touches reach
/// (`GestureArbiter`).
///
/// Swift on Linux has no `#selector`, so an action is a method reference with the same shape:
/// `UIPanGestureRecognizer(target: self, action: CardTransition.handlePan)`, or one that takes
/// no sender. `transit run` rewrites `#selector(handlePan(_:))` into that form. Subclasses see
/// the touches as UIKit's do (`touchesBegan(_:with:)`… with `UIGestureRecognizerSubclass`'s
/// settable `state`), so a recognizer that refines a pan by overriding `touchesMoved` works.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  public enum State: String, Sendable {
    case possible, began, changed, ended, cancelled, failed

    /// Mirrors `UIGestureRecognizer.State.recognized`, the same state as `.ended`.
    public static let recognized = State.ended
  }

  /// Mirrors `state`. Settable, as `UIGestureRecognizerSubclass` makes it for subclasses: a
  /// change made while touches are delivered is the recognizer's decision, which the engine
  /// arbitrates (`GestureArbiter`).
  open var state: State {
    get { currentState }
    set {
      EngineContext.current?.gestureArbiter.recognizer(self, wants: newValue) ?? setState(newValue)
    }
  }
  var currentState = State.possible
  public internal(set) weak var view: UIView?
  open var isEnabled = true {
    didSet { if !isEnabled, currentState != .possible { currentState = .possible } }
  }
  /// Mirrors `name`, for finding a recognizer again.
  open var name: String?
  /// Mirrors `delegate`, which UIKit holds weakly and asks about touches, beginning and other
  /// recognizers (`UIGestureRecognizerDelegate.swift`).
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Mirrors `cancelsTouchesInView`, `delaysTouchesBegan` and `delaysTouchesEnded`, with UIKit's
  /// defaults: they decide which of the sequence's touches the view under the finger gets in its
  /// own touch methods (`ViewTouches`). A control or a cell under a recognizer keeps the
  /// engine's rule instead: the recognizer's taps and pans never reach it.
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  /// Mirrors `requiresExclusiveTouchType`; there is one kind of touch here.
  open var requiresExclusiveTouchType = true

  /// The targets and their actions, in the order added; UIKit holds targets weakly.
  private var targets: [TargetAction] = []
  /// UIKit's own recognizer (a sheet's swipe); its gestures are filed under `uikit`.
  var isSystemRecognizer = false
  /// Keeps UIKit's own target alive; a user's target is held weakly, as in UIKit.
  var systemTarget: AnyObject?
  /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
  var requiredToFail: [WeakRecognizer] = []
  /// Where the touches are, in window coordinates, while a finger is down; nil when the engine
  /// touches the view without a point (the centre of the view is used then).
  var touchPoints: [CGPoint] = []

  private struct TargetAction {
    weak var target: AnyObject?
    let send: (UIGestureRecognizer) -> Void
  }

  struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
  }

  /// Mirrors `init(target:action:)` with no target, as subclasses that add one later use, and
  /// `init()`.
  public override init() { super.init() }

  /// Mirrors `init(target:action:)` with the action given as a `Selector`: one `transit run`
  /// made from `#selector(f)` keeps the method, and is sent as target-action is; one given only
  /// by name (`Selector("f")`, or nil, as a subclass passes `super.init(target: nil, action:
  /// nil)` before adding its targets) is kept by no one and never sent: Linux has no runtime to
  /// send it.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Mirrors `addTarget(_:action:)` with the action given as a `Selector` that keeps its method
  /// (`init(target:action:)` above); one given only by name is never sent.
  public final func addTarget(_ target: Any, action: Selector) {
    guard let send = action.send, let target = target as AnyObject? else { return }
    append(target) { [weak target] recognizer in
      guard let target else { return }
      _ = send(target, recognizer)
    }
  }

  /// Mirrors `init(target:action:)` for an action that takes the recognizer.
  public init<Target: AnyObject, Sender: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
  ) {
    super.init()
    addTarget(target, action: action)
  }

  /// Mirrors `init(target:action:)` for an action that takes no argument.
  public init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    super.init()
    addTarget(target, action: action)
  }

  /// Mirrors `init(target:action:)` for an action whose sender is `Any`.
  public init<Target: AnyObject>(
    target: Target, action: @escaping (Target) -> @MainActor (Any) -> Void
  ) {
    super.init()
    addTarget(target, action: action)
  }

  /// Mirrors `addTarget(_:action:)`: another target, called after those added before.
  public final func addTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void
  ) {
    append(target) { [weak target] recognizer in
      guard let target, let sender = recognizer as? Sender else { return }
      action(target)(sender)
    }
  }

  /// `addTarget(_:action:)` for an action that takes no argument.
  public final func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    append(target) { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }

  /// `addTarget(_:action:)` for an action whose sender is `Any`.
  public final func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> @MainActor (Any) -> Void
  ) {
    append(target) { [weak target] recognizer in
      guard let target else { return }
      action(target)(recognizer)
    }
  }

  /// Adds a target with an action already wrapped; for Transit's own recognizers and for a
  /// `Selector`-based `init(target:action:)`.
  package func append(_ target: AnyObject, _ send: @escaping (UIGestureRecognizer) -> Void) {
    targets.append(TargetAction(target: target, send: send))
  }

  /// Mirrors `removeTarget(_:action:)` for every action of `target` (of every target, if nil).
  public func removeTarget(_ target: AnyObject?) {
    targets.removeAll { target == nil || $0.target === target }
  }

  /// Mirrors `removeTarget(_:action:)` with the action `transit run` writes as a method
  /// reference (`#selector(handlePan(_:))`). Two method references cannot be compared, so every
  /// action of `target` is removed, whichever `action` names, as a target usually has one.
  public final func removeTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Sender) -> Void
  ) {
    removeTarget(target)
  }

  /// `removeTarget(_:action:)` for an action that takes no argument.
  public final func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor () -> Void
  ) {
    removeTarget(target)
  }

  /// `removeTarget(_:action:)` for an action whose sender is `Any`.
  public final func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Any) -> Void
  ) {
    removeTarget(target)
  }

  /// `removeTarget(_:action:)` with a `Selector`, or nil for every action, as UIKit's
  /// documentation allows.
  public final func removeTarget(_ target: Any?, action: Selector?) {
    removeTarget(target as AnyObject?)
  }

  /// The first target still alive: the log names it as the gesture's target.
  var target: AnyObject? { targets.first { $0.target != nil }?.target }

  /// Sends the action to every live target, in the order they were added.
  func sendActions() {
    for targetAction in targets where targetAction.target != nil { targetAction.send(self) }
  }

  /// The gesture's kind as the log names it.
  var kind: String { "gesture" }

  /// Whether it recognizes a gesture that lasts (began, changed, ended) rather than one that
  /// happens at once.
  var isContinuous: Bool { false }

  func setState(_ state: State) {
    currentState = state
  }

  // MARK: Failure requirements

  /// Mirrors `require(toFail:)`: this recognizer recognizes only once `other` has failed; if
  /// `other` recognizes, this one fails.
  public func require(toFail other: UIGestureRecognizer) {
    requiredToFail.removeAll { $0.recognizer == nil || $0.recognizer === other }
    requiredToFail.append(WeakRecognizer(recognizer: other))
  }

  /// Mirrors `shouldRequireFailure(of:)`, for subclasses to require another's failure
  /// class-wide; false by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// Mirrors `shouldBeRequiredToFail(by:)`; false by default.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Mirrors `canPrevent(_:)`: whether this recognizer, recognizing, keeps `other` from it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Mirrors `canBePrevented(by:)`.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  // MARK: Touches (UIGestureRecognizerSubclass)

  /// Mirrors `touchesBegan(_:with:)`, sent before the view under the finger sees the touch.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Mirrors `touchesMoved(_:with:)`.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Mirrors `touchesEnded(_:with:)`.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Mirrors `touchesCancelled(_:with:)`.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Mirrors `reset()`, called once the gesture is over, to get ready for the next one.
  open func reset() {}

  /// Mirrors `ignore(_:for:)`: kept, as each step's touches are one gesture.
  open func ignore(_ touch: UITouch, for event: UIEvent) {}

  // MARK: Where

  /// Mirrors `numberOfTouches`: the fingers down while a gesture is under way.
  public var numberOfTouches: Int { touchPoints.count }

  /// Mirrors `location(in:)`: the centroid of the touches, in `view`'s coordinates; the centre
  /// of the recognizer's view when the engine touched the view itself.
  open func location(in view: UIView?) -> CGPoint {
    guard !touchPoints.isEmpty else {
      guard let own = self.view else { return .zero }
      return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }
    let count = CGFloat(touchPoints.count)
    let centroid = CGPoint(
      x: touchPoints.map(\.x).reduce(0, +) / count, y: touchPoints.map(\.y).reduce(0, +) / count)
    return view.map { $0.convert(centroid, from: nil) } ?? centroid
  }

  /// Mirrors `location(ofTouch:in:)`.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard touchPoints.indices.contains(touchIndex) else { return location(in: view) }
    let point = touchPoints[touchIndex]
    return view.map { $0.convert(point, from: nil) } ?? point
  }
}
