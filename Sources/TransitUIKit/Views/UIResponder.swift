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

  /// Mirrors `canBecomeFirstResponder`; false by default, as in UIKit.
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  open var isFirstResponder: Bool { false }

  /// Mirrors `becomeFirstResponder()`: inert, there is no keyboard here.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }

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

  /// Mirrors the responder's touch methods. The engine delivers touches to gesture recognizers
  /// and to the views that track them (controls, cells); these are not called.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
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
