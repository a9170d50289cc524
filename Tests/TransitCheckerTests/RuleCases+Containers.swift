import TransitTrace

// Pushes, pops and tab switches: each rule kept by a container scenario's golden trace and
// broken by the same trace with one record moved, removed, renamed or added, as a log from a
// wrong container or a wrong recording would read.
extension RuleCases {
  static let navigation: Cases = [
    "nav.duration-after-animator": (
      .trace("nav-push-pop-custom"),
      .edited("nav-push-pop-custom", "transitionDuration before the animator request") {
        try $0.move(
          .call(.transitionDuration, transition: 1),
          before: .call(.navigationAnimationController))
      }
    ),
    "nav.duration-before-interaction": (
      .trace("nav-push-pop-custom"),
      .edited("nav-push-pop-custom", "transitionDuration after the interaction request") {
        try $0.move(
          .call(.transitionDuration, transition: 1),
          after: .call(.navigationInteractionController))
      }
    ),
    "nav.interaction-asked-after-animator": (
      .trace("nav-push-pop-custom"),
      .edited("nav-push-pop-custom", "no animator from the delegate") {
        try $0.modify(.call(.navigationAnimationController)) { $0.setResult(.null) }
      }
    ),
    "nav.will-show-before-animator": (
      .trace("nav-push-pop-custom"),
      .edited("nav-push-pop-custom", "willShow after animateTransition") {
        try $0.move(
          .call(.navigationControllerWillShow, transition: 1),
          after: .call(.animateTransition, transition: 1))
      }
    ),
    "nav.incoming-loads-first": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the pushed view controller loaded after the list's willDisappear") {
        try $0.move(
          .call(.viewDidLoad, on: "vc.detail"), after: .call(.viewWillDisappear, on: "vc.list"))
      }
    ),
    "nav.will-order-from-first": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the pushed view controller's viewWillAppear first") {
        try $0.move(
          .call(.viewWillAppear, on: "vc.detail"),
          before: .call(.viewWillDisappear, on: "vc.list"))
      }
    ),
    "nav.will-show-after-will-callbacks": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "willShow before the pushed view controller's viewWillAppear") {
        try $0.move(
          .call(.navigationControllerWillShow, transition: 1),
          before: .call(.viewWillAppear, on: "vc.detail"))
      }
    ),
    "nav.did-order-from-first": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the list's viewDidDisappear after the detail's viewDidAppear") {
        try $0.move(
          .call(.viewDidDisappear, on: "vc.list"), after: .call(.viewDidAppear, on: "vc.detail"))
      }
    ),
    "nav.pop-revealed-appears": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the list never comes back in the pop") {
        let pop = try $0.transition(.pop)
        let appearing: Set<CallName> = [.viewWillAppear, .viewIsAppearing, .viewDidAppear]
        $0.removeAll { event in
          event.transition == pop && event.call?.receiver == "vc.list"
            && event.call.map { appearing.contains($0.name) } == true
        }
      }
    ),
    "nav.did-show-after-did-callbacks": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "didShow before the pushed view controller's viewDidAppear") {
        try $0.move(
          .call(.navigationControllerDidShow, transition: 1),
          before: .call(.viewDidAppear, on: "vc.detail"))
      }
    ),
    "nav.cancelled-pop-no-did-show": (
      .trace("nav-pop-interactive-cancelled"),
      .edited("nav-pop-interactive-cancelled", "didShow after the cancelled pop") {
        let pop = try $0.transition(.pop)
        try $0.duplicate(.call(.viewDidAppear, on: "vc.detail", transition: pop)) {
          $0.retarget(to: "delegate.slideTransition", name: .navigationControllerDidShow)
        }
      }
    ),
    "nav.cancelled-pop-reappears": (
      .trace("nav-pop-interactive-cancelled"),
      .edited("nav-pop-interactive-cancelled", "no viewDidAppear after the cancel") {
        let pop = try $0.transition(.pop)
        try $0.remove(.call(.viewDidAppear, on: "vc.detail", transition: pop))
      }
    ),
    "nav.cancelled-pop-reverses-incoming-first": (
      .trace("nav-pop-interactive-cancelled"),
      .edited("nav-pop-interactive-cancelled", "the popped view controller reappearing first") {
        let pop = try $0.transition(.pop)
        try $0.move(
          .call(.viewWillAppear, on: "vc.detail", transition: pop),
          before: .call(.viewWillDisappear, on: "vc.list", transition: pop, nth: 0))
      }
    ),
  ]

  static let tabBar: Cases = [
    "tab.selection-callbacks-only-for-taps": (
      .trace("tab-switch-default"),
      .edited("tab-switch-default", "didSelect for the change made in code") {
        let code = try $0.transition(.tabSwitch, nth: 1)
        try $0.duplicate(.call(.viewDidAppear, on: "vc.message", transition: code)) {
          $0.retarget(to: "delegate.tabSelectionTracker", name: .tabBarControllerDidSelect)
        }
      }
    ),
    "tab.animator-asked-every-switch": (
      .trace("tab-switch-custom"),
      .edited("tab-switch-custom", "no delegate requests for the change made in code") {
        let code = try $0.transition(.tabSwitch, nth: 1)
        try $0.remove(.call(.tabBarAnimationController, transition: code))
        try $0.remove(.call(.tabBarInteractionController, transition: code))
      }
    ),
    "tab.interaction-asked-after-animator": (
      .trace("tab-switch-custom"),
      .edited("tab-switch-custom", "the interaction request before the animator request") {
        try $0.move(
          .call(.tabBarInteractionController), before: .call(.tabBarAnimationController))
      }
    ),
    "tab.default-will-order-to-first": (
      .trace("tab-switch-default"),
      .edited("tab-switch-default", "the old tab's viewWillDisappear first") {
        try $0.move(
          .call(.viewWillDisappear, on: "vc.message"),
          before: .call(.viewWillAppear, on: "vc.contact"))
      }
    ),
    "tab.default-did-order-from-first": (
      .trace("tab-switch-default"),
      .edited("tab-switch-default", "the old tab's viewDidDisappear last") {
        try $0.move(
          .call(.viewDidDisappear, on: "vc.message"),
          after: .call(.viewDidAppear, on: "vc.contact"))
      }
    ),
    "tab.custom-did-order-to-first": (
      .trace("tab-switch-custom"),
      .edited("tab-switch-custom", "the new tab's viewDidAppear last") {
        try $0.move(
          .call(.viewDidAppear, on: "vc.contact"),
          after: .call(.viewDidDisappear, on: "vc.message"))
      }
    ),
    "tab.cancelled-from-reappears": (
      .trace("tab-switch-interactive-cancelled"),
      .edited("tab-switch-interactive-cancelled", "the old tab's reversal dropped") {
        $0.removeAll { event in
          event.transition == 1 && event.call?.receiver == "vc.message"
            && [.viewWillAppear, .viewIsAppearing, .viewDidAppear].contains(event.call?.name)
        }
      }
    ),
    "tab.cancel-reverses-to-first": (
      .trace("tab-switch-interactive-cancelled"),
      .edited("tab-switch-interactive-cancelled", "the old tab reversed first") {
        try $0.move(
          .call(.viewWillAppear, on: "vc.message", transition: 1),
          before: .call(.viewWillDisappear, on: "vc.contact"))
      }
    ),
  ]

  static let containers: Cases = [
    "container.interactive-starts-with-interactor": (
      .trace("nav-pop-interactive-cancelled"),
      .edited("nav-pop-interactive-cancelled", "animateTransition for the interactive pop") {
        try $0.modify(.call(.startInteractiveTransition)) { $0.rename(.animateTransition) }
      }
    ),
    "container.animates-without-interactor": (
      .trace("nav-push-pop-custom"),
      .edited("nav-push-pop-custom", "startInteractiveTransition without an interactor") {
        try $0.modify(.call(.animateTransition, transition: 1)) {
          $0.rename(.startInteractiveTransition)
        }
      }
    ),
    "container.animation-ended-last": (
      .trace("tab-switch-custom"),
      .edited("tab-switch-custom", "animationEnded before the old tab's viewDidDisappear") {
        try $0.move(
          .call(.animationEnded, transition: 1),
          before: .call(.viewDidDisappear, on: "vc.message"))
      }
    ),
  ]
}
