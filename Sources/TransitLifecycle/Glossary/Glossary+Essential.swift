extension Glossary {
  /// Calls the glossary marks essential besides those the rules name: what a lesson about the
  /// lifecycle cannot leave out, with why.
  package static let essential: [(call: CallName, why: String)] = [
    (
      .transitionWasCancelled,
      "the animator reads it to pass completeTransition(_:) the outcome of the interaction"
    ),
    (.finishInteractiveTransition, "it decides the outcome of an interactive transition"),
    (.updateInteractiveTransition, "it is how the interaction drives the transition"),
  ]
}

/// The calls a diagram may not drop without saying so: those a lifecycle rule names, and those
/// the glossary marks essential. `transit render --hide` refuses to leave one out unless forced.
package enum EssentialCalls {
  /// Why `call` is essential (`rule transition.complete-false-after-cancel`, or the glossary's
  /// reason), or nil when it is not.
  package static func reason(for call: CallName) -> String? {
    reasons[call]
  }

  /// The first rule that names each call, then the glossary's marks.
  private static let reasons: [CallName: String] = {
    var reasons: [CallName: String] = [:]
    for rule in LifecycleRules.all {
      let named =
        [rule.call]
        + rule.pattern.steps.flatMap(\.records).compactMap { record in
          if case .call(let name) = record { return name }
          return nil
        }
      for name in named where reasons[name] == nil { reasons[name] = "rule \(rule.id)" }
    }
    for (call, why) in Glossary.essential where reasons[call] == nil {
      reasons[call] = "glossary: \(why)"
    }
    return reasons
  }()
}
