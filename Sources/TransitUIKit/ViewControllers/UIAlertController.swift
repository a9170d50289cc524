import Foundation
import TransitTrace

/// Mirrors `UIAlertController`: an alert, or an action sheet, presented modally with UIKit's own
/// presentation controller and animator.
///
/// Its presentation is UIKit's (UIKit 26.1's `-[UIAlertController
/// _presentationControllerForPresentedController:presentingController:sourceController:]` and
/// `_modalPresentationStyleForResolvedStyle`): an alert, and an action sheet in a compact
/// width, present `.custom` with `_UIAlertControllerAlertPresentationController` or
/// `_UIAlertControllerActionSheetCompactPresentationController`, which keep the presenter's view,
/// so the presenter gets no appearance callbacks; an action sheet in a regular width presents
/// `.popover` with `_UIAlertControllerActionSheetRegularPresentationController`, which needs a
/// source view or bar button item. Both animate with `_UIAlertControllerAnimatedTransitioning`,
/// which the alert's own transitioning delegate vends (docs/lifecycle.md#fact-alert-presentation).
///
/// A tap on an action's button dismisses the alert from its presenter and runs the action's
/// handler in that dismissal's completion (`UIAlertAction`).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  /// Mirrors `UIAlertController.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable, CustomStringConvertible {
    case actionSheet = 0
    case alert = 1

    public var description: String { self == .alert ? "alert" : "actionSheet" }
  }

  public let preferredStyle: Style
  open var message: String?
  public private(set) var actions: [UIAlertAction] = []
  /// Mirrors `preferredAction`: the action the return key triggers; kept.
  open var preferredAction: UIAlertAction?
  /// The text fields added so far, in the order added.
  private var addedTextFields: [UITextField] = []

  /// Mirrors `textFields`: the alert's text fields in the order `addTextField(configurationHandler:)`
  /// added them, or nil when it added none. With no keyboard here, each keeps the text its
  /// configuration handler or the app's code gave it.
  open var textFields: [UITextField]? { addedTextFields.isEmpty ? nil : addedTextFields }

  /// Mirrors `init(title:message:preferredStyle:)`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Mirrors `init?(coder:)`, which a subclass's `required init?(coder:)` overrides (Apple's
  /// page says the class does not support subclassing; code does it all the same): an action
  /// sheet, the style's zero value, with no title or message.
  public override init?(coder: NSCoder) {
    preferredStyle = .actionSheet
    super.init(coder: coder)
  }

  /// UIKit sets an alert's style itself, whatever the app sets: `.custom`, or `.popover` for an
  /// action sheet in a regular width.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get { isPopoverActionSheet ? .popover : .custom }
    set {}
  }

  /// Whether the alert is an action sheet shown as a popover: in a regular width.
  var isPopoverActionSheet: Bool {
    preferredStyle == .actionSheet
      && (EngineContext.current?.windowTraits.horizontalSizeClass ?? .compact) == .regular
  }

  /// Mirrors `addAction(_:)`, logged: the action gets a button, and the call hands over its
  /// handler. UIKit allows one `.cancel` action; a second one raises, which Transit logs and
  /// ignores.
  open func addAction(_ action: UIAlertAction) {
    guard let simulator = EngineContext.current else {
      actions.append(action)
      return
    }
    simulator.userCall(
      .addAction, on: self,
      args: [
        "action": .string(action.title ?? ""), "style": .string(action.style.description),
        "handler": action.handler == nil ? .null : "closure",
      ]
    ) {
      if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
        simulator.warn(
          about: self, code: "alert-second-cancel-action",
          "UIAlertController can only have one action with a style of UIAlertActionStyleCancel. "
            + "UIKit raises an exception here; Transit ignores this action.")
        return
      }
      action.registration = simulator.recorder.currentCause
      actions.append(action)
      if isViewLoaded { (view as? AlertView)?.showActions(actions, of: self) }
    }
  }

  /// Mirrors `addTextField(configurationHandler:)`: adds a text field below the message and
  /// hands it to the handler at once, to configure before the alert is shown (Apple's page: "a
  /// block for configuring the text field prior to displaying the alert"). Only an alert has text
  /// fields: on an action sheet UIKit raises an exception, which Transit logs, adding nothing.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else {
      EngineContext.current?.warn(
        about: self, code: "alert-text-field-in-action-sheet",
        "Text fields can only be added to an alert controller of style "
          + "UIAlertControllerStyleAlert. UIKit raises an exception here; Transit adds no "
          + "text field.")
      return
    }
    let field = UITextField()
    field.borderStyle = .roundedRect
    addedTextFields.append(field)
    configurationHandler?(field)
  }

  /// Builds the alert's view with a button per action (UIKit's
  /// `_UIAlertControllerPhoneTVMacView`).
  open override func loadView() {
    let alertView = AlertView(frame: EngineContext.current?.screenBounds ?? .zero)
    view = alertView
    runAsUIKit { alertView.showActions(actions, of: self) }
  }

  /// A tap on an action's button: UIKit asks the alert's presenter to dismiss it, and runs the
  /// handler in the dismissal's completion (UIKit 26.1's `_dismissAnimated:triggeringAction:…`;
  /// docs/lifecycle.md#fact-alert-handler-after-dismissal).
  func actionTapped(_ action: UIAlertAction) {
    guard action.isEnabled, let simulator = EngineContext.current else { return }
    guard let presenter = presentingViewController else {
      simulator.warn(
        about: self, code: "alert-not-presented",
        "Attempt to dismiss \(simulator.describe(self)) with unknown presenter, action will not "
          + "be performed.")
      return
    }
    simulator.asUIKit(transition: nil) {
      presenter.dismiss(animated: true) { [weak self] in
        self?.runHandler(of: action, in: simulator)
      }
    }
  }

  private func runHandler(of action: UIAlertAction, in simulator: Simulator) {
    guard let handler = action.handler else { return }
    _ = simulator.recorder.call(
      .alertActionHandler, on: action.handlerOwner, from: ParticipantRegistry.uikitID,
      args: ["action": .string(action.title ?? "")], block: action.registration
    ) {
      handler(action)
    }
  }
}

