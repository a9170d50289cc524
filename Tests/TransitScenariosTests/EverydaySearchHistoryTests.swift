import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// A search controller and a page-curl book (issue 21), each as the whole history of its
/// built-in scenario, written as in EverydayScenarioHistoryTests.
@MainActor
@Suite("Search and page curl, whole histories")
struct EverydaySearchHistoryTests {
  @Test("search-results: the search controller presents, shows its results, and Cancel dismisses")
  func searchResults() throws {
    let log = try ScenarioLog("search-results")
    // The list's navigation controller at launch, as in
    // EverydayScenarioHistoryTests.navigationLaunch; the search controller made in the list's
    // viewDidLoad() adds its results controller as a child (#fact-add-child-will-move), whose
    // view is not on screen yet.
    let launch = [
      "nav.notes pushViewController(_:animated:)",
      "nav.notes loadView()",
      "nav.notes viewDidLoad()",
      "nav.notes viewWillAppear(_:)",
      "vc.searchableList loadView()",
      "vc.searchableList viewDidLoad()",
      "vc.search addChild(_:)",
      "vc.searchResults willMove(toParent:)",
      "vc.searchResults didMove(toParent:)",
      "vc.searchableList viewWillAppear(_:)",
      "nav.notes viewSafeAreaInsetsDidChange()",
      "nav.notes viewIsAppearing(_:)",
      "nav.notes viewWillLayoutSubviews()",
      "nav.notes viewDidLayoutSubviews()",
      "vc.searchableList viewSafeAreaInsetsDidChange()",
      "vc.searchableList viewIsAppearing(_:)",
      "vc.searchableList viewWillLayoutSubviews()",
      "vc.searchableList viewDidLayoutSubviews()",
      "vc.searchableList viewSafeAreaInsetsDidChange()",
      "vc.searchableList viewWillLayoutSubviews()",
      "vc.searchableList viewDidLayoutSubviews()",
      "nav.notes viewDidAppear(_:)",
      "vc.searchableList viewDidAppear(_:)",
    ]
    // #fact-search-presentation: willPresentSearchController(_:), UIKit presents the search
    // controller from the list (it defines the context), asks the results updater, and tells
    // didPresentSearchController(_:) once the presentation is over. The search controller's
    // own presentation controller keeps the list's view, so the list hears nothing
    // (#fact-presenter-silent-unless-removed); the search controller loads inside present and
    // is laid out once (#fact-load-view, #fact-view-layout).
    let present = [
      "touch began on vc.search.searchBar",
      "touch ended on vc.search.searchBar",
      "vc.searchableList willPresentSearchController(_:)",
      "vc.searchableList present(_:animated:completion:)",
      "vc.search loadView()",
      "vc.search viewDidLoad()",
      "vc.searchableList updateSearchResults(for:)",
      "animator.search transitionDuration(using:)",
      "vc.search viewWillAppear(_:)",
      "animator.search transitionDuration(using:)",
      "animator.search animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "vc.search viewSafeAreaInsetsDidChange()",
      "vc.search viewIsAppearing(_:)",
      "vc.search viewWillLayoutSubviews()",
      "vc.search viewDidLayoutSubviews()",
      "animator.search completion(_:)",
      "ctx.1 completeTransition(_:)",
      "pc.search transitionDidFinish(_:)",
      "vc.search viewDidAppear(_:)",
      "vc.searchableList didPresentSearchController(_:)",
    ]
    // Typing shows the results controller, which appears with its view
    // (#fact-child-appears-with-view): viewWillAppear(_:) as its view goes in, then at the
    // layout, after its parent's, viewIsAppearing(_:) and its own layout, then viewDidAppear(_:)
    // (#fact-view-layout).
    let typing = [
      "vc.searchResults loadView()",
      "vc.searchResults viewDidLoad()",
      "vc.searchResults viewWillAppear(_:)",
      "vc.searchableList updateSearchResults(for:)",
      "vc.search viewWillLayoutSubviews()",
      "vc.search viewDidLayoutSubviews()",
      "vc.searchResults viewSafeAreaInsetsDidChange()",
      "vc.searchResults viewIsAppearing(_:)",
      "vc.searchResults viewWillLayoutSubviews()",
      "vc.searchResults viewDidLayoutSubviews()",
      "vc.searchResults viewDidAppear(_:)",
    ]
    // Cancel: willDismissSearchController(_:), the results leave with their view (the did after
    // the move is committed, #fact-child-appears-with-view), UIKit dismisses from the list, and
    // didDismissSearchController(_:) comes once the dismissal is over
    // (#fact-search-presentation); only the search controller hears the dismissal
    // (#fact-presenter-silent-unless-removed).
    let cancel = [
      "touch began on vc.search.searchBar.cancel",
      "touch ended on vc.search.searchBar.cancel",
      "vc.searchableList willDismissSearchController(_:)",
      "vc.searchResults viewWillDisappear(_:)",
      "vc.searchableList updateSearchResults(for:)",
      "vc.searchableList dismiss(animated:completion:)",
      "vc.search viewWillLayoutSubviews()",
      "vc.search viewDidLayoutSubviews()",
      "vc.searchResults viewDidDisappear(_:)",
      "animator.search.2 transitionDuration(using:)",
      "vc.search viewWillDisappear(_:)",
      "animator.search.2 transitionDuration(using:)",
      "animator.search.2 animateTransition(using:)",
      "uikit animate(withDuration:delay:options:animations:completion:)",
      "animator.search.2 completion(_:)",
      "ctx.2 completeTransition(_:)",
      "pc.search transitionDidFinish(_:)",
      "vc.search viewDidDisappear(_:)",
      "vc.searchableList didDismissSearchController(_:)",
    ]
    #expect(log.history == launch + present + typing + cancel)
  }

