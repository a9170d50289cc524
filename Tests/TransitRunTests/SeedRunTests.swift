import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The posts' own transition code, pasted as a developer would and run with `transit run`: the
/// issue's acceptance. Each post's code is cut out of the shared folder at test time (see
/// `SeedCode`); the glue and scenario beside it are ours. CI requires the shared folder.
@Suite(
  "Posts' transition code runs with transit run",
  .enabled(if: SharedFolder.shouldRun, "needs the shared reference folder beside the clone"))
struct SeedRunTests {
  /// Extracts the post's code and glue, runs its scenario, and returns the harness, the
  /// command's result and the log's records; the log must pass `transit check`, but for
  /// `retained`: the screens the post's own code keeps alive after their dismissal, each with
  /// the references that hold it.
  static func run(_ seed: SeedCode, retained: [String] = []) throws -> (
    RunHarness, TransitProcess.Result, [Record]
  ) {
    let harness = try RunHarness()
    let code = harness.folder.appendingPathComponent("code")
    try FileManager.default.createDirectory(at: code, withIntermediateDirectories: true)
    try seed.extract(to: code)
    let result = try harness.transit([
      "run", "code", "--scenario", "code/\(seed.scenario)", "--output", "log.jsonl",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let check = try harness.transit(["check", "log.jsonl"])
    if retained.isEmpty {
      #expect(check.status == 0, "\(check.stdout)")
      #expect(check.stdout.hasPrefix("log.jsonl: conforms ("))
    } else {
      #expect(check.status == 1, "\(check.stdout)")
      let reported = check.stdout.split(separator: "\n").filter {
        $0.hasPrefix("  record:") && $0.contains(" retained ")
      }
      #expect(reported.count == retained.count, "\(check.stdout)")
      for path in retained {
        #expect(reported.contains { $0.hasSuffix(path) }, "\(path): \(check.stdout)")
      }
      #expect(
        check.stdout.split(separator: "\n").last?.contains(
          "violation\(retained.count == 1 ? "" : "s") of lifetime.removed-object-freed (") == true,
        "\(check.stdout)")
    }
    return (harness, result, try harness.records("log.jsonl"))
  }

  @Test("the zoom post's code, pasted verbatim, logs the post's device trace")
  func colorZoom() throws {
    let seed = SeedCode.colorZoom
    #expect(seed.edits.isEmpty)
    // The post's transition object keeps the presentation controller it made, which keeps the
    // presented screen (UIPresentationController's presentedViewController is strong): after the
    // dismissal the screen stays alive, as an animator kept one in ZFDragableModalTransition
    // before its PR #45.
    let (harness, result, records) = try Self.run(
      seed,
      retained: [
        "held by ColorListViewController.customTransition → CustomTransition.presentationController"
          + " → UIPresentationController.presentedViewController → SingleColorViewController"
      ])
    defer { harness.remove() }
    // What the code prints is the device trace at the end of the post, line for line.
    let printed = result.stdout.split(separator: "\n").map(String.init)
    #expect(printed == PublishedTraces.colorZoom)
    let text = try SharedFolder.text("seeds/\(seed.file)")
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex { $0.hasPrefix("// present") })
    #expect(printed == lines[start...].filter { !$0.isEmpty && !$0.hasPrefix("//") })
    // And the log, reduced to the calls the author printed, is the same trace.
    #expect(
      PublishedTraces.printedByZoomAuthor(records, presentedName: "SingleColorViewController")
        == PublishedTraces.colorZoom)
  }

  @Test("the App Store Today post's code runs with five changed lines")
  func appStoreToday() throws {
    let seed = SeedCode.appStoreToday
    #expect(seed.edits.count <= 5)
    let (harness, _, records) = try Self.run(seed)
    defer { harness.remove() }
    #expect(
      calls(to: "CardPresentationController", in: records) == [
        "shouldPresentInFullscreen", "adaptivePresentationStyle(for:)", "shouldPresentInFullscreen",
        "shouldRemovePresentersView", "presentationTransitionWillBegin()", "presentedView",
        "frameOfPresentedViewInContainerView", "containerViewWillLayoutSubviews()",
        "containerViewDidLayoutSubviews()", "presentationTransitionDidEnd(_:)",
        "shouldRemovePresentersView", "dismissalTransitionWillBegin()", "presentedView",
        "dismissalTransitionDidEnd(_:)",
      ])
    let animatorRun = [
      "transitionDuration(using:)", "transitionDuration(using:)", "animateTransition(using:)",
      "completion(_:)",
    ]
    #expect(calls(to: "TodayAnimationTransition", in: records) == animatorRun + animatorRun)
    #expect(
      calls(to: "TodayViewController", in: records) == [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
        "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "tableView(_:numberOfRowsInSection:)",
        "tableView(_:cellForRowAt:)", "tableView(_:cellForRowAt:)", "viewDidLayoutSubviews()",
        "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
        "tableView(_:didHighlightRowAt:)",
        "tableView(_:didUnhighlightRowAt:)", "tableView(_:didSelectRowAt:)",
        "prefersStatusBarHidden",
        // The presentation controller forwards the presenter's appearance by hand.
        "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillAppear(_:)",
        "viewIsAppearing(_:)", "viewDidAppear(_:)",
        // The dismissal's completion shows the status bar again.
        "prefersStatusBarHidden",
      ])
  }

  @Test("the App Store menu post's code runs with two changed lines and a SnapKit stand-in")
  func appStoreMenu() throws {
    let seed = SeedCode.appStoreMenu
    #expect(seed.edits.count <= 5)
    // The post's transition controller keeps the content screen it animated in a stored
    // property, so the dismissed screen stays alive until the next card replaces it.
    let (harness, result, records) = try Self.run(
      seed,
      retained: [
        "held by AppStoreMenuViewController.appStoreTransition → "
          + "AppContentTransitionController.superViewcontroller → AppContentViewController"
      ])
    defer { harness.remove() }
    #expect(result.stdout == "Tabbar viewDidLoad()\nTabbar viewWillAppear(_:)\n")
    #expect(
      calls(to: "AppStoreMenuViewController", in: records) == [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
        "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "updateViewConstraints()",
        "viewDidLayoutSubviews()", "collectionView(_:numberOfItemsInSection:)",
        "collectionView(_:cellForItemAt:)", "collectionView(_:cellForItemAt:)",
        "viewDidAppear(_:)", "collectionView(_:didSelectItemAt:)", "prefersStatusBarHidden",
      ])
    // The close button's action posts a notification; the content screen dismisses itself.
    #expect(
      calls(to: "AppContentViewController", in: records) == [
        "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "prefersStatusBarHidden",
        "viewSafeAreaInsetsDidChange()", "viewIsAppearing(_:)", "viewWillLayoutSubviews()",
        "updateViewConstraints()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
        "viewWillDisappear(_:)", "viewSafeAreaInsetsDidChange()", "viewWillLayoutSubviews()",
        "updateViewConstraints()", "viewDidLayoutSubviews()", "viewDidDisappear(_:)",
      ])
  }

  @Test("the slide post's three delegate extensions run unchanged")
  func slideTransitions() throws {
    let seed = SeedCode.slideTransitions
    #expect(seed.edits.isEmpty)
    let (harness, _, records) = try Self.run(seed)
    defer { harness.remove() }
    let delegateCalls = records.compactMap { record -> String? in
      guard let call = record.event?.call, call.caller == "uikit" else { return nil }
      return call.name.rawValue.hasPrefix("navigationController(")
        || call.name.rawValue.hasPrefix("tabBarController(")
        || call.name.rawValue.hasPrefix("animationController(") ? call.name.rawValue : nil
    }
    #expect(
      delegateCalls == [
        "navigationController(_:animationControllerFor:from:to:)",
        "tabBarController(_:animationControllerForTransitionFrom:to:)",
        "animationController(forPresented:presenting:source:)",
      ])
    let slide = ["transitionDuration(using:)", "animateTransition(using:)", "completion(_:)"]
    #expect(
      calls(to: "CustomPresentSlideAnimatedTransitioning", in: records)
        == slide + slide + ["transitionDuration(using:)"] + slide)
  }

  /// The manual's page on running code lists every line of the posts' code that had to change,
  /// with its line in the post, and what replaced it.
  @Test("the manual lists every changed line", arguments: SeedCode.all)
  func readmeListsEdits(_ seed: SeedCode) throws {
    let readme = try ManualPages.text("docs/run-your-code.md")
    for edit in seed.edits {
      #expect(readme.contains("line \(edit.line)"), "line \(edit.line) of \(seed.post)")
      let shown = edit.text.trimmingCharacters(in: .whitespaces)
      #expect(readme.contains("`\(shown)`"), "\(shown)")
    }
  }
}
