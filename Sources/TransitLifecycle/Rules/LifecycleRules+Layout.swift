// A view controller's own view (docs/lifecycle.md#facts-view): UIKit loads it with `loadView()`
// before `viewDidLoad()`, and lays it out only once it is loaded. Each rule relates two calls
// that a log may leave out independently, and only judges what it sees: a log that prints
// `viewDidLoad()` but not `loadView()`, or only `viewDidLayoutSubviews()`, breaks nothing.
extension LifecycleRules {
  static let layoutRules: [Rule] = [
    Rule(
      "layout.load-view-before-did-load", about: .loadView, in: .viewController,
      "UIKit calls a view controller's loadView() before its viewDidLoad(), never after.",
      pattern: .neverAfter(Step.viewDidLoad, then: layoutStep(.loadView)),
      obligation: .app,
      sources: [
        .documented(
          .uikitLoadView, "called when the view is requested and is nil; never call it directly",
          at: "fact-load-view"),
        .documented(.uikitViewDidLoad, "called after the view is loaded", at: "fact-load-view"),
        .observed(.logReadkeNav, "loadView, then viewDidLoad", at: "fact-load-view"),
      ],
      hint: "A loadView() after viewDidLoad() loads the view again: your code called "
        + "loadView() (read view or call loadViewIfNeeded() instead), or a loadView() override "
        + "assigned no view, so the next read of view, still nil, loaded it again (assign "
        + "view in it, or call super.loadView())."),

    Rule(
      "layout.laid-out-after-load", about: .viewWillLayoutSubviews, in: .viewController,
      "A view controller's view is laid out only once it is loaded: no viewDidLoad() comes after "
        + "its viewWillLayoutSubviews() or viewDidLayoutSubviews().",
      pattern: .neverAfter(
        layoutStep(.viewWillLayoutSubviews, .viewDidLayoutSubviews), then: Step.viewDidLoad),
      obligation: .uikit,
      sources: [
        .documented(
          .vcpgViewLayout, "the view is loaded, then it appears and is laid out",
          at: "fact-view-layout"),
        .observed(
          .logReadkeNav, "viewDidLoad, then the layout callbacks", at: "fact-view-layout"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a log with a layout callback "
        + "before viewDidLoad() mixes up two view controllers of the same class."),
  ]

  /// A call of the layout channel on a view controller.
  static func layoutStep(_ names: CallName...) -> Step {
    Step(
      names.map { .call($0) }, label: names.map(\.rawValue).joined(separator: " or "),
      channels: [.layout], receiver: .viewController)
  }
}
