import Foundation

// Where constraints put a view, for layouts that pin it exactly. Transit does not solve Auto
// Layout: it takes, per axis, the required equalities that relate one of the view's edges,
// centre or size to its superview, a sibling, a layout guide or a constant, and when two of
// them fix the axis it places the view there, at its superview's layout pass, as UIKit's
// `layoutSubviews()` applies the layout engine's result. Inequalities, priorities below
// required, intrinsic content sizes (a label's text) and ambiguous or conflicting layouts are
// not solved: an axis they would decide keeps the frame code gave the view.
extension UIView {
  /// Places every subview that opted out of its autoresizing mask and that required equalities
  /// pin. A sibling's edge may depend on another's, so the passes repeat while a frame changes.
  func placeConstrainedSubviews() {
    let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
    guard !placed.isEmpty else { return }
    var candidates = layout.constraints
    for subview in subviews { candidates += subview.layout.constraints }
    let equalities = candidates.filter { $0.relation == .equal && $0.priority == .required }
    for _ in 0..<4 {
      var changed = false
      for view in placed {
        let frame = ConstraintPlacement(view: view, in: self, equalities: equalities).frame
        if frame != view.frame {
          view.frame = frame
          view.setNeedsLayout()
          changed = true
        }
      }
      if !changed { break }
    }
  }
}

/// One view's frame from the equalities about it.
@preconcurrency @MainActor
private struct ConstraintPlacement {
  let view: UIView
  let container: UIView
  let equalities: [NSLayoutConstraint]

  init(view: UIView, in container: UIView, equalities: [NSLayoutConstraint]) {
    self.view = view
    self.container = container
    self.equalities = equalities
  }

  var frame: CGRect {
    var known: [NSLayoutConstraint.Attribute: CGFloat] = [:]
    for constraint in equalities {
      if constraint.firstItem === view, known[Self.normalized(constraint.firstAttribute)] == nil,
        let other = value(of: constraint.secondItem, constraint.secondAttribute)
      {
        known[Self.normalized(constraint.firstAttribute)] =
          constraint.multiplier * other + constraint.constant
      } else if constraint.secondItem === view, constraint.multiplier != 0,
        known[Self.normalized(constraint.secondAttribute)] == nil,
        let other = value(of: constraint.firstItem, constraint.firstAttribute)
      {
        known[Self.normalized(constraint.secondAttribute)] =
          (other - constraint.constant) / constraint.multiplier
      }
    }
    let current = view.frame
    let x = Self.axis(
      known[.left], known[.right], known[.centerX], known[.width],
      current: (current.minX, current.width))
    let y = Self.axis(
      known[.top], known[.bottom], known[.centerY], known[.height],
      current: (current.minY, current.height))
    return CGRect(x: x.origin, y: y.origin, width: max(0, x.size), height: max(0, y.size))
  }

  /// Leading and trailing are left and right here (left-to-right text); baselines are the
  /// edges, as there is no text to measure.
  private static func normalized(_ attribute: NSLayoutConstraint.Attribute)
    -> NSLayoutConstraint.Attribute
  {
    switch attribute {
    case .leading: .left
    case .trailing: .right
    case .firstBaseline: .top
    case .lastBaseline: .bottom
    default: attribute
    }
  }

  /// The value of `attribute` of `item` in the container's coordinates; 0 for no item (a
  /// constant width or height); nil for an item that is not in the container's window.
  private func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
    guard let item else { return 0 }
    let rect: CGRect
    if item === container {
      rect = container.bounds
    } else if let view = item as? UIView {
      if view.superview === container {
        rect = view.frame
      } else if view.window != nil, view.window === container.window {
        rect = container.convert(view.bounds, from: view)
      } else {
        return nil
      }
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      rect =
        owner === container ? guide.layoutFrame : container.convert(guide.layoutFrame, from: owner)
    } else {
      return nil
    }
    switch Self.normalized(attribute) {
    case .left: return rect.minX
    case .right: return rect.maxX
    case .centerX: return rect.midX
    case .width: return rect.width
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .centerY: return rect.midY
    case .height: return rect.height
    default: return nil
    }
  }

  /// An axis's origin and size from any two of its edges, centre and size; what they leave
  /// open keeps its current value.
  private static func axis(
    _ minimum: CGFloat?, _ maximum: CGFloat?, _ middle: CGFloat?, _ size: CGFloat?,
    current: (origin: CGFloat, size: CGFloat)
  ) -> (origin: CGFloat, size: CGFloat) {
    switch (minimum, maximum, middle, size) {
    case (let low?, let high?, _, _): return (low, high - low)
    case (let low?, _, _, let size?): return (low, size)
    case (_, let high?, _, let size?): return (high - size, size)
    case (_, _, let mid?, let size?): return (mid - size / 2, size)
    case (let low?, _, let mid?, _): return (low, 2 * (mid - low))
    case (_, let high?, let mid?, _): return (2 * mid - high, 2 * (high - mid))
    case (let low?, nil, nil, nil): return (low, current.size)
    case (nil, let high?, nil, nil): return (high - current.size, current.size)
    case (nil, nil, let mid?, nil): return (mid - current.size / 2, current.size)
    case (nil, nil, nil, let size?): return (current.origin, size)
    default: return current
    }
  }
}
