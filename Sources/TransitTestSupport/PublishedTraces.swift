import TransitTrace

/// Call orders developers printed on a device and published, which Transit's logs are held to.
package enum PublishedTraces {
  /// What aviciiiphone printed with `print(#function)` at the end of "UIViewControllerTransitioningDelegate를
  /// 사용하여 Transition을 통해 뷰 컨트롤러를 Present/Dismiss 해보자 - 2편"
  /// (https://aviciiiphone.tistory.com/30, docs/sources.md#log-aviciiiphone-2) for a zoom
  /// presentation and its interactive dismissal: the transitioning delegate's five methods,
  /// the animators' methods, and the presented `SingleColorViewController`'s callbacks.
  package static let colorZoom = [
    "presentationController(forPresented:presenting:source:)",
    "SingleColorViewController viewDidLoad()",
    "animationController(forPresented:presenting:source:)",
    "interactionControllerForPresentation(using:)",
    "transitionDuration(using:)",
    "SingleColorViewController viewWillAppear(_:)",
    "transitionDuration(using:)",
    "animateTransition(using:)",
    "SingleColorViewController viewDidAppear(_:)",
    "animationEnded(_:)",
    "animationController(forDismissed:)",
    "interactionControllerForDismissal(using:)",
    "transitionDuration(using:)",
    "SingleColorViewController viewWillDisappear(_:)",
    "transitionDuration(using:)",
    "startInteractiveTransition(_:)",
    "SingleColorViewController viewDidDisappear(_:)",
    "animationEnded(_:)",
  ]

  /// A log reduced to what that author printed: UIKit's calls to the transitioning delegate
  /// and the animators, by name, and the presented view controller's loading and appearance
  /// callbacks, prefixed with `presentedName`.
  package static func printedByZoomAuthor(_ records: [Record], presentedName: String) -> [String] {
    let printedByTransitionCode: Set<ParticipantRole> = [.transitioningDelegate, .animator]
    let printedCallbacks: Set<CallName> = [
      .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]
    var roles: [String: ParticipantRole] = [:]
    for record in records {
      if case .participant(let participant) = record { roles[participant.id] = participant.role }
    }
    return records.compactMap { record in
      guard let call = record.event?.call, call.caller == "uikit" else { return nil }
      let role = roles[call.receiver]
      if role == .presentedViewController && printedCallbacks.contains(call.name) {
        return "\(presentedName) \(call.name)"
      }
      if let role, printedByTransitionCode.contains(role), call.name != .completionWithArgument {
        return call.name.rawValue
      }
      return nil
    }
  }
}
