import Foundation

/// UIKit's own implementations of its swizzlable methods (`ObjectiveCRuntime.swizzlable`), as
/// the entries of the classes that declare them hold them until something is swapped in.
enum UIKitOriginals {
  /// `type`'s own implementation of `selector`, when `type` is the UIKit class that declares it.
  static func make(_ type: AnyClass, _ selector: String) -> IMP? {
    guard let body = body(type, selector) else { return nil }
    return IMP(selector: selector, owner: type, entersDirectly: true, body: body)
  }

  private static func body(_ type: AnyClass, _ selector: String) -> (
    @MainActor (AnyObject, Any) -> Any
  )? {
    if type == UIViewController.self {
      switch selector {
      case "preferredStatusBarStyle":
        return { receiver, _ in (receiver as! UIViewController).originalPreferredStatusBarStyle }
      case "prefersStatusBarHidden":
        return { receiver, _ in (receiver as! UIViewController).originalPrefersStatusBarHidden }
      case "preferredStatusBarUpdateAnimation":
        return { receiver, _ in
          (receiver as! UIViewController).originalPreferredStatusBarUpdateAnimation
        }
      case _ where ObjectiveCRuntime.swizzlable["UIViewController"]!.contains(selector):
        // The appearance and layout callbacks: UIKit's bodies do nothing Transit shows.
        return { _, _ in () }
      default: return nil
      }
    }
    if type == UIView.self {
      switch selector {
      case "layer": return { receiver, _ in (receiver as! UIView).storedLayer }
      case "layoutSubviews":
        return { receiver, _ in (receiver as! UIView).originalLayoutSubviews() }
      case "didMoveToSuperview", "didMoveToWindow": return { _, _ in () }
      default: return nil
      }
    }
    if type == UIWindow.self, selector == "sendEvent:" {
      return { receiver, event in
        (receiver as! UIWindow).originalSendEvent(event as! UIEvent)
      }
    }
    if type == UIApplication.self, selector == "sendEvent:" {
      return { receiver, event in
        (receiver as! UIApplication).originalSendEvent(event as! UIEvent)
      }
    }
    return nil
  }
}