/// The alert's view, with a button per action: UIKit's `_UIAlertControllerPhoneTVMacView`.
final class AlertView: UIView {
  override var traceClassName: String { "_UIAlertControllerPhoneTVMacView" }

  /// Adds a button for each action not shown yet.
  func showActions(_ actions: [UIAlertAction], of alert: UIAlertController) {
    let shown = subviews.compactMap { ($0 as? AlertActionView)?.action }
    for action in actions where !shown.contains(where: { $0 === action }) {
      let button = AlertActionView(action: action, alert: alert)
      let index = subviews.count
      button.frame = CGRect(x: 40, y: bounds.midY + CGFloat(index) * 44, width: 313, height: 44)
      addSubview(button)
    }
  }
}

/// The button of an action: UIKit's `_UIAlertControllerActionView`. A touch on it is UIKit's to
/// handle: it dismisses the alert.
final class AlertActionView: UIView, ContainerPart, TouchTracking, TitledButton {
  let action: UIAlertAction
  weak var container: UIViewController?
  let part: String

  init(action: UIAlertAction, alert: UIAlertController) {
    self.action = action
    container = alert
    let name = (action.title ?? "").lowercased().filter { $0.isLetter || $0.isNumber }
    part = "action." + (name.isEmpty ? "untitled" : name)
    super.init(frame: .zero)
  }

  override var traceClassName: String { "_UIAlertControllerActionView" }

  var buttonTitle: String? { action.title }

  var touchDelay: TimeInterval { 0 }
  func tracksTouch(on view: UIView) -> Bool { action.isEnabled }
  func touchTarget(on view: UIView) -> AnyObject? { nil }
  func touchBegan(on view: UIView) {}
  func touchEnded(on view: UIView) {
    (container as? UIAlertController)?.actionTapped(action)
  }
}
