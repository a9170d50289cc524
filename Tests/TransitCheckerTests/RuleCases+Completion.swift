import TransitTrace

extension RuleCases {
  typealias Cases = [String: (satisfying: LogSource, violating: LogSource)]

  static let completion: Cases = [
    "present.did-end-follows-complete": (
      .trace("card-zoom"),
      .edited("card-zoom", "presentationTransitionDidEnd(false) after completeTransition(true)") {
        try $0.modify(.call(.presentationTransitionDidEnd)) { $0.setFlag(false) }
      }
    ),
    "dismiss.did-end-follows-complete": (
      .trace("dimming-sheet"),
      .edited("dimming-sheet", "no dismissalTransitionDidEnd") {
        try $0.remove(.call(.dismissalTransitionDidEnd))
      }
    ),
    "present.did-appear-after-did-end": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewDidAppear before presentationTransitionDidEnd") {
        try $0.move(
          .call(.viewDidAppear, on: "vc.swatch"), before: .call(.presentationTransitionDidEnd))
      }
    ),
    "dismiss.did-disappear-after-did-end": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewDidDisappear before dismissalTransitionDidEnd") {
        try $0.move(
          .call(.viewDidDisappear, on: "vc.swatch"), before: .call(.dismissalTransitionDidEnd))
      }
    ),
    "present.did-appear-after-complete": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewDidAppear before completeTransition") {
        try $0.move(
          .call(.viewDidAppear, on: "vc.swatch"), before: .call(.completeTransition))
      }
    ),
    "dismiss.did-disappear-after-complete": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewDidDisappear before completeTransition") {
        let dismissal = try $0.transition(.dismiss)
        try $0.move(
          .call(.viewDidDisappear, on: "vc.swatch"),
          before: .call(.completeTransition, transition: dismissal))
      }
    ),
    "present.completion-after-did-appear": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the present completion before viewDidAppear") {
        try $0.move(.call(.completion), before: .call(.viewDidAppear, on: "vc.settings"))
      }
    ),
    "dismiss.completion-after-did-disappear": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the dismiss completion before viewDidDisappear") {
        let dismissal = try $0.transition(.dismiss)
        try $0.move(
          .call(.completion, transition: dismissal),
          before: .call(.viewDidDisappear, on: "vc.settings"))
      }
    ),
    "modal.animation-ended-last": (
      .trace("card-zoom"),
      .edited("card-zoom", "animationEnded before viewDidAppear") {
        try $0.move(.call(.animationEnded), before: .call(.viewDidAppear, on: "vc.swatch"))
      }
    ),
    "coordinator.alongside-after-start": (
      .trace("dimming-sheet"),
      .edited("dimming-sheet", "the alongside animation before animateTransition") {
        try $0.move(.call(.alongsideTransition), before: .call(.animateTransition))
      }
    ),
    "coordinator.completion-after-complete": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the coordinator's completion before completeTransition") {
        // The coordinator's completion block, not the completion of UIKit's own animation.
        try $0.move(
          .call(.completionWithArgument, on: "vc.settings"),
          before: .call(.completeTransition, transition: 1))
      }
    ),
    "coordinator.completion-after-handler": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the coordinator's completion before the present completion") {
        try $0.move(.call(.completionWithArgument, on: "vc.settings"), before: .call(.completion))
      }
    ),
    "present.to-view-added": (.trace("dimming-sheet"), .trace("bug-to-view-not-added")),
    "dismiss.to-view-added": (
      .run(removingPresenter),
      .file("dimming-sheet removing the library's view, its animator never adding the to-view") {
        try DimmingSheetFile.removingPresenter(mistakes: "[doesNotAddToView]")
      }
    ),
    "dismiss.chrome-removed-after-did-end": (
      .trace("dimming-sheet"), .trace("bug-views-removed-in-will-begin")
    ),
    "present.cancel-removes-chrome": (
      .trace("dimming-sheet-cancelled"),
      .edited("dimming-sheet-cancelled", "the dimming view kept") {
        try $0.remove(.view("dimmingView", removal: true))
      }
    ),
    "modal.no-request-in-flight": (.trace("card-zoom"), .trace("bug-present-during-transition")),
  ]

  static let appearance: Cases = [
    "modal.presenter-silent-unless-removed": (
      .trace("card-zoom"),
      .edited("card-zoom", "a viewWillDisappear UIKit gives the palette") {
        try $0.duplicate(.call(.viewWillAppear, on: "vc.swatch")) {
          $0.retarget(to: "vc.palette", name: .viewWillDisappear)
        }
      }
    ),
    "present.presenter-disappears-when-removed": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "no viewDidDisappear for the presenter") {
        try $0.remove(.call(.viewDidDisappear, on: "vc.home"))
      }
    ),
    "present.presented-appears-before-presenter-disappears": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the presenter's viewDidDisappear first") {
        try $0.move(
          .call(.viewDidDisappear, on: "vc.home"), before: .call(.viewDidAppear, on: "vc.settings"))
      }
    ),
    "dismiss.presenter-appears-first-when-removed": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the presenter's viewDidAppear last") {
        let dismissal = try $0.transition(.dismiss)
        try $0.move(
          .call(.viewDidAppear, on: "vc.home", transition: dismissal),
          after: .call(.viewDidDisappear, on: "vc.settings"))
      }
    ),
    "dismiss.presenter-reappears-when-removed": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the presenter never comes back in the dismissal") {
        let dismissal = try $0.transition(.dismiss)
        let appearing: Set<CallName> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear]
        $0.removeAll { event in
          event.transition == dismissal && event.call?.receiver == "vc.home"
            && event.call.map { appearing.contains($0.name) } == true
        }
      }
    ),
    "present.cancelled-presented-disappears": (
      .trace("dimming-sheet-cancelled"),
      .edited("dimming-sheet-cancelled", "no viewDidDisappear after the cancel") {
        try $0.remove(.call(.viewDidDisappear, on: "vc.inspector"))
      }
    ),
    "dismiss.cancelled-presented-reappears": (
      .trace("page-sheet-swipe-cancelled"),
      .edited("page-sheet-swipe-cancelled", "no viewDidAppear after the cancel") {
        let dismissal = try $0.transition(.dismiss)
        try $0.remove(.call(.viewDidAppear, on: "vc.settings", transition: dismissal))
      }
    ),
    "appearance.will-did-balanced": (
      .trace("card-zoom"), .trace("bug-double-appearance-forwarding")
    ),
    "appearance.is-appearing-while-appearing": (
      .trace("card-zoom"),
      .edited("card-zoom", "viewIsAppearing after viewDidAppear") {
        try $0.move(
          .call(.viewIsAppearing, on: "vc.swatch"), after: .call(.viewDidAppear, on: "vc.swatch"))
      }
    ),
    "appearance.settled-by-transition-end": (
      .trace("card-zoom"),
      .edited("fullscreen-default", "no viewDidDisappear for the presenter") {
        try $0.remove(.call(.viewDidDisappear, on: "vc.home"))
      }
    ),
    "appearance.loads-before-appearing": (
      .trace("fullscreen-default"),
      .edited("fullscreen-default", "the presented view controller's load after its appearance") {
        try $0.move(
          .call(.viewDidLoad, on: "vc.settings"), after: .call(.viewWillAppear, on: "vc.settings"))
      }
    ),
    "appearance.begin-end-balanced": (
      .trace("dimming-sheet-forwarding"), .trace("bug-unbalanced-appearance")
    ),
  ]
}

extension Event {
  /// Makes the call go to `receiver` under another name.
  mutating func retarget(to receiver: String, name: CallName) {
    guard case .call(var call) = body else { return }
    call.receiver = receiver
    call.name = name
    body = .call(call)
  }
}
