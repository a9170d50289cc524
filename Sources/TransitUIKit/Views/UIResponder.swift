import Foundation

/// Mirrors `UIResponder`, the superclass of views and view controllers, which is an `NSObject`
/// as on iOS: so they are `Equatable` and `Hashable` by identity, answer `isKind(of:)` and
/// `isEqual(_:)`, and a developer's class that also conforms to `NSObjectProtocol` compiles.
///
/// The responder chain is kept (`next`); there is no keyboard and no first responder here, so
/// `becomeFirstResponder()` is inert and answers false, as UIKit does for a responder that
/// cannot become first responder.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// Mirrors `next`: a view's view controller or superview, a view controller's view's
  /// superview (`UIView` and `UIViewController` say so); none for other responders here.
  open var next: UIResponder? { nil }

  /// This responder, or the first up the chain from it that `accepts`: the object a nil-targeted
  /// action goes to (a control's, or `UIApplication.sendAction(_:to:from:for:)`'s).
  func firstInChain(accepting accepts: (AnyObject) -> Bool) -> UIResponder? {
    var candidate: UIResponder? = self
    while let responder = candidate, !accepts(responder) { candidate = responder.next }
    return candidate
  }

  /// Mirrors `canBecomeFirstResponder`; false by default, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { false }

  /// Mirrors `becomeFirstResponder()`: inert, there is no keyboard here.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Mirrors `keyCommands` (`UIKeyCommand.swift`): the key commands the responder handles, nil
  /// by default; never asked, as a scenario has no keyboard.
  open var keyCommands: [UIKeyCommand]? { nil }

  /// Mirrors `accessibilityIncrement()` (NSObject's, `UIAccessibilityAction`): VoiceOver's
  /// swipe up on an adjustable element; nothing calls it here, as there is no VoiceOver.
  open func accessibilityIncrement() {}
  /// Mirrors `accessibilityDecrement()`, as `accessibilityIncrement()`.
  open func accessibilityDecrement() {}

  /// Mirrors `awakeFromNib()` (NSObject's, through UIKit's nib loading): called once an object
  /// made from a storyboard or a nib has its outlets connected.
  open func awakeFromNib() {}

  /// Mirrors `prepareForInterfaceBuilder()` (NSObject's): Interface Builder calls it when it
  /// draws a designable view; an app never does, nor does Transit.
  open func prepareForInterfaceBuilder() {}

  // UIKit's accessibility properties (NSObject's informal `UIAccessibility` protocol): kept.
  // VoiceOver is never running here (`UIAccessibility.isVoiceOverRunning`).
  open var isAccessibilityElement = false
  open var accessibilityLabel: String?
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityViewIsModal = false
  open var accessibilityElementsHidden = false
  open var shouldGroupAccessibilityChildren = false
  open var accessibilityTraits = UIAccessibilityTraits.none
  open var accessibilityFrame = CGRect.zero
  open var accessibilityLanguage: String?
  open var accessibilityElements: [Any]?
  open var accessibilityRespondsToUserInteraction = true
  /// Mirrors `accessibilityCustomActions`: the actions VoiceOver offers beside the default one
  /// (`UIAccessibilityCustomAction`), which a cell overrides to offer its swipe actions.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Mirrors the informal `UIAccessibilityContainer` protocol, which a container view overrides
  /// to list the elements VoiceOver reads in it: by default `accessibilityElements`. Never
  /// asked here, as VoiceOver is off.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }
  /// Mirrors `accessibilityPerformEscape()` and `accessibilityActivate()`, which VoiceOver
  /// calls; never called here.
  open func accessibilityPerformEscape() -> Bool { false }
  open func accessibilityActivate() -> Bool { false }

  /// Mirrors `touchesBegan(_:with:)`, sent to the view a finger lands on (the one the window
  /// hit-tests) once its gesture recognizers have seen the touch (`ViewTouches`). UIKit's
  /// implementation "forwards the message up the responder chain" (Apple's UIResponder page):
  /// to `next`, a view's view controller or superview. A control, or a list whose cell the
  /// finger is on, tracks the touch itself instead, as UIControl's and UITableView's own
  /// implementations do: a subclass that overrides this method and calls `super` keeps that
  /// tracking, one that does not call it loses it, as on a device.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let tracker = tracker(of: touches) else {
      return next?.touchesBegan(touches, with: event) ?? ()
    }
    tracker.tracker.touchBegan(on: tracker.view)
  }

  /// Mirrors `touchesMoved(_:with:)`: forwarded up the responder chain; a view that tracks the
  /// touch keeps it.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracker(of: touches) == nil else { return }
    next?.touchesMoved(touches, with: event)
  }

  /// Mirrors `touchesEnded(_:with:)`: forwarded up the responder chain; a view that tracks the
  /// touch finishes it (a button sends `.touchUpInside`, a list selects the row).
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let tracker = tracker(of: touches) else {
      return next?.touchesEnded(touches, with: event) ?? ()
    }
    tracker.tracker.touchEnded(on: tracker.view)
  }

  /// Mirrors `touchesCancelled(_:with:)`, sent when a gesture recognizer that cancels touches
  /// in its view (`cancelsTouchesInView`) recognizes: forwarded up the responder chain.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard tracker(of: touches) == nil else { return }
    next?.touchesCancelled(touches, with: event)
  }

  /// This responder, when it is a view that tracks the touch itself (a control, a list for the
  /// cell the finger is on), with the view the finger landed on.
  private func tracker(of touches: Set<UITouch>) -> (tracker: any TouchTracking, view: UIView)? {
    guard let tracker = self as? any TouchTracking, let view = touches.first?.view,
      tracker.tracksTouch(on: view)
    else { return nil }
    return (tracker, view)
  }
}

// There is no keyboard here: nothing posts these, and code that observes them hears nothing.
extension UIResponder {
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}
