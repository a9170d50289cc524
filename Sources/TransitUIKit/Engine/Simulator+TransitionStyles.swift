import Foundation

// What `modalTransitionStyle` and an alert's style require of a presentation, checked with the
// other refusals inside `present(_:animated:completion:)` (`Simulator+Modal.swift`).
extension Simulator {
  /// Why UIKit refuses to present `presented` from `presenting` for its transition style or
  /// its popover's missing source, with what it prints or raises; nil if nothing does.
  func transitionStyleRefusal(
    for presented: UIViewController, presenting: UIViewController, prefix: String
  ) -> Refusal? {
    // A view controller presented with a partial curl can present nothing more (Apple's
    // UIModalTransitionStyle.partialCurl page).
    if presenting.modalParent != nil, presenting.modalTransitionStyle == .partialCurl {
      return Refusal(
        code: "present-from-partial-curl", transition: nil,
        message: prefix + ", which was presented with .partialCurl: a view controller presented "
          + "with that transition is prevented from presenting any other (Apple's "
          + "UIModalTransitionStyle.partialCurl page). UIKit does not present it.")
    }
    if presented.modalTransitionStyle == .partialCurl {
      let style = presented.resolvedModalPresentationStyle
      if style != .fullScreen {
        return Refusal(
          code: "partial-curl-needs-full-screen", transition: nil,
          message: prefix + " with .partialCurl and the \(style) presentation style: the "
            + "transition needs .fullScreen. UIKit raises an exception here (Apple's "
            + "UIModalTransitionStyle.partialCurl page).")
      }
      if let shown = presenting.presentation, shown.presentationStyle != .fullScreen {
        return Refusal(
          code: "partial-curl-needs-full-screen", transition: nil,
          message: prefix + " with .partialCurl, from a presenter shown as "
            + "\(shown.presentationStyle): the transition needs a full-screen presenter. UIKit "
            + "raises an exception here (Apple's UIModalTransitionStyle.partialCurl page).")
      }
    }
    if let alert = presented as? UIAlertController, alert.isPopoverActionSheet,
      let popover = alert.popoverPresentationController
        as? ActionSheetPopoverPresentationController, !popover.hasSource
    {
      return Refusal(
        code: "popover-without-source", transition: nil,
        message: "UIPopoverPresentationController (\(describe(popover))) should have a "
          + "non-nil sourceView or barButtonItem set before the presentation occurs. An action "
          + "sheet is a popover in a regular width, and UIKit raises an exception here.")
    }
    return nil
  }
}

extension UIViewController {
  /// The presentation style UIKit starts from: an alert's own, `.automatic` as a page sheet,
  /// except for a partial curl, which only a full-screen presentation supports; Transit takes
  /// `.automatic` as `.fullScreen` there (docs/lifecycle.md#fact-transition-styles). A zoom
  /// makes `.automatic` full screen: UIKit 26.1's `modalPresentationStyle` getter asks the
  /// preferred transition for its style when the style is `.automatic`, and the zoom's
  /// `_preferredModalPresentationStyle` is 0, `.fullScreen` (docs/lifecycle.md#fact-zoom-transition).
  var resolvedModalPresentationStyle: UIModalPresentationStyle {
    if modalPresentationStyle == .automatic, modalTransitionStyle == .partialCurl {
      return .fullScreen
    }
    if modalPresentationStyle == .automatic, preferredTransition?.zoom != nil {
      return .fullScreen
    }
    return modalPresentationStyle.resolved
  }
}
