import TransitLifecycle
import TransitTrace

extension Event {
  /// The call, unless it is one of a view controller's own loading and layout callbacks
  /// (`loadView()`, `viewWillLayoutSubviews()`, `updateViewConstraints()`,
  /// `viewDidLayoutSubviews()`, `viewSafeAreaInsetsDidChange()`; docs/lifecycle.md#facts-view).
  ///
  /// The histories of the transition orders (docs/lifecycle.md#canonical-orders) leave those
  /// out, as the reference's orders do; the view lifecycle's own tests assert them in whole
  /// histories of a launch, a push, a pop, a presentation, a dismissal and a rotation.
  package var orderCall: Call? {
    guard let call, !CallName.viewLifecycleCallbacks.contains(call.name) else { return nil }
    return call
  }
}
