// Object lifetimes (docs/lifecycle.md#facts-lifetime): what a completed transition takes off the
// screen is freed soon after, and the transitioning delegate UIKit holds weakly is the app's to
// keep. Judged only where the log shows lifetimes: its release records (an app's `deinit` and
// `dealloc` prints, or Transit's engine), so a log that records none is judged as before.
extension LifecycleRules {
  static let lifetimeRules: [Rule] = [
    Rule(
      "lifetime.removed-object-freed", about: "deinit", in: .lifetime,
      "A view controller a completed dismissal, pop, setViewControllers(_:animated:) or "
        + "removeFromParent() took off the screen is freed by the end of the next run-loop "
        + "turn, with the presentation controller, animators, interaction controllers and "
        + "transition context of its transition, unless a view controller still on screen keeps "
        + "it.",
      pattern: .followedBy(.removedFromScreen, .released),
      obligation: .app,
      sources: [
        .observed(
          .logReadkeNav, "B_ViewController dealloc right after the pop's viewDidAppear",
          at: "fact-removed-freed"),
        .inferred(
          .dec26ContextLetsGo, "the context lets go of its animator and interaction controller",
          at: "fact-removed-freed"),
        .observed(
          .ghZfDragable45, "an animator kept the dismissed controller alive",
          at: "fact-removed-freed"),
        .observed(.ghTeehanLaxTransitions8, at: "fact-removed-freed"),
      ],
      hint: "Find what still holds the object: a strong reference back to the screen from "
        + "something it owns (make it weak), or a closure that captures it (capture it weakly, "
        + "or let go of the closure once it has run)."),

    Rule(
      "lifetime.transitioning-delegate-kept", about: .animationControllerForPresented,
      in: .lifetime,
      "The transitioning delegate that vended a presentation's animator is still alive when "
        + "that presentation is dismissed: UIKit holds transitioningDelegate weakly, and a "
        + "released one is not asked, so the dismissal runs on UIKit's own animation.",
      pattern: .neverAfter(.delegateReleased, then: .dismissalRequested),
      obligation: .app,
      sources: [
        .documented(.uikitTransitioningDelegate, "weak var", at: "fact-released-delegate"),
        .documented(
          .appleSampleCustomPresentationFirst,
          "transitioningDelegate does not hold a strong reference", at: "fact-released-delegate"),
        .observed(.ghBubbleTransition38, at: "fact-released-delegate"),
        .observed(.ghXCoordinator164, at: "fact-released-delegate"),
        .observed(.ghPresentr108, at: "fact-released-delegate"),
      ],
      hint: "Keep the transitioning delegate in a stored property of something that outlives "
        + "the presentation (the presenting or the presented view controller), not in a local "
        + "constant of the method that presents."),
  ]
}

extension Step {
  /// A view controller leaving the screen for good: a completed dismissal or pop, a
  /// `setViewControllers(_:animated:)` that drops it, a `removeFromParent()`.
  package static let removedFromScreen = Step(
    [
      .state(.completed), .call(.removeFromParent), .call(.didMoveToParent),
      .call(.setViewControllers),
    ],
    label: "a completed dismissal, pop, setViewControllers or removeFromParent()",
    channels: [.states, .requests, .containment, .context])

  /// The object's release: an app's `deinit` print, or Transit's engine.
  package static let released = Step(
    [.released], label: "its release", channels: [.lifetimes])

  /// The release of a transitioning delegate that vended a presentation still on screen.
  package static let delegateReleased = Step(
    [.released], label: "the release of the presentation's transitioning delegate",
    channels: [.lifetimes, .delegate])

  /// The request of that presentation's dismissal.
  package static let dismissalRequested = Step(
    [.call(.dismiss), .state(.requested)], label: "the dismissal's request",
    channels: [.requests, .states])
}
