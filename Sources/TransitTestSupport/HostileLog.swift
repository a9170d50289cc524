import TransitTrace

/// A small log whose every name is hostile: quotes, `<`, `&`, backslashes, newlines, an escape
/// character and emoji, which every output must carry through correctly escaped.
package enum HostileLog {
  package static let nasty = "vc.\"quoted\" <b>&amp; \\n\nline2 😀 ;#%{}"
  package static let nastyClass = "Box<T> & \"Co\" **bold** //it// -- ~~ [[link]] \u{1B}"

  /// The log.
  package static var records: [Record] {
    var log = LogBuilder(scenario: "tor\"ture <&>\n")
    log.participant("uikit", "UIKit", .uikit)
    log.participant(nasty, nastyClass, .presentingViewController)
    log.participant("delegate 🎬", "Delegate&Co", .transitioningDelegate)
    let parent = log.call(
      "uikit", nasty, CallName("viewWillAppear(_:)"), ["animated": .bool(true)])
    log.call(
      "uikit", "delegate 🎬", CallName("animationController(forPresented:presenting:source:)"),
      ["presented": .string(nasty), "presenting": .string("a<b"), "source": .string("x&y")],
      result: .string(nasty), cause: parent)
    log.event(.gesture(Gesture(kind: "pan", state: "began", view: "v<1>", target: nasty)))
    log.event(
      .warning(Diagnostic(participant: nasty, code: "c<&>", message: "said \"no\"\n& left")))
    log.event(
      .view(
        ViewChange(
          caller: "delegate 🎬", name: .addSubview, view: "a&b", viewClass: "UIView",
          viewController: nil, superview: "c<d>", index: 0)), transition: 1)
    return log.records
  }
}
