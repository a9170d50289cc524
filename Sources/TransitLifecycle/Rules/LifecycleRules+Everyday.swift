// The everyday UIKit around transitions (docs/lifecycle.md#facts-everyday): an alert's action
// runs its handler once UIKit has dismissed the alert.
extension LifecycleRules {
  static let everydayRules: [Rule] = [
    Rule(
      "dismiss.alert-handler-after-did-disappear", about: .addAction, in: .dismissal,
      "An alert action's handler runs after the alert's viewDidDisappear(_:): UIKit dismisses "
        + "the alert first, and runs the handler in the completion of that dismissal.",
      pattern: .precedes(
        .callback([.viewDidDisappear], of: .presented), then: alertActionHandler),
      obligation: .uikit,
      sources: [
        .inferred(
          .dec26AlertDismiss, "the handlers run in the dismissal's completion block",
          at: "fact-alert-handler-after-dismissal"),
        .inferred(
          .dec18AlertDismiss, "the handlers run in the dismissal's completion block",
          at: "fact-alert-handler-after-dismissal"),
        .observed(
          .ghMaterialDialogs1885, "UIAlertController invokes its action block after dismissal",
          at: "contradiction-alert-handler"),
      ],
      hint: "Nothing to fix in your code when UIKit delivers it; a handler that runs while the "
        + "alert is still on screen comes from an alert of your own, which should dismiss first "
        + "and call the handler in the dismissal's completion, as UIAlertController does.")
  ]

  /// An alert action's handler running: the closure `handler(_:)` with the action's title.
  static let alertActionHandler = Step(
    [.call(.alertActionHandler)], label: "an alert action's handler",
    channels: [.completionHandler], requiredArgument: "action")
}
