import Foundation

/// One step of UIKit Dynamics: the forces of the behaviors, then motion, then collisions, then
/// the items placed (`UIDynamicAnimator`).
@MainActor
struct DynamicsStep {
  let animator: UIDynamicAnimator
  let dt: CGFloat
  var bodies: [ObjectIdentifier: UIDynamicAnimator.Body]

  /// Gravity of magnitude 1, in points a second squared; a push of magnitude 1 on mass 1.
  static let gravityUnit: CGFloat = 1000
  static let pushUnit: CGFloat = 100
  /// The spring a rigid attachment stands for, and a snap's: stiff, and critically damped.
  static let rigidFrequency: CGFloat = 8
  static let snapFrequency: CGFloat = 3
  /// The speed, in points a second, below which an impact does not bounce: two steps of
  /// gravity's fall.
  static let restingImpact: CGFloat = 2 * gravityUnit / 60

  private var properties: [ObjectIdentifier: UIDynamicItemBehavior] = [:]
  private var force: [ObjectIdentifier: CGPoint] = [:]
  private var torque: [ObjectIdentifier: CGFloat] = [:]

  init(animator: UIDynamicAnimator, dt: CGFloat, bodies: [ObjectIdentifier: UIDynamicAnimator.Body])
  {
    self.animator = animator
    self.dt = dt
    self.bodies = bodies
  }

  private func mass(_ item: UIDynamicItem) -> CGFloat {
    let size = item.bounds.size
    let density = properties[ObjectIdentifier(item)]?.density ?? 1
    return max(0.0001, density * size.width * size.height / 10_000)
  }

  private func inertia(_ item: UIDynamicItem) -> CGFloat {
    let size = item.bounds.size
    return max(0.0001, mass(item) * (size.width * size.width + size.height * size.height) / 12)
  }

  private func rotates(_ item: UIDynamicItem) -> Bool {
    properties[ObjectIdentifier(item)]?.allowsRotation ?? true
  }

  /// Where a point `offset` from the item's centre is now, turned with the item.
  private func point(_ item: UIDynamicItem, _ offset: UIOffset) -> (at: CGPoint, arm: CGPoint) {
    let angle = bodies[ObjectIdentifier(item)]?.angle ?? 0
    let arm = CGPoint(
      x: offset.horizontal * cos(angle) - offset.vertical * sin(angle),
      y: offset.horizontal * sin(angle) + offset.vertical * cos(angle))
    return (CGPoint(x: item.center.x + arm.x, y: item.center.y + arm.y), arm)
  }

  private func velocity(_ item: UIDynamicItem, arm: CGPoint) -> CGPoint {
    let body = bodies[ObjectIdentifier(item)] ?? .init()
    return CGPoint(x: body.velocity.x - body.spin * arm.y, y: body.velocity.y + body.spin * arm.x)
  }

  private mutating func push(_ item: UIDynamicItem, _ value: CGPoint, at arm: CGPoint = .zero) {
    let id = ObjectIdentifier(item)
    let sum = force[id] ?? .zero
    force[id] = CGPoint(x: sum.x + value.x, y: sum.y + value.y)
    torque[id, default: 0] += arm.x * value.y - arm.y * value.x
  }

  /// A spring of `frequency` hertz and `damping` ratio pulling the point `arm` of `item` from
  /// `from` towards `to` until they are `length` apart.
  private mutating func spring(
    _ item: UIDynamicItem, arm: CGPoint, from: CGPoint, to: CGPoint, length: CGFloat,
    frequency: CGFloat, damping: CGFloat, other: (UIDynamicItem, CGPoint)? = nil
  ) {
    let dx = to.x - from.x
    let dy = to.y - from.y
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance > 0.0001 else { return }
    let n = CGPoint(x: dx / distance, y: dy / distance)
    let masses = mass(item) + (other.map { mass($0.0) } ?? 0)
    let reduced = other.map { mass(item) * mass($0.0) / masses } ?? mass(item)
    let omega = 2 * .pi * frequency
    let stiffness = reduced * omega * omega
    let friction = 2 * damping * reduced * omega
    let own = velocity(item, arm: arm)
    let theirs = other.map { velocity($0.0, arm: $0.1) } ?? .zero
    let closing = (theirs.x - own.x) * n.x + (theirs.y - own.y) * n.y
    let magnitude = stiffness * (distance - length) + friction * closing
    push(item, CGPoint(x: n.x * magnitude, y: n.y * magnitude), at: arm)
    if let (second, secondArm) = other {
      push(second, CGPoint(x: -n.x * magnitude, y: -n.y * magnitude), at: secondArm)
    }
  }

