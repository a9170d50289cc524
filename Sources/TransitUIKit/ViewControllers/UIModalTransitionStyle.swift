import Foundation

/// Mirrors `UIModalTransitionStyle`, with UIKit's raw values: how UIKit's own animation
/// presents a view controller and dismisses it again.
///
/// Every style runs on UIKit's one built-in animator, `UIViewControllerBuiltinTransitionViewAnimator`,
/// which UIKit makes with the style's transition (UIKit 26.1's
/// `-[UIViewControllerBuiltinTransitionViewAnimator initWithTransition:]` and
/// `animateTransition:`); the log names it `animator.builtin` for the default cover-vertical
/// slide and after the style otherwise. It is used with UIKit's full-screen and
/// current-context presentation controllers; a sheet or a popover keeps its own animation
/// (docs/lifecycle.md#fact-transition-styles).
public enum UIModalTransitionStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// The presented view slides up from the bottom, and back down on dismissal; the default.
  case coverVertical = 0
  /// The current view flips horizontally, right to left, to reveal the new one on its back.
  case flipHorizontal = 1
  /// The current view fades out while the new one fades in.
  case crossDissolve = 2
  /// A corner of the current view curls up to reveal the presented view. Only with
  /// `.fullScreen`, over a full-screen presenter, and the view controller it presents can
  /// present nothing more (Apple's UIModalTransitionStyle.partialCurl page).
  case partialCurl = 3

  /// The name as the log writes it: `coverVertical`, `crossDissolve`…
  public var description: String {
    switch self {
    case .coverVertical: return "coverVertical"
    case .flipHorizontal: return "flipHorizontal"
    case .crossDissolve: return "crossDissolve"
    case .partialCurl: return "partialCurl"
    }
  }

  /// How long UIKit's animation of the style takes. UIKit reads it from the private
  /// `+[UITransitionView defaultDurationForTransition:]`; Transit keeps the 0.4 s of the
  /// cover-vertical slide (a debugger session on a device) and gives the flip and the curl
  /// 0.75 s, which only sets virtual time.
  var duration: TimeInterval {
    switch self {
    case .coverVertical, .crossDissolve: return 0.4
    case .flipHorizontal, .partialCurl: return 0.75
    }
  }
}
