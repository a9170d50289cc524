// Child view controller containment and the scroll-style page view controller
// (docs/lifecycle.md#facts-containment and #facts-page).
extension Glossary {
  static let containment: [GlossaryEntry] = [
    GlossaryEntry(
      .addChild,
      meaning:
        "The container makes a view controller its child. UIKit calls the child's "
        + "willMove(toParent:) with the container inside this call, and not didMove(toParent:), "
        + "which is the container's to call once the child's view is in place.",
      belongs:
        "After addChild(_:), add the child's view to your view, lay it out, then call "
        + "child.didMove(toParent: self).",
      avoid:
        "Don't add a child's view without addChild(_:): the child then hears no containment "
        + "calls, and nothing keeps the child alive while its view is on screen.",
      sources: [
        .documented(.uikitAddChild, at: "fact-add-child-will-move"),
        .documented(.viewControllerHeader, at: "fact-add-child-will-move"),
        .documented(.vcpgContainer, at: "fact-add-child-will-move"),
      ]),
    GlossaryEntry(
      .removeFromParent,
      meaning:
        "The container lets go of a child. UIKit calls the child's didMove(toParent: nil) inside "
        + "this call; willMove(toParent: nil) is the container's to call first.",
      belongs:
        "Call child.willMove(toParent: nil), remove the child's view, then "
        + "child.removeFromParent().",
      sources: [
        .documented(.uikitRemoveFromParent, at: "fact-remove-from-parent-did-move"),
        .documented(.viewControllerHeader, at: "fact-remove-from-parent-did-move"),
        .documented(.vcpgContainer, at: "fact-remove-from-parent-did-move"),
      ]),
    GlossaryEntry(
      .willMoveToParent,
      meaning:
        "The view controller is about to join a container (parent given) or leave one (nil). "
        + "addChild(_:) makes this call itself; before removeFromParent(), the container makes it.",
      belongs:
        "Call child.willMove(toParent: nil) before removing a child; override "
        + "willMove(toParent:) (calling super) to prepare for the move.",
      avoid:
        "Don't call willMove(toParent: self) after addChild(_:): UIKit already did.",
      sources: [
        .documented(.uikitWillMoveToParent, at: "fact-add-child-will-move"),
        .documented(.viewControllerHeader, at: "fact-remove-from-parent-did-move"),
      ]),
    GlossaryEntry(
      .didMoveToParent,
      meaning:
        "The view controller has joined a container (parent given) or left one (nil). The "
        + "container calls it after adding a child and putting its view in place; "
        + "removeFromParent() makes the call with nil itself.",
      belongs:
        "Call child.didMove(toParent: self) once the child's view is in your view, or in the "
        + "completion of transition(from:to:duration:options:animations:completion:).",
      avoid:
        "Don't forget didMove(toParent:) after addChild(_:): the child's overrides of it never "
        + "run, and its move into the container never ends.",
      sources: [
        .documented(.uikitDidMoveToParent, at: "fact-add-child-will-move"),
        .documented(.vcpgContainer, at: "fact-add-child-will-move"),
      ]),
    GlossaryEntry(
      .transitionFromTo,
      meaning:
        "The container swaps two of its children, and UIKit sends both their appearance "
        + "callbacks itself. It adds the new child's view beside the old one, runs the "
        + "animations, and removes the old view when they end; the completion runs last.",
      belongs:
        "Before it, call old.willMove(toParent: nil) and addChild(new); in its completion, "
        + "old.removeFromParent() and new.didMove(toParent: self).",
      avoid:
        "Don't add the new child's view yourself before transition(from:to:duration:options:"
        + "animations:completion:), and don't use it in a container that forwards appearance by "
        + "hand: UIKit adds the view and drives the appearance.",
      sources: [
        .documented(.uikitTransitionFromTo, at: "fact-child-transition"),
        .documented(
          .viewControllerHeader, "fails for containers that forward by hand",
          at: "fact-child-transition"),
      ]),
  ]

  /// The completion of `transition(from:to:duration:options:animations:completion:)`.
  static let childTransitionCompletion = GlossaryEntry(
    .completionWithArgument,
    meaning:
      "The container's transition between two children is over: the old child's view is gone "
      + "and both children have their did-callbacks. UIKit runs the completion last.",
    belongs:
      "In the completion(_:), call old.removeFromParent() and new.didMove(toParent: self).",
    sources: [
      .documented(.uikitTransitionFromTo, at: "fact-child-transition")
    ])