  mutating func run(_ behaviors: [UIDynamicBehavior]) {
    for case let itemBehavior as UIDynamicItemBehavior in behaviors {
      for item in itemBehavior.items { properties[ObjectIdentifier(item)] = itemBehavior }
    }
    var items: [UIDynamicItem] = []
    var seen: Set<ObjectIdentifier> = []
    for item in behaviors.flatMap(\.actedItems) where seen.insert(ObjectIdentifier(item)).inserted {
      items.append(item)
      if bodies[ObjectIdentifier(item)] == nil { bodies[ObjectIdentifier(item)] = .init() }
    }
    for case let itemBehavior as UIDynamicItemBehavior in behaviors {
      for (item, added) in itemBehavior.pendingVelocities {
        bodies[ObjectIdentifier(item)]?.velocity.x += added.x
        bodies[ObjectIdentifier(item)]?.velocity.y += added.y
      }
      for (item, spin) in itemBehavior.pendingSpins { bodies[ObjectIdentifier(item)]?.spin += spin }
      itemBehavior.pendingVelocities = []
      itemBehavior.pendingSpins = []
    }
    var acceleration: [ObjectIdentifier: CGPoint] = [:]
    for behavior in behaviors {
      switch behavior {
      case let gravity as UIGravityBehavior:
        for item in gravity.items {
          let sum = acceleration[ObjectIdentifier(item)] ?? .zero
          acceleration[ObjectIdentifier(item)] = CGPoint(
            x: sum.x + gravity.gravityDirection.dx * Self.gravityUnit,
            y: sum.y + gravity.gravityDirection.dy * Self.gravityUnit)
        }
      case let pushing as UIPushBehavior where pushing.active:
        let direction = pushing.pushDirection
        for item in pushing.items {
          let value = CGPoint(x: direction.dx * Self.pushUnit, y: direction.dy * Self.pushUnit)
          let arm = point(item, pushing.targetOffsetFromCenter(for: item)).arm
          if pushing.mode == .continuous {
            push(item, value, at: arm)
          } else {
            let mass = mass(item)
            bodies[ObjectIdentifier(item)]?.velocity.x += value.x / mass
            bodies[ObjectIdentifier(item)]?.velocity.y += value.y / mass
            let spin = (arm.x * value.y - arm.y * value.x) / inertia(item)
            bodies[ObjectIdentifier(item)]?.spin += spin
          }
        }
        if pushing.mode == .instantaneous { pushing.active = false }
      case let attachment as UIAttachmentBehavior:
        let (from, arm) = point(attachment.first, attachment.firstOffset)
        let frequency = attachment.frequency > 0 ? attachment.frequency : Self.rigidFrequency
        let damping = attachment.frequency > 0 ? attachment.damping : 1
        if let second = attachment.second {
          let (to, secondArm) = point(second, attachment.secondOffset)
          spring(
            attachment.first, arm: arm, from: from, to: to, length: attachment.length,
            frequency: frequency, damping: damping, other: (second, secondArm))
        } else {
          spring(
            attachment.first, arm: arm, from: from, to: attachment.anchorPoint,
            length: attachment.length, frequency: frequency, damping: damping)
        }
      case let snap as UISnapBehavior:
        spring(
          snap.item, arm: .zero, from: snap.item.center, to: snap.snapPoint, length: 0,
          frequency: Self.snapFrequency, damping: max(0.05, snap.damping))
        let id = ObjectIdentifier(snap.item)
        let omega = 2 * .pi * Self.snapFrequency
        let body = bodies[id] ?? .init()
        torque[id, default: 0] +=
          inertia(snap.item) * (-omega * omega * body.angle - 2 * omega * body.spin)
      default:
        break
      }
    }
    let before = Dictionary(uniqueKeysWithValues: items.map { (ObjectIdentifier($0), $0.center) })
    for item in items { move(item, acceleration: acceleration[ObjectIdentifier(item)] ?? .zero) }
    for case let collision as UICollisionBehavior in behaviors {
      collide(collision, before: before)
    }
    for item in items {
      let id = ObjectIdentifier(item)
      guard var body = bodies[id] else { continue }
      let speed = (body.velocity.x * body.velocity.x + body.velocity.y * body.velocity.y)
        .squareRoot()
      body.restingSteps = speed < 1 && abs(body.spin) < 0.02 ? body.restingSteps + 1 : 0
      bodies[id] = body
      if rotates(item), body.angle != 0 || item.transform != .identity {
        item.transform = CGAffineTransform(rotationAngle: body.angle)
      }
    }
  }

  private mutating func move(_ item: UIDynamicItem, acceleration: CGPoint) {
    let id = ObjectIdentifier(item)
    guard var body = bodies[id] else { return }
    if properties[id]?.isAnchored == true {
      body.velocity = .zero
      body.spin = 0
      bodies[id] = body
      return
    }
    let pushed = force[id] ?? .zero
    let mass = mass(item)
    body.velocity.x += (acceleration.x + pushed.x / mass) * dt
    body.velocity.y += (acceleration.y + pushed.y / mass) * dt
    let resistance = properties[id]?.resistance ?? 0
    let keep = max(0, 1 - resistance * dt)
    body.velocity.x *= keep
    body.velocity.y *= keep
    if rotates(item) {
      body.spin += (torque[id] ?? 0) / inertia(item) * dt
      body.spin *= max(0, 1 - (properties[id]?.angularResistance ?? 0) * dt)
      body.angle += body.spin * dt
    } else {
      body.spin = 0
    }
    bodies[id] = body
    item.center = CGPoint(
      x: item.center.x + body.velocity.x * dt, y: item.center.y + body.velocity.y * dt)
  }

