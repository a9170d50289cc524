/// How UIKit orders the appearance callbacks of a transition's two view controllers, kind by
/// kind: what `transit import` reads a console's transitions by when the app printed only those
/// callbacks (`<App.HomeViewController: 0x…> viewWillAppear(_:)`).
///
/// Each order is data with its sources, as a rule is: whose will-callback comes first, whose
/// did-callback comes first, and whether the view controller the transition leaves hears any.
/// An importer matches what a transition printed against every order here; where several fit,
/// the kind is unknown, and it says which (`AppearanceOrder.matching`).
package struct AppearanceOrder: Sendable, Hashable, CustomStringConvertible {
  /// Which of the two view controllers a callback reaches first.
  package enum First: String, Sendable, Hashable {
    /// The view controller the transition leaves (UIKit's `viewController(forKey: .from)`).
    case from
    /// The view controller it goes to.
    case to
  }

  /// The kind going forward: a push, a presentation, a tab switch.
  package let kind: TransitionKind
  /// The kind that returns from it (a pop, a dismissal), ordered the same way, if it has one.
  package let returnKind: TransitionKind?
  /// Whose will-callback comes first; nil when the view controller left behind hears none.
  package let will: First?
  /// Whose did-callback comes first; nil when the view controller left behind hears none.
  package let did: First?
  /// For a modal transition, whether UIKit takes the presenter's view out of the window, which
  /// is what gives the presenter its callbacks.
  package let removesPresenter: Bool?
  /// How the order reads, in a few words: `a push or a pop`.
  package let name: String
  /// The claim, in one sentence.
  package let statement: String
  package let sources: [Citation]

  /// Whether the view controller the transition leaves hears appearance callbacks.
  package var fromHearsCallbacks: Bool { will != nil }

  /// `a push or a pop (docs/lifecycle.md#fact-nav-did-order)`.
  package var description: String {
    name + (sources.references.first.map { " (\($0.path))" } ?? "")
  }

  /// Every order an importer reads, in the order it names them.
  package static let all: [AppearanceOrder] = [
    navigation, modalRemovingPresenter, modalKeepingPresenter, tabDefault, tabAnimated,
    pageSwipe, childSwap, childAddedOrRemoved,
  ]

  /// The orders a transition's printed callbacks fit: `will` and `did` as they came (nil where
  /// the console printed no such pair), and whether the view controller it leaves was heard.
  /// A did-order that is only begun (the to-view controller's did-callback came and the
  /// from-view controller's has not) fits the orders that give the to-view controller's first.
  package static func matching(will: First?, did: First?, fromHeard: Bool) -> [AppearanceOrder] {
    all.filter { order in
      guard order.fromHearsCallbacks == fromHeard else { return false }
      guard fromHeard else { return true }
      if let will, will != order.will { return false }
      if let did, did != order.did { return false }
      return true
    }
  }

  /// Push and pop: the outgoing view controller begins first and ends first.
  package static let navigation = AppearanceOrder(
    kind: .push, returnKind: .pop, will: .from, did: .from, removesPresenter: nil,
    name: "a push or a pop",
    statement: "In a push or a pop the outgoing view controller gets viewWillDisappear(_:) before "
      + "the incoming one gets viewWillAppear(_:), and viewDidDisappear(_:) before the incoming "
      + "one gets viewDidAppear(_:).",
    sources: [
      .observed(.logVastdevblog2012, at: "fact-nav-did-order"),
      .observed(.logReadkeNav, at: "fact-nav-did-order"),
      .observed(.logWangling2014, at: "fact-nav-will-order"),
    ])

  /// A presentation that removes the presenter's view (`.fullScreen`): the presenter begins
  /// first, the presented view controller ends first; a dismissal mirrors it.
  package static let modalRemovingPresenter = AppearanceOrder(
    kind: .present, returnKind: .dismiss, will: .from, did: .to, removesPresenter: true,
    name: "a presentation or dismissal that removes the presenter's view",
    statement: "When the presenter's view is removed (.fullScreen), a presentation gives the "
      + "presenter viewWillDisappear(_:) before the presented view controller's "
      + "viewWillAppear(_:), and the presented view controller viewDidAppear(_:) before the "
      + "presenter's viewDidDisappear(_:); a dismissal mirrors it.",
    sources: [
      .observed(.logBetterhee2022, at: "fact-did-order-modal"),
      .inferred(.dec26TransitionDidFinish, at: "fact-did-order-modal"),
      .documented(.uikitStyleFullScreen, at: "fact-presenter-callbacks-when-removed"),
    ])

  /// A presentation that keeps the presenter's view (a sheet, `.custom`, `.overFullScreen`):
  /// the presenter hears nothing.
  package static let modalKeepingPresenter = AppearanceOrder(
    kind: .present, returnKind: .dismiss, will: nil, did: nil, removesPresenter: false,
    name: "a presentation or dismissal that keeps the presenter's view, such as a sheet",
    statement: "A presentation that keeps the presenter's view (a sheet, .custom, "
      + ".overFullScreen) gives the presenter no appearance callbacks, and neither does its "
      + "dismissal; the presented view controller gets its own.",
    sources: [
      .observed(.blogYeahg2021, at: "fact-presenter-silent-unless-removed"),
      .observed(.blogSplinter2015, at: "fact-presenter-silent-unless-removed"),
      .inferred(.dec26DisablePresentersAppearance, at: "fact-presenter-silent-unless-removed"),
    ])

  /// UIKit's own tab switch: the new tab begins first, the old tab ends first.
  package static let tabDefault = AppearanceOrder(
    kind: .tabSwitch, returnKind: nil, will: .to, did: .from, removesPresenter: nil,
    name: "a tab switch without an animator",
    statement: "UIKit's own tab switch gives the new tab viewWillAppear(_:) before the old "
      + "tab's viewWillDisappear(_:), and the old tab viewDidDisappear(_:) before the new tab's "
      + "viewDidAppear(_:).",
    sources: [.observed(.logPgzxcTabBar, at: "fact-tab-default-order")])

  /// A tab switch the delegate's animator runs: the new tab begins and ends first.
  package static let tabAnimated = AppearanceOrder(
    kind: .tabSwitch, returnKind: nil, will: .to, did: .to, removesPresenter: nil,
    name: "a tab switch with the delegate's animator",
    statement: "A tab switch the delegate's animator runs gives the new tab its will- and its "
      + "did-callback before the old tab's.",
    sources: [.inferred(.dec26TabBar, at: "fact-tab-custom-completion-order")])

  /// A scroll-style page view controller's swipe: the new page begins and ends first.
  package static let pageSwipe = AppearanceOrder(
    kind: .pageSwipe, returnKind: nil, will: .to, did: .to, removesPresenter: nil,
    name: "a page swipe",
    statement: "A swipe of a scroll-style page view controller gives the new page its will- and "
      + "its did-callback before the current page's.",
    sources: [
      .observed(.logWangling2014, at: "fact-page-swipe-completed"),
      .observed(.logWisdomskyduan2015, at: "fact-page-swipe-completed"),
    ])

  /// Two children swapped by `transition(from:to:…)`, in the order Transit models.
  package static let childSwap = AppearanceOrder(
    kind: .childContainment, returnKind: nil, will: .from, did: .from, removesPresenter: nil,
    name: "two children swapped by transition(from:to:duration:options:animations:completion:)",
    statement: "A container that swaps two children with transition(from:to:…) gives the old "
      + "child viewWillDisappear(_:) before the new child's viewWillAppear(_:), and "
      + "viewDidDisappear(_:) before the new child's viewDidAppear(_:), as Transit models it.",
    sources: [.documented(.uikitTransitionFromTo, at: "fact-child-transition")])

  /// A child added or removed: the container hears nothing.
  package static let childAddedOrRemoved = AppearanceOrder(
    kind: .childContainment, returnKind: nil, will: nil, did: nil, removesPresenter: nil,
    name: "a child added to a container on screen, or removed from it",
    statement: "A child added to a container on screen hears viewWillAppear(_:) and "
      + "viewDidAppear(_:) as its view enters the window, and the container hears nothing.",
    sources: [
      .inferred(.dec18Appearance, at: "fact-child-appears-with-view"),
      .documented(.uikitShouldForwardAppearance, at: "fact-child-appears-with-view"),
    ])
}

