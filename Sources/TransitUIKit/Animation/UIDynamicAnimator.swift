import Foundation
import TransitTrace

/// Mirrors `UIDynamicAnimator`: UIKit Dynamics' physics, stepped at the screen's 60 frames a
/// second on the virtual clock.
///
/// Apple documents the units, not the integrator: gravity of magnitude 1 is 1,000 points a second
/// squared; a push of magnitude 1 accelerates a 100 × 100 point item of density 1 (mass 1) at
/// 100 points a second squared; attachments and snaps are springs, a frequency of 0 a rigid
/// rod. Transit integrates those forces step by step (semi-implicit Euler), each item a box with
/// a centre, a velocity and, where it may rotate, an angle; collisions keep boxes inside
/// boundaries and apart, bouncing by elasticity. So a path is close to UIKit's in kind, not in
/// detail: where an item comes to rest, and roughly when, not every frame's position. Items
/// take their positions at each step (a view's `center` and `transform`; a layout's attributes,
/// the layout invalidated). The animator pauses once every item has come to rest, telling its
/// delegate, and at the latest after `maximumRunTime` seconds; adding a behavior or a velocity
/// resumes it.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
  /// The longest a run lasts before the animator pauses, resting or not: a bound on the steps
  /// one animation takes.
  static let maximumRunTime: TimeInterval = 30
  static let step: TimeInterval = 1.0 / 60

  public private(set) weak var referenceView: UIView?
  weak var layout: UICollectionViewLayout?
  public private(set) var behaviors: [UIDynamicBehavior] = []
  open weak var delegate: UIDynamicAnimatorDelegate?
  /// Mirrors `isRunning`.
  public private(set) var isRunning = false
  /// Mirrors `elapsedTime`: how long the animator has run, in seconds.
  public private(set) var elapsedTime: TimeInterval = 0

  /// One item's motion.
  struct Body {
    var velocity = CGPoint.zero
    var spin: CGFloat = 0
    var angle: CGFloat = 0
    var restingSteps = 0
  }

  private var bodies: [ObjectIdentifier: Body] = [:]
  private var pendingStep: Int?
  private var runTime: TimeInterval = 0

  public init(referenceView view: UIView) {
    referenceView = view
    super.init()
  }

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    self.layout = layout
    super.init()
  }

  public override init() { super.init() }

  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.willMove(to: self)
    behaviors.append(behavior)
    for each in behavior.tree { each.dynamicAnimator = self }
    resume()
  }

  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard behaviors.contains(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    behaviors.removeAll { $0 === behavior }
    for each in behavior.tree { each.dynamicAnimator = nil }
  }

  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  /// Mirrors `items(in:)`: the items whose frames meet `rect`.
  open func items(in rect: CGRect) -> [UIDynamicItem] {
    allItems.filter { Self.frame(of: $0).intersects(rect) }
  }

  /// Mirrors `layoutAttributesForCell(at:)`.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }
      .first { $0.indexPath == indexPath && $0.representedElementCategory == .cell }
  }

  /// Mirrors `updateItem(usingCurrentState:)`: the item's position is read again.
  open func updateItem(usingCurrentState item: UIDynamicItem) {
    bodies[ObjectIdentifier(item)]?.restingSteps = 0
    resume()
  }

  func body(of item: UIDynamicItem) -> Body? { bodies[ObjectIdentifier(item)] }

  /// The items of every behavior, each once.
  private var allItems: [UIDynamicItem] {
    var seen: Set<ObjectIdentifier> = []
    return behaviors.flatMap(\.tree).flatMap(\.actedItems).filter {
      seen.insert(ObjectIdentifier($0)).inserted
    }
  }

  static func frame(of item: UIDynamicItem) -> CGRect {
    let size = item.bounds.size
    return CGRect(
      x: item.center.x - size.width / 2, y: item.center.y - size.height / 2,
      width: size.width, height: size.height)
  }

  /// The reference boundary: the reference view's bounds, or the collection view's content.
  var referenceBounds: CGRect {
    if let referenceView { return referenceView.bounds }
    if let layout {
      return CGRect(origin: .zero, size: layout.collectionViewContentSize)
    }
    return .null
  }

  // MARK: Running

  func resume() {
    guard pendingStep == nil, !behaviors.isEmpty, let simulator = EngineContext.current else {
      return
    }
    if !isRunning {
      isRunning = true
      runTime = 0
      for key in bodies.keys { bodies[key]?.restingSteps = 0 }
      delegate?.dynamicAnimatorWillResume(self)
    }
    // Each step at the screen's next frame, as a display link is called.
    let frame = CADisplayLink.frameTime(CADisplayLink.frame(after: simulator.now))
    pendingStep = simulator.runLoop.schedule(at: frame) { [weak self] in
      guard let self else { return }
      pendingStep = nil
      guard !simulator.isHalted else { return }
      advance()
    }
  }

  private func pause() {
    isRunning = false
    delegate?.dynamicAnimatorDidPause(self)
  }

  private func advance() {
    let dt = CGFloat(Self.step)
    elapsedTime += Self.step
    runTime += Self.step
    let tree = behaviors.flatMap(\.tree)
    var world = DynamicsStep(animator: self, dt: dt, bodies: bodies)
    world.run(tree)
    bodies = world.bodies
    layout?.invalidateLayout()
    for behavior in tree { behavior.action?() }
    let resting = allItems.allSatisfy { (bodies[ObjectIdentifier($0)]?.restingSteps ?? 0) >= 10 }
    if behaviors.isEmpty || resting || runTime >= Self.maximumRunTime {
      pause()
    } else {
      resume()
    }
  }
}

/// Mirrors `UIDynamicAnimatorDelegate`; its methods are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: ObjectiveCMessaging {
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