  static let pages: [GlossaryEntry] = [
    GlossaryEntry(
      .setPageViewControllers,
      meaning:
        "The app sets the page a page view controller shows. On screen the new page hears "
        + "viewWillAppear(_:) and the old one viewWillDisappear(_:), then their did-callbacks, "
        + "then the completion; the delegate is not told, as it is only for swipes.",
      belongs:
        "Call setViewControllers(_:direction:animated:completion:) before the page view "
        + "controller is on screen to choose the first page, and to jump to a page in code.",
      avoid:
        "Don't wait for pageViewController(_:didFinishAnimating:previousViewControllers:"
        + "transitionCompleted:) after setViewControllers: use its completion.",
      sources: [
        .documented(.uikitPageSetViewControllers, at: "fact-page-delegate-gesture-only"),
        .documented(
          .uikitPageDidFinish, "after a gesture-driven transition",
          at: "fact-page-delegate-gesture-only"),
      ]),
    GlossaryEntry(
      .pageViewControllerBefore,
      meaning:
        "UIKit asks the data source for the page before a page. The first time the user drags "
        + "a page it asks for both neighbours, after then before, and keeps them; after a "
        + "backward swipe it asks for the next page back.",
      belongs:
        "Return the page before viewController, or nil at the first page; keep the answer cheap.",
      avoid:
        "Don't count the calls of pageViewController(_:viewControllerBefore:) to know which page "
        + "shows: UIKit asks ahead and caches.",
      sources: [
        .documented(.uikitPageBefore, at: "fact-page-data-source-first-drag"),
        .observed(.logWisdomskyduan2015, at: "fact-page-data-source-first-drag"),
      ]),
    GlossaryEntry(
      .pageViewControllerAfter,
      meaning:
        "UIKit asks the data source for the page after a page. The first time the user drags "
        + "a page it asks for both neighbours, after then before; after a completed forward "
        + "swipe it asks for the new page's next one, once didFinishAnimating has been told.",
      belongs: "Return the page after viewController, or nil at the last page.",
      avoid:
        "Don't treat pageViewController(_:viewControllerAfter:) as the page now shown: it is "
        + "asked ahead of the swipe.",
      sources: [
        .documented(.uikitPageAfter, at: "fact-page-data-source-first-drag"),
        .observed(.logWisdomskyduan2015, at: "fact-page-data-source-first-drag"),
      ]),
    GlossaryEntry(
      .pageWillTransition,
      meaning:
        "The user has started to swipe towards a page: UIKit tells the delegate before the "
        + "pages' appearance callbacks. The swipe may still go back.",
      belongs:
        "In pageViewController(_:willTransitionTo:), prepare the pending page (start loading its "
        + "content).",
      avoid:
        "Don't update a page indicator in pageViewController(_:willTransitionTo:): the swipe may "
        + "be cancelled; wait for didFinishAnimating with transitionCompleted true.",
      sources: [
        .documented(.uikitPageWillTransition, at: "fact-page-swipe-completed"),
        .observed(.logWisdomskyduan2015, at: "fact-page-swipe-completed"),
        .inferred(.dec18PageViewController, at: "fact-page-swipe-completed"),
      ]),
    GlossaryEntry(
      .pageDidFinishAnimating,
      meaning:
        "The swipe's scroll has settled, after the pages' did-callbacks. transitionCompleted says "
        + "whether the new page stayed (true) or the swipe went back (false).",
      belongs:
        "In pageViewController(_:didFinishAnimating:previousViewControllers:"
        + "transitionCompleted:), update what depends on the page shown (an indicator, a title) "
        + "when transitionCompleted is true.",
      avoid: "Don't ignore transitionCompleted: a cancelled swipe also ends here.",
      sources: [
        .documented(.uikitPageDidFinish, at: "fact-page-swipe-cancelled"),
        .observed(
          .logWangling2014, "page scrolling, completed and cancelled",
          at: "fact-page-swipe-cancelled"),
        .inferred(.dec18PageViewController, at: "fact-page-swipe-completed"),
      ]),
  ]

  /// The completion of `setViewControllers(_:direction:animated:completion:)`.
  static let pageSetCompletion = GlossaryEntry(
    .completionWithArgument,
    meaning:
      "The page view controller shows the page set in code, after both pages' did-callbacks; "
      + "UIKit runs the completion with finished.",
    belongs: "Do in the completion(_:) what needs the new page on screen.",
    sources: [
      .documented(.uikitPageSetViewControllers, at: "fact-page-delegate-gesture-only")
    ])
}
