// What UIKit raises or prints when an alert, a page curl or a transition style is misused, and
// what Transit notes about a style it does not apply (docs/lifecycle.md#facts-everyday).
extension Glossary {
  static let everydayWarnings: [GlossaryNote] = [
    GlossaryNote(
      "present-from-partial-curl",
      meaning:
        "A view controller presented with the partialCurl transition style tried to present "
        + "another. UIKit prevents it: nothing is presented.",
      advice:
        "Dismiss the curled view controller first, or present it with another transition style.",
      sources: [.documented(.uikitPartialCurl, at: "fact-transition-styles")]),
    GlossaryNote(
      "partial-curl-needs-full-screen",
      meaning:
        "A partialCurl presentation was asked for without the fullScreen presentation style, or "
        + "from a presenter that does not cover the screen. UIKit raises an exception; nothing "
        + "is presented.",
      advice: "Set modalPresentationStyle = .fullScreen and present from a full-screen view.",
      sources: [.documented(.uikitPartialCurl, at: "fact-transition-styles")]),
    GlossaryNote(
      "popover-without-source",
      meaning:
        "An action sheet was presented as a popover (a regular width) with no sourceView and no "
        + "barButtonItem. UIKit raises an exception; nothing is presented.",
      advice:
        "Set alert.popoverPresentationController?.sourceView (and sourceRect) or barButtonItem "
        + "before presenting an action sheet.",
      sources: [
        .observed(.ghSdcAlertView306, "the exception's text", at: "fact-alert-presentation"),
        .inferred(.dec26AlertStyle, at: "fact-alert-presentation"),
      ]),
    GlossaryNote(
      "alert-second-cancel-action",
      meaning:
        "An alert was given a second action with the cancel style. UIKit's addAction(_:) fails "
        + "an assertion; Transit logs it and ignores the action.",
      advice: "Give an alert at most one .cancel action; use .default for the others.",
      sources: [.inferred(.dec26AlertAddAction, at: "fact-alert-presentation")]),
    GlossaryNote(
      "alert-text-field-in-action-sheet",
      meaning:
        "addTextField(configurationHandler:) was called on an action sheet. Only an alert can "
        + "hold text fields: UIKit raises an exception; Transit logs it and adds no field.",
      advice:
        "Create the controller with preferredStyle: .alert to ask for text, or present a form "
        + "of your own.",
      sources: [.documented(.uikitAlertAddTextField, at: "fact-alert-presentation")]),
    GlossaryNote(
      "alert-not-presented",
      meaning:
        "An action of an alert that is not presented was tapped, so no presenter can dismiss it; "
        + "UIKit dismisses nothing and the handler does not run.",
      advice: "Present the alert with present(_:animated:completion:) before it can be tapped.",
      sources: [.inferred(.dec26AlertDismiss, at: "fact-alert-handler-after-dismissal")]),
  ]

  static let everydayNotes: [GlossaryNote] = [
    GlossaryNote(
      "transition-style-not-applied",
      meaning:
        "A view controller with a transition style other than coverVertical was presented as a "
        + "sheet, a popover or an alert. Transit keeps that presentation's own animation: "
        + "UIKit's built-in animator runs the styles for .fullScreen and .currentContext "
        + "presentations.",
      advice:
        "Use modalTransitionStyle with .fullScreen or .overFullScreen presentations; a sheet "
        + "animates its own way.",
      sources: [
        .documented(.uikitModalTransitionStyle, at: "fact-transition-styles"),
        .inferred(.dec26BuiltinAnimator, at: "fact-transition-styles"),
      ]),
    GlossaryNote(
      "visual-format-invalid",
      meaning:
        "constraints(withVisualFormat:options:metrics:views:) was given a string its grammar "
        + "refuses, or a name the views or metrics dictionary does not hold. UIKit raises "
        + "NSInvalidArgumentException, which ends the app; Transit makes no constraint and "
        + "goes on, so the rest of the run can be seen.",
      advice:
        "Read the note's character position against the grammar in Apple's Auto Layout Guide, "
        + "\"Visual Format Language\", and give every name the string uses."),
  ]
}