extension AppearanceOrder {
  /// A cancel turns both view controllers around: the one the transition was going to gets
  /// viewWillDisappear(_:) and viewDidDisappear(_:), the one it was leaving viewWillAppear(_:)
  /// and viewDidAppear(_:), and neither keeps the direction it began.
  package static let cancelSources: [Citation] = [
    .documented(.transitionCoordinatorHeader, at: "fact-cancel-sets-flag-then-handlers"),
    .observed(.ghEureka1037, at: "fact-cancel-modal-dismissal"),
    .observed(.logWangling2014, at: "fact-cancel-nav-pop"),
    .inferred(.dec26CancelBeginAppearance, at: "fact-cancel-reverses-to-first"),
  ]

  /// UIKit delivers the did-callbacks of a transition, and of a cancel the reversed
  /// callbacks, inside `completeTransition(_:)`: the first of them shows where it completed.
  package static let completionSources: [Citation] = [
    .inferred(.dec26TransitionDidFinish, at: "fact-completion-inside-complete-transition")
  ]

  /// A presentation whose presenter's appearance app code forwards by hand
  /// (`beginAppearanceTransition(_:animated:)`) gives the presenter its callbacks wherever
  /// that code calls them, in any order.
  package static let forwardingSources: [Citation] = [
    .documented(.uikitBeginAppearanceTransition, at: "fact-forwarding-by-hand"),
    .observed(.ghBubbletransition33, at: "fact-forwarding-by-hand"),
  ]

  /// The containment calls that show a container adding, removing or swapping a child.
  package static let containmentCalls: Set<CallName> = [
    .addChild, .removeFromParent, .willMoveToParent, .didMoveToParent, .transitionFromTo,
  ]
}
