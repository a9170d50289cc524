import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// A three-column split view (issue 21) as its whole history: display modes, a column shown
/// and hidden, a detail and the collapse, each part citing the docs/lifecycle.md fact it
/// follows.
@MainActor
@Suite("Three-column split view, whole history")
struct EverydaySplitHistoryTests {
  @Test("split-triple-column: expanded, the mailboxes shown and hidden, a message, collapsed")
  func splitTripleColumn() throws {
    let log = try ScenarioLog("split-triple-column")
    // #fact-split-collapse: each column's view controller gets a navigation controller made for
    // it; in a compact width the split view collapses as it appears and asks its delegate for
    // the top column, which keeps the message list (the supplementary column) on top; the
    // mailboxes and the empty message are not on screen, so they do not load yet.
    let launch = [
      "split.mail setViewController(_:for:)",
      "nav pushViewController(_:animated:)",
      "split.mail setViewController(_:for:)",
      "nav.2 pushViewController(_:animated:)",
      "split.mail setViewController(_:for:)",
      "nav.3 pushViewController(_:animated:)",
      "split.mail loadView()",
      "nav.2 loadView()",
      "nav.2 viewDidLoad()",
      "nav.3 loadView()",
      "nav.3 viewDidLoad()",
      "split.mail viewDidLoad()",
      "split.mail viewWillAppear(_:)",
      "delegate.mail splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
      "delegate.mail splitViewControllerDidCollapse(_:)",
      "nav.2 viewWillAppear(_:)",
      "vc.messages loadView()",
      "vc.messages viewDidLoad()",
      "vc.messages viewWillAppear(_:)",
      "split.mail viewSafeAreaInsetsDidChange()",
      "split.mail viewIsAppearing(_:)",
      "split.mail viewWillLayoutSubviews()",
      "split.mail viewDidLayoutSubviews()",
      "nav.2 viewSafeAreaInsetsDidChange()",
      "nav.2 viewIsAppearing(_:)",
      "nav.2 viewWillLayoutSubviews()",
      "nav.2 viewDidLayoutSubviews()",
      "vc.messages viewSafeAreaInsetsDidChange()",
      "vc.messages viewIsAppearing(_:)",
      "vc.messages viewWillLayoutSubviews()",
      "vc.messages viewDidLayoutSubviews()",
      "vc.messages viewSafeAreaInsetsDidChange()",
      "vc.messages viewWillLayoutSubviews()",
      "vc.messages viewDidLayoutSubviews()",
      "split.mail viewDidAppear(_:)",
      "nav.2 viewDidAppear(_:)",
      "vc.messages viewDidAppear(_:)",
    ]
    // A regular width: willTransition(to:with:) first (#fact-will-transition-traits-first); the
    // split view expands to one sidebar beside the secondary column, which for three columns is
    // the supplementary (#fact-split-display-modes): the empty message appears with its
    // navigation controller, the mailboxes stay off screen; then the size change
    // (#fact-size-transition) and the layout (#fact-view-layout).
    // A size change forwarded down every view controller, the traits first
    // (#fact-will-transition-traits-first, #fact-size-transition); and the message list's
    // column laid out in the new size, each parent's traits changing before its children's
    // (#fact-trait-change-at-layout, #fact-view-layout).
    let forwarded = { (message: String, shown: [String]) -> [String] in
      (["split.mail", "nav", "vc.mailboxes", "nav.2", "vc.messages", "nav.3", "vc.emptyMessage"]
        + shown).map { "\($0) \(message)" }
    }
    let listRelayout = ["split.mail", "nav.2", "vc.messages"].flatMap { id in
      [
        "viewSafeAreaInsetsDidChange()", "traitCollectionDidChange(_:)",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
      ].map { "\(id) \($0)" }
    }
    // A regular width: the split view expands to one sidebar beside the secondary column,
    // which for three columns is the supplementary (#fact-split-display-modes): the empty
    // message appears with its navigation controller, the mailboxes stay off screen.
    let expand =
      forwarded("willTransition(to:with:)", []) + [
        "nav.3 viewWillAppear(_:)",
        "vc.emptyMessage loadView()",
        "vc.emptyMessage viewDidLoad()",
        "vc.emptyMessage viewWillAppear(_:)",
        "delegate.mail splitViewControllerDidExpand(_:)",
      ] + forwarded("viewWillTransition(to:with:)", []) + listRelayout + [
        "nav.3 viewSafeAreaInsetsDidChange()",
        "nav.3 viewIsAppearing(_:)",
        "nav.3 viewWillLayoutSubviews()",
        "nav.3 viewDidLayoutSubviews()",
        "vc.emptyMessage viewSafeAreaInsetsDidChange()",
        "vc.emptyMessage viewIsAppearing(_:)",
        "vc.emptyMessage viewWillLayoutSubviews()",
        "vc.emptyMessage viewDidLayoutSubviews()",
        "vc.emptyMessage viewSafeAreaInsetsDidChange()",
        "vc.emptyMessage viewWillLayoutSubviews()",
        "vc.emptyMessage viewDidLayoutSubviews()",
        "nav.3 viewDidAppear(_:)",
        "vc.emptyMessage viewDidAppear(_:)",
      ]
    // A change of display mode moves the message list and the message to their new places:
    // each is laid out again, the list's safe area changing with its edge (#fact-view-layout).
    let columnsMoved = [
      "split.mail viewWillLayoutSubviews()",
      "split.mail viewDidLayoutSubviews()",
      "nav.2 viewSafeAreaInsetsDidChange()",
      "nav.2 viewWillLayoutSubviews()",
      "nav.2 viewDidLayoutSubviews()",
      "vc.messages viewSafeAreaInsetsDidChange()",
      "vc.messages viewWillLayoutSubviews()",
      "vc.messages viewDidLayoutSubviews()",
      "nav.3 viewWillLayoutSubviews()",
      "nav.3 viewDidLayoutSubviews()",
    ]
    // show(.primary): the closest display mode where the primary column shows is both sidebars
    // beside the secondary (twoBesideSecondary); the delegate hears it first, then the
    // mailboxes' navigation controller enters the window, loads and appears, and the other
    // columns are laid out again at their new places (#fact-split-display-modes).
    let showPrimary =
      [
        "tap ended on mailboxesButton",
        "split.mail show(_:)",
        "delegate.mail splitViewController(_:willChangeTo:)",
        "nav loadView()",
        "nav viewDidLoad()",
        "nav viewWillAppear(_:)",
        "vc.mailboxes loadView()",
        "vc.mailboxes viewDidLoad()",
        "vc.mailboxes viewWillAppear(_:)",
      ] + columnsMoved + [
        "nav viewSafeAreaInsetsDidChange()",
        "nav viewIsAppearing(_:)",
        "nav viewWillLayoutSubviews()",
        "nav viewDidLayoutSubviews()",
        "vc.mailboxes viewSafeAreaInsetsDidChange()",
        "vc.mailboxes viewIsAppearing(_:)",
        "vc.mailboxes viewWillLayoutSubviews()",
        "vc.mailboxes viewDidLayoutSubviews()",
        "vc.mailboxes viewSafeAreaInsetsDidChange()",
        "vc.mailboxes viewWillLayoutSubviews()",
        "vc.mailboxes viewDidLayoutSubviews()",
        "nav viewDidAppear(_:)",
        "vc.mailboxes viewDidAppear(_:)",
      ]
    // hide(.primary) as a mailbox is chosen: back to one sidebar beside the secondary; the
    // mailboxes disappear, their did-callbacks after the layout (#fact-split-display-modes).
    let hidePrimary =
      [
        "tap ended on inboxRow",
        "split.mail hide(_:)",
        "delegate.mail splitViewController(_:willChangeTo:)",
        "nav viewWillDisappear(_:)",
        "vc.mailboxes viewWillDisappear(_:)",
      ] + columnsMoved + [
        "nav viewDidDisappear(_:)",
        "vc.mailboxes viewDidDisappear(_:)",
      ]
    // #fact-show-target: showDetailViewController(_:sender:) reaches the split view, which,
    // expanded, sets the message for the secondary column: pushed, without animation, on the
    // navigation controller there (#fact-split-collapse, #fact-view-layout).
    let showMessage = [
      "tap ended on firstMessage",
      "vc.messages showDetailViewController(_:sender:)",
      "vc.messages targetViewController(forAction:sender:)",
      "split.mail showDetailViewController(_:sender:)",
      "nav.3 pushViewController(_:animated:)",
      "vc.message loadView()",
      "vc.message viewDidLoad()",
      "vc.emptyMessage viewWillDisappear(_:)",
      "vc.message viewWillAppear(_:)",
      "vc.emptyMessage viewDidDisappear(_:)",
      "vc.message viewIsAppearing(_:)",
      "vc.message viewDidAppear(_:)",
      "vc.message viewSafeAreaInsetsDidChange()",
      "vc.message viewWillLayoutSubviews()",
      "vc.message viewDidLayoutSubviews()",
    ]
    // Compact again: the split view collapses to the message list (its delegate's answer); the
    // secondary column's view leaves the window, so its navigation controller and the message
    // disappear; the mailboxes were already off screen (#fact-split-collapse,
    // #open-split-collapse).
    let collapse =
      forwarded("willTransition(to:with:)", ["vc.message"]) + [
        "delegate.mail splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
        "nav.3 viewWillDisappear(_:)",
        "vc.message viewWillDisappear(_:)",
        "delegate.mail splitViewControllerDidCollapse(_:)",
      ] + forwarded("viewWillTransition(to:with:)", ["vc.message"]) + listRelayout + [
        "nav.3 viewDidDisappear(_:)",
        "vc.message viewDidDisappear(_:)",
      ]
    #expect(
      log.history == launch + expand + showPrimary + hidePrimary + showMessage + collapse)
    // The modes the delegate heard and the columns it answered.
    let answers = log.events.compactMap(\.call).filter {
      $0.name.rawValue == "splitViewController(_:willChangeTo:)"
        || $0.name.rawValue == "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"
    }.map { call -> String in
      let argument = call.args["displayMode"] ?? call.args["proposedTopColumn"]
      return "\(call.name) \(argument?.description ?? "-") \(call.result?.description ?? "-")"
    }
    #expect(
      answers == [
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) secondary supplementary",
        "splitViewController(_:willChangeTo:) twoBesideSecondary -",
        "splitViewController(_:willChangeTo:) oneBesideSecondary -",
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:) secondary supplementary",
      ])
  }
}
