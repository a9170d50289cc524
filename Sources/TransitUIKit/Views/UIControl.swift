import Foundation
import TransitTrace

/// Mirrors `UIControl`: a view that turns touches into actions sent to targets.
///
/// Swift on Linux has no `#selector`, so an action is a method reference with the same shape,
/// as for the gesture recognizers: `closeButton.addTarget(self, action: DetailViewController.close,
/// for: .touchUpInside)`. The control tracks its own touches (UIKit's `touchesBegan(_:with:)`
/// and `touchesEnded(_:with:)`): a touch-down highlights it and sends `.touchDown`, lifting the
/// finger on it unhighlights it and sends `.touchUpInside`.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// Mirrors `UIControl.Event`, with UIKit's raw values, for the events Transit delivers.
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A finger came down on the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A finger lifted while on the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// Sent by a control whose value a touch changed (a switch, a segmented control, a stepper,
    /// a page control).
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// Mirrors `showsMenuAsPrimaryAction` (iOS 14): a button with a menu opens it on a tap rather
  /// than sending its actions (`UIButton.menu`).
  open var showsMenuAsPrimaryAction = false
  /// Mirrors `isContextMenuInteractionEnabled` (iOS 14): kept; no context menu is shown.
  open var isContextMenuInteractionEnabled = false

  /// A disabled control ignores touches.
  open var isEnabled = true {
    didSet { stateDidChange() }
  }
  /// True while a finger is on the control.
  open var isHighlighted = false {
    didSet { stateDidChange() }
  }
  /// Mirrors `isSelected`: set by the app (a toggle), never by a touch.
  open var isSelected = false {
    didSet { stateDidChange() }
  }

  /// Mirrors `contentHorizontalAlignment` and `contentVerticalAlignment`: kept; text and
  /// images are not laid out (`UIControl+Alignment`).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// Mirrors `state`: highlighted, disabled and selected, from the three flags.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called after `isEnabled`, `isHighlighted` or `isSelected` changed; a button shows the
  /// title and colour of its new state.
  func stateDidChange() {}

  /// The events a lifted finger sends, whose target the touch names in the log: a button's
  /// `.touchUpInside`; a control with a value (a switch, a stepper) sends `.valueChanged`.
  var liftEvents: Event { .touchUpInside }

  /// The finger lifted on the control, on `view` (the control or a view inside it): a button
  /// sends `.touchUpInside`; a control with a value changes it first (`UISwitch`,
  /// `UISegmentedControl`, `UIStepper`, `UIPageControl`).
  func touchLifted(on view: UIView) {
    sendActions(for: .touchUpInside)
  }

  /// Where the finger came down, in the control's coordinates, when a hit test found the
  /// control itself: which part of a segmented control, a stepper or a page control it touched.
  private var touchPoint: CGPoint?

  open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self { touchPoint = point }
    return hit
  }

  /// Where the lifted finger came down, or the middle of the control for a touch made by its
  /// id; the point is used once.
  func takeTouchPoint() -> CGPoint {
    defer { touchPoint = nil }
    return touchPoint ?? CGPoint(x: bounds.midX, y: bounds.midY)
  }

  private struct TargetAction {
    weak var target: AnyObject?
    var events: Event
    /// Sends the action to `target` with the control as its sender.
    let send: (UIControl) -> Void
    /// A `UIAction` added with `addAction(_:for:)`, which the control holds strongly.
    var action: UIAction?
    /// For an action added with a nil target: whether a responder implements it (is of the
    /// method's class), and the send to that responder.
    var chained: ChainedAction?
  }

  /// An action added with a nil target, which UIKit delivers to the first object up the
  /// responder chain that responds to it (Apple's `addTarget(_:action:for:)` page).
  private struct ChainedAction {
    let accepts: (AnyObject) -> Bool
    let send: (AnyObject, UIControl) -> Void
  }

  private var targetActions: [TargetAction] = []

  /// Mirrors `addTarget(_:action:for:)`: `action` is sent to `target`, which the control holds
  /// weakly, with the control as the sender, whenever one of `controlEvents` happens.
  ///
  /// Final, as no subclass overrides it: Swift 6.3 mangles this method of a `@preconcurrency`
  /// class differently where a subclass's method table refers to it, and linking fails.
  ///
  /// A nil `target` sends the action up the responder chain, from the control, to the first
  /// responder that is of the method's class (Apple's page: "If you specify nil, UIKit searches
  /// the responder chain for an object that responds to the specified action message"). Transit
  /// has no first responder, so the search starts where UIKit's does when there is none.
  public final func addTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    add(target, controlEvents) { (target: Target, control) in
      guard let sender = control as? Sender else { return }
      action(target)(sender)
    }
  }

  /// `addTarget(_:action:for:)` for an action that takes no sender.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    add(target, controlEvents) { (target: Target, _) in action(target)() }
  }

  /// `addTarget(_:action:for:)` for an action whose sender is `Any`, as Interface Builder
  /// declares an `@IBAction`'s.
  public final func addTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Any) -> Void,
    for controlEvents: Event
  ) {
    add(target, controlEvents) { (target: Target, control) in action(target)(control) }
  }

  /// `addTarget(_:action:for:)` with the action given as a `Selector` that keeps its method, as
  /// `transit run` writes `#selector(f)` passed through a function of the developer's; one given
  /// only by name is never sent (Linux has no runtime to send it).
  public final func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard let send = action.send, let accepts = action.accepts else { return }
    guard let target = target as AnyObject? else {
      targetActions.append(
        TargetAction(
          target: nil, events: controlEvents, send: { _ in },
          chained: ChainedAction(accepts: accepts) { _ = send($0, $1) }))
      return
    }
    targetActions.append(
      TargetAction(target: target, events: controlEvents) { [weak target] control in
        guard let target else { return }
        _ = send(target, control)
      })
  }

  /// Adds an action sent to `target`, held weakly, or, for a nil target, up the responder chain
  /// to the first responder that is a `Target`.
  private func add<Target: AnyObject>(
    _ target: Target?, _ events: Event, _ send: @escaping (Target, UIControl) -> Void
  ) {
    guard let target else {
      let chained = ChainedAction(
        accepts: { $0 is Target }, send: { send($0 as! Target, $1) })
      targetActions.append(
        TargetAction(target: nil, events: events, send: { _ in }, chained: chained))
      return
    }
    targetActions.append(
      TargetAction(target: target, events: events) { [weak target] control in
        guard let target else { return }
        send(target, control)
      })
  }

  /// Mirrors `addAction(_:for:)` (iOS 14): the control holds `action` and runs its handler,
  /// with the control as its `sender`, whenever one of `controlEvents` happens, in the order
  /// actions and targets were added. Actions are unique by identifier: one added for an event
  /// replaces the action with the same identifier added before for it (Apple's page), so a
  /// cell that adds its action each time it is configured runs it once.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.identifier == action.identifier }
    targetActions.append(
      TargetAction(target: nil, events: controlEvents, send: { _ in }, action: action))
  }

  /// Mirrors `removeAction(_:for:)`: the action no longer runs for `controlEvents`; it still
  /// runs for the other events it was added for.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0 === action }
  }

  /// Mirrors `removeAction(identifiedBy:for:)`.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    removeActions(for: controlEvents) { $0.identifier == identifier }
  }

  /// Takes `controlEvents` off the actions `matches` picks, dropping those left with none.
  private func removeActions(for controlEvents: Event, where matches: (UIAction) -> Bool) {
    for index in targetActions.indices {
      guard let action = targetActions[index].action, matches(action) else { continue }
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.action != nil && $0.events.isEmpty }
  }

  /// Mirrors `init(frame:primaryAction:)` (iOS 14): a control whose `primaryAction` runs for
  /// `.primaryActionTriggered`, which a button sends when tapped.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    guard let primaryAction else { return }
    adopt(primaryAction)
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  /// What a control takes from its primary action when made with one: a button its title and
  /// image (Apple's `UIButton` `init(frame:primaryAction:)` page); other controls nothing.
  func adopt(_ primaryAction: UIAction) {}

  /// What the lifted finger runs first: a live target's action or a `UIAction`. The touch
  /// record names its target, or its action's owner, as whose code the touch runs.
  private var firstLiftAction: TargetAction? {
    targetActions.first {
      !$0.events.isDisjoint(with: liftEvents)
        && ($0.action != nil || $0.target != nil || $0.chained != nil)
    }
  }

  var touchActionOwner: String? { firstLiftAction?.action?.handlerOwner }

  /// A target and an action a storyboard or a nib connects, already wrapped.
  func addAction(target: AnyObject, events: Event, send: @escaping (UIControl) -> Void) {
    targetActions.append(TargetAction(target: target, events: events, send: send))
  }

  /// Mirrors `removeTarget(_:action:for:)` for every action of `target` (of every target, if
  /// nil): `controlEvents` are taken off each, and an action left with no event is removed;
  /// its other events still send it.
  public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
    for index in targetActions.indices
    where targetActions[index].action == nil
      && (target == nil || targetActions[index].target === target)
    {
      targetActions[index].events.subtract(controlEvents)
    }
    targetActions.removeAll { $0.action == nil && $0.events.isEmpty }
  }

  /// Mirrors `removeTarget(_:action:for:)` with the action `transit run` writes as a method
  /// reference. Two method references cannot be compared, so `controlEvents` are taken off
  /// every action of `target`, whichever `action` names.
  public final func removeTarget<Target: AnyObject, Sender: UIControl>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Sender) -> Void,
    for controlEvents: Event
  ) {
    removeTarget(target, for: controlEvents)
  }

  /// `removeTarget(_:action:for:)` for an action that takes no sender.
  public final func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor () -> Void,
    for controlEvents: Event
  ) {
    removeTarget(target, for: controlEvents)
  }

  /// `removeTarget(_:action:for:)` for an action whose sender is `Any`.
  public final func removeTarget<Target: AnyObject>(
    _ target: Target?, action: @escaping (Target) -> @MainActor (Any) -> Void,
    for controlEvents: Event
  ) {
    removeTarget(target, for: controlEvents)
  }

  /// `removeTarget(_:action:for:)` with a `Selector`, or nil for every action, as UIKit's
  /// documentation allows.
  public final func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    removeTarget(target as AnyObject?, for: controlEvents)
  }

  /// Mirrors `sendAction(_:to:for:)`: as Apple's page says, the control hands the action to
  /// the app object, which sends it (`UIApplication.sendAction(_:to:from:for:)`: to `target`,
  /// or up the responder chain from the control when it is nil).
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    UIApplication.shared.sendAction(action, to: target, from: self, for: event)
  }

  /// Mirrors `sendActions(for:)`: sends the actions registered for `controlEvents`, in the order
  /// they were added. Each runs as its target's code, so the calls it makes name the target as
  /// their caller.
  public func sendActions(for controlEvents: Event) {
    let due = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
    for targetAction in due {
      if let action = targetAction.action {
        if EngineContext.current?.isHalted == true { return }
        action.perform(sender: self)
        continue
      }
      let receiver: AnyObject
      let send: () -> Void
      if let chained = targetAction.chained {
        // Asked at each send: the chain is the one on screen when the event happens.
        guard let responder = firstInChain(accepting: chained.accepts) else { continue }
        receiver = responder
        send = { chained.send(responder, self) }
      } else {
        guard let target = targetAction.target else { continue }
        receiver = target
        send = { targetAction.send(self) }
      }
      guard let simulator = EngineContext.current else {
        send()
        continue
      }
      guard !simulator.isHalted else { return }
      simulator.asCode(of: receiver, send)
    }
  }
}

extension UIControl: ActionOwning {}

extension UIControl: TouchTracking {
  /// A control inside a scroll view that delays content touches sees its touch-down late, as
  /// every view inside one does (UIScrollView `delaysContentTouches`).
  var touchDelay: TimeInterval {
    var candidate = superview
    while let current = candidate {
      if let scrollView = current as? UIScrollView {
        return scrollView.delaysContentTouches ? Simulator.contentTouchDelay : 0
      }
      candidate = current.superview
    }
    return 0
  }

  func tracksTouch(on view: UIView) -> Bool {
    isEnabled && isUserInteractionEnabled
  }

  func touchTarget(on view: UIView) -> AnyObject? {
    guard let first = firstLiftAction else { return nil }
    if let chained = first.chained { return firstInChain(accepting: chained.accepts) }
    return first.target
  }

  func touchBegan(on view: UIView) {
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  func touchEnded(on view: UIView) {
    isHighlighted = false
    touchLifted(on: view)
  }
}
