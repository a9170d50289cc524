/// What a transition does.
public enum TransitionKind: String, Sendable, Hashable, CaseIterable {
  case present
  case dismiss
  case push
  case pop
  case tabSwitch
  /// The window changed size (a rotation, a multitasking resize): every view controller on
  /// screen hears `viewWillTransition(to:with:)` and can join the coordinator's animation.
  case sizeChange
  /// A scroll-style `UIPageViewController` follows a swipe to the next or previous page: the
  /// pages hear their appearance callbacks, and the delegate hears the swipe begin and end. It
  /// has no transition context or coordinator.
  case pageSwipe
  /// A container view controller adds, removes or swaps a child (`addChild(_:)`,
  /// `removeFromParent()`, `transition(from:to:duration:options:animations:completion:)`): the
  /// child hears its appearance callbacks as its view enters or leaves the window. It has no
  /// transition context or coordinator.
  case childContainment
  /// A transition whose kind its log cannot tell: an importer that read it from an app's
  /// console says why in the record's `evidence`. Rules about one kind never judge it.
  case unknown

  /// The kind, unless it is `unknown`: what a reader takes as a fact.
  package var known: TransitionKind? { self == .unknown ? nil : self }
}
