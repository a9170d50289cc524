import Foundation

/// Mirrors `UIAccessibilityCustomAction`: an action VoiceOver offers on an element beside its
/// default one (a list row's delete, archive or flag, which a swipe shows to a finger), by a
/// target and selector or, from iOS 13, a handler. Kept: VoiceOver is never running here
/// (`UIAccessibility.isVoiceOverRunning`), so no action is ever offered or performed.
open class UIAccessibilityCustomAction: NSObject {
  /// Mirrors `name`: what VoiceOver reads for the action.
  open var name: String
  /// Mirrors `image` (iOS 14).
  open var image: UIImage?
  /// Mirrors `target`, held weakly as UIKit's is.
  open weak var target: AnyObject?
  /// Mirrors `selector`.
  open var selector: Selector?
  /// Mirrors `actionHandler` (iOS 13): returns whether the action succeeded.
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

  /// Mirrors `init(name:target:selector:)`.
  public init(name: String, target: Any?, selector: Selector) {
    self.name = name
    self.target = target as AnyObject?
    self.selector = selector
    super.init()
  }

  /// Mirrors `init(name:actionHandler:)` (iOS 13).
  public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }

  /// Mirrors `init(name:image:actionHandler:)` (iOS 14).
  public init(
    name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  ) {
    self.name = name
    self.image = image
    self.actionHandler = actionHandler
    super.init()
  }
}
