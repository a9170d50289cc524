import Foundation

extension UIViewController {
  /// The coordinator of the transition this view controller takes part in, from the moment the
  /// transition begins until it has ended; nil otherwise.
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    EngineContext.current?.transitionCoordinator(for: self)
  }

  /// Whether this view controller is being presented right now.
  public var isBeingPresented: Bool {
    EngineContext.current?.isBeingPresented(self) ?? false
  }

  /// Whether this view controller is being dismissed right now.
  public var isBeingDismissed: Bool {
    EngineContext.current?.isBeingDismissed(self) ?? false
  }
}

// The presentation controllers a view controller hands out (UIKit 18.2's getters).
extension UIViewController {
  /// Mirrors `presentationController`: the controller of this view controller's presentation
  /// (for a child, its container's). Read before `present`, it makes the presentation controller
  /// the presentation will use, asking the transitioning delegate for a `.custom` one right
  /// then, so a delegate set on it, as apps do since iOS 13, receives its calls (UIKit 18.2
  /// keeps it as the temporary presentation controller that `present` reuses; openradar
  /// 42996292 shows the delegate asked at the getter).
  public var presentationController: UIPresentationController? {
    if let parent { return parent.presentationController }
    if let shown = originalPresentationController ?? presentation { return shown }
    if let made = temporaryPresentationController { return made }
    guard let simulator = EngineContext.current else { return nil }
    let made = simulator.makePresentationController(for: self, presenting: nil, source: self)
    temporaryPresentationController = made
    return made
  }

  /// Mirrors `sheetPresentationController` (iOS 15): the presentation controller when the
  /// style is `.pageSheet` or `.formSheet`, nil otherwise.
  public var sheetPresentationController: UISheetPresentationController? {
    let style = resolvedModalPresentationStyle
    guard style == .pageSheet || style == .formSheet || presentation != nil else { return nil }
    return presentationController as? UISheetPresentationController
  }

  /// Mirrors `popoverPresentationController`: the presentation controller when the style is
  /// `.popover`, nil otherwise.
  public var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return presentationController as? UIPopoverPresentationController
  }
}
