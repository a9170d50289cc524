import TransitTrace

// Lifetimes: each rule kept by a lifetime scenario's golden trace and broken by its misuse twin.
extension RuleCases {
  static let lifetime: Cases = [
    "lifetime.removed-object-freed": (
      .trace("interaction-weak-screen"), .trace("bug-retain-cycle-interaction-controller")
    ),
    "lifetime.transitioning-delegate-kept": (
      .trace("delegate-kept"), .trace("bug-transitioning-delegate-released")
    ),
  ]
}
