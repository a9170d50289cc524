import Foundation

// Mirrors UIView's Auto Layout API, recorded and not solved (`NSLayoutConstraint`).
extension UIView {
  /// Mirrors `constraints`: the active constraints that place this view.
  public var constraints: [NSLayoutConstraint] { layout.constraints }

  /// Mirrors `addConstraint(_:)`, which activates it.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// Mirrors `safeAreaLayoutGuide`: the view less its `safeAreaInsets`.
  public var safeAreaLayoutGuide: UILayoutGuide {
    guide("UIViewSafeAreaLayoutGuide") { $0.safeAreaInsets }
  }

  /// Mirrors `layoutMarginsGuide`: the bounds less `layoutMargins` (UIKit's default 8 points).
  public var layoutMarginsGuide: UILayoutGuide {
    guide("UIViewLayoutMarginsGuide") { $0.layoutMargins }
  }

  /// Mirrors `readableContentGuide`: an area no wider than the readable width for the text
  /// size, which on a phone's width is the margins' area, as here (the bounds less
  /// `layoutMargins`).
  public var readableContentGuide: UILayoutGuide {
    guide("UIViewReadableContentGuide") { $0.layoutMargins }
  }

  /// Mirrors `keyboardLayoutGuide` (iOS 15): where the keyboard is. No keyboard is shown here,
  /// so it is where UIKit puts it while the keyboard is off screen: along the bottom of the
  /// view, as tall as the bottom of the safe area (none with `usesBottomSafeArea` false), so a
  /// field pinned above it sits above the home indicator.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    guide(UIKeyboardLayoutGuide.identifier) { UIKeyboardLayoutGuide(owningView: self) }
  }

  public var layoutGuides: [UILayoutGuide] { layout.guides }

  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layout.guides.append(guide)
  }

  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    layout.guides.removeAll { $0 === guide }
    if guide.owningView === self { guide.owningView = nil }
  }

  /// The same guide object every time, as UIKit returns.
  func guide(
    _ identifier: String, _ inset: @escaping @MainActor (UIView) -> UIEdgeInsets
  ) -> UILayoutGuide {
    guide(identifier) { UILayoutGuide(owningView: self, identifier: identifier, inset: inset) }
  }

  /// The guide named `identifier`, made by `make` the first time: the same object every time.
  func guide<Guide: UILayoutGuide>(_ identifier: String, make: () -> Guide) -> Guide {
    if let existing = layout.guides.first(where: { $0.identifier == identifier }) as? Guide {
      return existing
    }
    let guide = make()
    layout.guides.append(guide)
    return guide
  }

  /// Mirrors `setNeedsUpdateConstraints()`: the view hears `updateConstraints()` in the next
  /// layout pass, or a view controller's root view has its view controller's
  /// `updateViewConstraints()` called.
  public func setNeedsUpdateConstraints() {
    needsUpdateConstraintsFlag = true
    setNeedsLayout()
  }

  /// Mirrors `updateConstraintsIfNeeded()`: the update pass, now, over this view and those
  /// below it.
  public func updateConstraintsIfNeeded() { updateConstraintsInTree() }

  /// Mirrors `systemLayoutSizeFitting(_:)`: unsolved, the view's own size.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  /// Mirrors `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
  /// unsolved, the view's own size.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }

  /// Mirrors `UIView.layoutFittingCompressedSize` and `layoutFittingExpandedSize`.
  public static let layoutFittingCompressedSize = CGSize.zero
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// Mirrors the content hugging and compression resistance priorities: kept and read back
  /// (UIKit's defaults, `defaultLow` and `defaultHigh`, until set), solving nothing, as
  /// intrinsic sizes are not solved.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layout.hugging[axis] = priority
  }
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layout.hugging[axis] ?? .defaultLow
  }
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layout.compressionResistance[axis] = priority
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layout.compressionResistance[axis] ?? .defaultHigh
  }

  /// Whether constraints place this view: it opted out of its autoresizing mask and has active
  /// constraints on its position or size.
  var isPlacedByConstraints: Bool {
    !translatesAutoresizingMaskIntoConstraints && !layout.constraints.isEmpty
  }
}

extension NSLayoutConstraint {
  /// Mirrors `NSLayoutConstraint.Axis`.
  public enum Axis: Int, Sendable { case horizontal, vertical }
}
