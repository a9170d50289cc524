import TransitTrace

// Pushes and pops: each rule kept by a container scenario's golden trace and
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
}