  @Test("page-curl: a tap near the trailing edge turns a page, then a drag turns the next")
  func pageCurl() throws {
    let log = try ScenarioLog("page-curl")
    // The book as the window's root: its first page, set before the view loaded, loads with it,
    // and hears its appearance after the book's (#fact-child-forwarding); each laid out once
    // (#fact-view-layout).
    let launch = [
      "page.book setViewControllers(_:direction:animated:completion:)",
      "page.book loadView()",
      "vc.welcome loadView()",
      "vc.welcome viewDidLoad()",
      "page.book viewDidLoad()",
      "page.book viewWillAppear(_:)",
      "vc.welcome viewWillAppear(_:)",
      "page.book viewSafeAreaInsetsDidChange()",
      "page.book viewIsAppearing(_:)",
      "page.book viewWillLayoutSubviews()",
      "page.book viewDidLayoutSubviews()",
      "vc.welcome viewSafeAreaInsetsDidChange()",
      "vc.welcome viewIsAppearing(_:)",
      "vc.welcome viewWillLayoutSubviews()",
      "vc.welcome viewDidLayoutSubviews()",
      "page.book viewDidAppear(_:)",
      "vc.welcome viewDidAppear(_:)",
    ]
    /// One turn from `old` to `new`, as a completed scroll-style swipe gives it
    /// (#fact-page-swipe-completed), the data source asked only for the page the turn goes to
    /// as it starts (#fact-page-curl); `during` is what the finger does between the new page's
    /// layout and the turn settling.
    func turn(from old: String, to new: String, during: [String]) -> [String] {
      [
        "delegate.onboardingFlow pageViewController(_:viewControllerAfter:)",
        "\(new) loadView()",
        "\(new) viewDidLoad()",
        "delegate.onboardingFlow pageViewController(_:willTransitionTo:)",
        "\(new) viewWillAppear(_:)",
        "\(old) viewWillDisappear(_:)",
        "\(new) viewSafeAreaInsetsDidChange()",
        "\(new) viewIsAppearing(_:)",
        "\(new) viewWillLayoutSubviews()",
        "\(new) viewDidLayoutSubviews()",
      ] + during + [
        "\(new) viewDidAppear(_:)",
        "\(old) viewDidDisappear(_:)",
        "delegate.onboardingFlow "
          + "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
      ]
    }
    // A tap near the trailing edge turns forward at once; a drag turns as its pan begins, once
    // the finger has moved.
    let tap =
      ["tap ended on page.book.view"] + turn(from: "vc.welcome", to: "vc.features", during: [])
    let drag =
      ["pan began on page.book.view"]
      + turn(
        from: "vc.features", to: "vc.privacy",
        during: [
          "pan changed on page.book.view", "pan changed on page.book.view",
          "pan ended on page.book.view",
        ])
    #expect(log.history == launch + tap + drag)
    // The turns are the ones the data source gave.
    let answers = log.events.compactMap(\.call).filter {
      $0.name.rawValue == "pageViewController(_:viewControllerAfter:)"
    }.map { $0.result?.description ?? "-" }
    #expect(answers == ["vc.features", "vc.privacy"])
  }
}
