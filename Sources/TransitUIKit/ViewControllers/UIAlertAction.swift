import Foundation

/// Mirrors `UIAlertAction`: a button of an alert or an action sheet, with the handler that runs
/// when the user taps it.
///
/// UIKit runs the handler once the alert has been dismissed, inside the dismissal's completion
/// (UIKit 26.1's and 18.2's `-[UIAlertController
/// _dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:]`;
/// docs/lifecycle.md#fact-alert-handler-after-dismissal): the log writes it as the closure
/// `handler(_:)` with the action's title, handed over by `addAction(_:)`.
@preconcurrency @MainActor
open class UIAlertAction {
  /// Mirrors `UIAlertAction.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable, CustomStringConvertible {
    case `default` = 0
    case cancel = 1
    case destructive = 2

    public var description: String {
      switch self {
      case .default: return "default"
      case .cancel: return "cancel"
      case .destructive: return "destructive"
      }
    }
  }

  public let title: String?
  public let style: Style
  /// Mirrors `isEnabled`: a disabled action's button ignores taps.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
  /// Whose code gave the handler, and the `addAction(_:)` that handed it to the alert.
  var handlerOwner = ParticipantRegistry.appID
  var registration: Int?

  /// Mirrors `init(title:style:handler:)`.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    if let simulator = EngineContext.current {
      handlerOwner = simulator.recorder.currentParticipant
    }
  }
}
