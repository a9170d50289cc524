import TransitTrace

// Which presentation controller a presentation uses, and the adaptive-style question UIKit asks
// it inside `present`.
extension Simulator {
  /// The presentation controller `present` uses: the one reading `presentationController`
  /// made before (UIKit 18.2 keeps it as the view controller's temporary presentation
  /// controller and `present` reuses it, so a delegate set on it is kept), or a new one.
  func presentationController(
    forPresenting presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController {
    if let made = presented.temporaryPresentationController {
      presented.temporaryPresentationController = nil
      return made
    }
    return makePresentationController(for: presented, presenting: presenting, source: source)
  }

  /// A new presentation controller for `presented`'s style: for `.custom`, the one its
  /// transitioning delegate vends (asked only for `.custom`: View Controller Programming Guide,
  /// "The Transitioning Delegate"); for every other style UIKit's own.
  ///
  /// Reading the getter asks the delegate with no presenting view controller, as the
  /// presentation has not picked one yet (Apple's presentationController(forPresented:
  /// presenting:source:) page: the presenting view controller "may also be nil").
  func makePresentationController(
    for presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController {
    if let alert = presented as? UIAlertController {
      return alertPresentationController(for: alert)
    }
    if let search = presented as? UISearchController {
      let controller = SearchPresentationController(searchController: search)
      recorder.participants.choose("pc.search", role: .presentationController, for: controller)
      return controller
    }
    let style = presented.resolvedModalPresentationStyle
    guard style == .custom else {
      return systemPresentationController(style: style, for: presented)
    }
    if let delegate = presented.transitioningDelegate {
      let vended = optionalRequest(
        .presentationControllerForPresented, on: delegate, role: .transitioningDelegate,
        args: [
          "presented": reference(presented),
          "presenting": presenting.map { reference($0) } ?? .null,
          "source": reference(source),
        ],
        result: presentationControllerValue
      ) { delegate in
        delegate.presentationController(
          forPresented: presented, presenting: presenting, source: source)
      }
      if let controller = vended ?? nil { return controller }
    }
    // What UIKit does here is not established
    // (docs/lifecycle.md#fact-custom-without-presentation-controller). The presenter's view
    // stays on screen and gets no callbacks, as Chris Hulbert reports for `.custom` without a
    // presentation controller (splinter.com.au, 2015), so a plain UIPresentationController
    // stands in.
    note(
      about: presented.transitioningDelegate ?? presented, code: "no-presentation-controller",
      "No presentation controller was vended for a .custom presentation; UIKit's behaviour "
        + "here is not established. Transit uses a plain UIPresentationController: the "
        + "presenter's view stays and gets no appearance callbacks.")
    let fallback = UIPresentationController(
      presentedViewController: presented, presenting: presenting)
    fallback.isSystemController = true
    return fallback
  }

  /// UIKit's own presentation controller for a built-in style, named in the log as on a device
  /// (`UIKitClassName`): a sheet for `.pageSheet` and `.formSheet` (iOS 15), a popover
  /// controller for `.popover`, and the private full-screen and current-context controllers.
  func systemPresentationController(
    style: UIModalPresentationStyle, for presented: UIViewController
  ) -> UIPresentationController {
    let controller: UIPresentationController
    let id: String
    switch style {
    case .pageSheet, .formSheet:
      let sheet = UISheetPresentationController(
        presentedViewController: presented, presenting: nil)
      sheet.sheetStyle = style
      controller = sheet
      id = "pc.sheet"
    case .popover:
      controller = UIPopoverPresentationController(
        presentedViewController: presented, presenting: nil)
      id = "pc.popover"
    default:
      controller = SystemPresentationController(style: style, presentedViewController: presented)
      id = "pc.\(style)"
    }
    controller.isSystemController = true
    recorder.participants.choose(id, role: .presentationController, for: controller)
    return controller
  }

  /// Asks the adaptive style for the environment the presentation appears in: logged on a
  /// presentation controller of the app's, and, through its default implementation, on the
  /// delegate (docs/lifecycle.md#fact-adaptive-queries).
  func askAdaptiveStyle(of controller: UIPresentationController) -> UIModalPresentationStyle {
    let traits = controller.traitCollection
    guard !controller.isSystemController else {
      return controller.adaptivePresentationStyle(for: traits)
    }
    return getter(
      .adaptivePresentationStyle, on: controller, role: .presentationController,
      args: ["traitCollection": .string(traits.description)], result: Value.style
    ) {
      controller.adaptivePresentationStyle(for: traits)
    }
  }
}

extension Value {
  /// A presentation style as the log writes it: `fullScreen`, `none`.
  static func style(_ style: UIModalPresentationStyle) -> Value { .string(style.description) }
}

extension UIPresentationController {
  /// What the default `adaptivePresentationStyle(for:)` asks the delegate: the trait-collection
  /// variant if it is implemented, else, in a horizontally compact environment only, the iOS 8
  /// question (UIKit 18.2's `_presentationControllerForTraitCollection:`; Apple's
  /// adaptivePresentationStyle(for:) pages). Nil when the delegate has no answer.
  func askDelegateForAdaptiveStyle(_ traits: UITraitCollection) -> UIModalPresentationStyle? {
    guard let simulator = EngineContext.current else { return nil }
    guard let delegate else {
      simulator.noteReleased(
        delegateStorage.released, property: "presentationController.delegate", of: self,
        code: "adaptive-delegate-released",
        instead: "the presentation keeps the style the presentation controller chooses")
      return nil
    }
    let controller = self
    let reference = simulator.reference(controller, role: .presentationController)
    if let answer = simulator.optionalRequest(
      .adaptivePresentationStyleForTraits, on: delegate,
      args: ["controller": reference, "traitCollection": .string(traits.description)],
      result: Value.style,
      { delegate.adaptivePresentationStyle(for: controller, traitCollection: traits) })
    {
      return answer
    }
    guard traits.horizontalSizeClass == .compact else { return nil }
    return simulator.optionalRequest(
      .adaptivePresentationStyle, on: delegate, args: ["controller": reference],
      result: Value.style
    ) { delegate in
      delegate.adaptivePresentationStyle(for: controller)
    }
  }
}
