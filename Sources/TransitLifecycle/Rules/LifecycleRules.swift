/// The documented presentation lifecycle as rules, each citing entries of the bibliography
/// (`Source`) and the facts of `docs/lifecycle.md` they support.
///
/// Modal rules judge only `present` and `dismiss` transitions, so navigation and tab logs are
/// not held to them; the animator-contract and appearance rules hold for every transition.
/// Rules are listed in lifecycle order: request, begin, completion, the whole log, appearance;
/// then the navigation, tab bar and shared container rules; then those of interruptible
/// transitions, child containment, page view controllers and trait changes.
package enum LifecycleRules {
  /// Every rule, in the order `transit check --rules` lists them.
  package static let all: [Rule] =
    requestRules + beginRules + contextRules + completionRules + coordinatorRules + viewRules
    + logRules + appearanceRules + navigationRules + tabBarRules + containerRules + modernRules
    + layoutRules + everydayRules + lifetimeRules

  /// The rule with this id.
  package static func rule(_ id: String) -> Rule? { all.first { $0.id == id } }
}
