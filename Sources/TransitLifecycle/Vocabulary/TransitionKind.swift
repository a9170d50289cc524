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
}