  /// Keeps each item inside the boundaries and out of the others, reflecting the velocity into
  /// a boundary by the item's elasticity.
  private mutating func collide(
    _ collision: UICollisionBehavior, before: [ObjectIdentifier: CGPoint]
  ) {
    let items = collision.items
    if collision.collisionMode.contains(.boundaries) {
      var segments = collision.segments
      let bounds = animator.referenceBounds
      if collision.translatesReferenceBoundsIntoBoundary, !bounds.isNull {
        let insets = collision.referenceInsets
        let box = bounds.inset(by: insets)
        let corners = [
          CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
          CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
        ]
        for index in corners.indices {
          segments.append((AnyHashable("reference"), corners[index], corners[(index + 1) % 4]))
        }
      }
      for item in items {
        for segment in segments {
          bounce(item, off: segment, from: before[ObjectIdentifier(item)] ?? item.center)
        }
      }
    }
    if collision.collisionMode.contains(.items), items.count > 1 {
      for first in items.indices {
        for second in items.indices where second > first {
          separate(items[first], items[second])
        }
      }
    }
  }

  private mutating func bounce(
    _ item: UIDynamicItem, off segment: (identifier: AnyHashable, from: CGPoint, to: CGPoint),
    from previous: CGPoint
  ) {
    let dx = segment.to.x - segment.from.x
    let dy = segment.to.y - segment.from.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let along = CGPoint(x: dx / length, y: dy / length)
    let n = CGPoint(x: -along.y, y: along.x)
    let size = item.bounds.size
    let reach = size.width / 2 * abs(n.x) + size.height / 2 * abs(n.y)
    let centre = item.center
    let position = (centre.x - segment.from.x) * along.x + (centre.y - segment.from.y) * along.y
    let sideways = size.width / 2 * abs(along.x) + size.height / 2 * abs(along.y)
    guard position > -sideways, position < length + sideways else { return }
    let side: CGFloat =
      (previous.x - segment.from.x) * n.x + (previous.y - segment.from.y) * n.y >= 0 ? 1 : -1
    let distance = ((centre.x - segment.from.x) * n.x + (centre.y - segment.from.y) * n.y) * side
    guard distance < reach else { return }
    let id = ObjectIdentifier(item)
    item.center = CGPoint(
      x: centre.x + n.x * side * (reach - distance), y: centre.y + n.y * side * (reach - distance))
    guard var body = bodies[id] else { return }
    let into = (body.velocity.x * n.x + body.velocity.y * n.y) * side
    if into < 0 {
      // A slow impact does not bounce (a resting contact), or an item on a floor would hop
      // forever under gravity.
      let elasticity = -into < Self.restingImpact ? 0 : properties[id]?.elasticity ?? 0
      body.velocity.x -= (1 + elasticity) * into * n.x * side
      body.velocity.y -= (1 + elasticity) * into * n.y * side
      bodies[id] = body
    }
  }

  private mutating func separate(_ a: UIDynamicItem, _ b: UIDynamicItem) {
    let first = UIDynamicAnimator.frame(of: a)
    let second = UIDynamicAnimator.frame(of: b)
    let overlap = first.intersection(second)
    guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return }
    let horizontal = overlap.width < overlap.height
    let sign: CGFloat =
      horizontal
      ? (first.midX < second.midX ? -1 : 1) : (first.midY < second.midY ? -1 : 1)
    let depth = horizontal ? overlap.width : overlap.height
    let total = mass(a) + mass(b)
    let shareA = mass(b) / total
    let shareB = mass(a) / total
    if horizontal {
      a.center.x += sign * depth * shareA
      b.center.x -= sign * depth * shareB
    } else {
      a.center.y += sign * depth * shareA
      b.center.y -= sign * depth * shareB
    }
    let idA = ObjectIdentifier(a)
    let idB = ObjectIdentifier(b)
    guard var bodyA = bodies[idA], var bodyB = bodies[idB] else { return }
    let bounce = min(properties[idA]?.elasticity ?? 0, properties[idB]?.elasticity ?? 0)
    let va = horizontal ? bodyA.velocity.x : bodyA.velocity.y
    let vb = horizontal ? bodyB.velocity.x : bodyB.velocity.y
    guard (va - vb) * sign < 0 else { return }
    let elasticity = abs(va - vb) < Self.restingImpact ? 0 : bounce
    let ma = mass(a)
    let mb = mass(b)
    let newA = (ma * va + mb * vb + mb * elasticity * (vb - va)) / (ma + mb)
    let newB = (ma * va + mb * vb + ma * elasticity * (va - vb)) / (ma + mb)
    if horizontal {
      bodyA.velocity.x = newA
      bodyB.velocity.x = newB
    } else {
      bodyA.velocity.y = newA
      bodyB.velocity.y = newB
    }
    bodies[idA] = bodyA
    bodies[idB] = bodyB
  }
}
