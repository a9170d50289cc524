import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// `completion: {present: X}`: a present, a dismiss or a push whose completion presents, as apps
/// chain two transitions (docs/lifecycle.md#fact-present-from-completion).
@MainActor
@Suite("Scenario file completions that present")
struct ScenarioFileChainTests {
  static let chained = """
    viewControllers:
      HomeViewController:
        root: true
        views:
          openButton:
            frame: [0, 0, 44, 44]
            onTap: {present: FormViewController, completion: {present: TipViewController}}
      FormViewController:
        modalPresentationStyle: fullScreen
      TipViewController:
        modalPresentationStyle: overFullScreen
    steps:
      - tap: openButton
      - dismiss: true
        completion: {present: FormViewController, animated: false}
    """

  @Test("a present's completion presents from the presented screen; a dismiss's from its presenter")
  func chainedPresents() throws {
    #expect(
      try ScenarioFileContainmentTests.calls(Self.chained, from: .present) == [
        "vc.home → vc.home present(_:animated:completion:)",
        "uikit → vc.form viewDidLoad()",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → vc.home viewWillDisappear(_:)",
        "uikit → vc.form viewWillAppear(_:)",
        "uikit → vc.form prefersStatusBarHidden",
        "uikit → animator.builtin transitionDuration(using:)",
        "uikit → animator.builtin animateTransition(using:)",
        "animator.builtin → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.form viewIsAppearing(_:)",
        "uikit → animator.builtin completion(_:)",
        "animator.builtin → ctx.1 completeTransition(_:)",
        "ctx.1 → pc.fullScreen transitionDidFinish(_:)",
        "uikit → vc.form viewDidAppear(_:)",
        "uikit → vc.home viewDidDisappear(_:)",
        // The present's completion: the form, now on top, presents the tip.
        "uikit → vc.home completion()",
        "vc.home → vc.form present(_:animated:completion:)",
        "uikit → coordinator.1 animate(alongsideTransition:completion:)",
        "coordinator.1 → uikit completion(_:)",
        "uikit → vc.tip viewDidLoad()",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → vc.tip viewWillAppear(_:)",
        "uikit → animator.builtin.2 transitionDuration(using:)",
        "uikit → animator.builtin.2 animateTransition(using:)",
        "animator.builtin.2 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.tip viewIsAppearing(_:)",
        "uikit → animator.builtin.2 completion(_:)",
        "animator.builtin.2 → ctx.2 completeTransition(_:)",
        "ctx.2 → pc.overFullScreen transitionDidFinish(_:)",
        "uikit → vc.tip viewDidAppear(_:)",
        // The app dismisses the tip; its completion has the form, uncovered, present anew.
        "app → vc.tip dismiss(animated:completion:)",
        "uikit → animator.builtin.3 transitionDuration(using:)",
        "uikit → vc.tip viewWillDisappear(_:)",
        "uikit → animator.builtin.3 transitionDuration(using:)",
        "uikit → animator.builtin.3 animateTransition(using:)",
        "animator.builtin.3 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → animator.builtin.3 completion(_:)",
        "animator.builtin.3 → ctx.3 completeTransition(_:)",
        "ctx.3 → pc.overFullScreen transitionDidFinish(_:)",
        "uikit → vc.tip viewDidDisappear(_:)",
        "uikit → app completion()",
        "app → vc.form present(_:animated:completion:)",
        "uikit → vc.form.2 viewDidLoad()",
        "uikit → animator.builtin.4 transitionDuration(using:)",
        "uikit → vc.form viewWillDisappear(_:)",
        "uikit → vc.form.2 viewWillAppear(_:)",
        "uikit → vc.form.2 prefersStatusBarHidden",
        "uikit → animator.builtin.4 transitionDuration(using:)",
        "uikit → animator.builtin.4 animateTransition(using:)",
        "animator.builtin.4 → uikit animate(withDuration:delay:options:animations:completion:)",
        "uikit → vc.form.2 viewIsAppearing(_:)",
        "uikit → animator.builtin.4 completion(_:)",
        "animator.builtin.4 → ctx.4 completeTransition(_:)",
        "ctx.4 → pc.fullScreen.2 transitionDidFinish(_:)",
        "uikit → vc.form.2 viewDidAppear(_:)",
        "uikit → vc.form viewDidDisappear(_:)",
      ])
    let log = RecordBuffer()
    try ScenarioFiles.load(text: Self.chained, path: "f.yaml").trace(to: log)
    let requested = log.events.compactMap { event -> String? in
      guard case .transition(let change) = event.body, change.state == .requested else {
        return nil
      }
      return
        "\(change.kind?.rawValue ?? "?") \(change.to ?? "?") animated \(change.animated ?? true)"
    }
    #expect(
      requested == [
        "present vc.form animated true", "present vc.tip animated true",
        "dismiss vc.form animated true", "present vc.form.2 animated false",
      ])
  }

  @Test(
    "a completion that presents is refused where it cannot run, with its line and column",
    arguments: [
      FileEdit(
        replacing: "onTap: {present: FormViewController, completion:",
        with: "onTap: {pop: true, completion:",
        error:
          "f.yaml:7:28: only present, dismiss and push run a completion that presents; 'pop' "
          + "has none"),
      FileEdit(
        replacing: "completion: {present: TipViewController}",
        with: "completion: {push: TipViewController}",
        error:
          "f.yaml:7:59: unknown key 'push' in completion; expected one of: present, animated"),
      FileEdit(
        replacing: "completion: {present: TipViewController}",
        with: "completion: {present: TipController}",
        error:
          "f.yaml:7:68: 'TipController' is not a view controller; declared: "
          + "HomeViewController, FormViewController, TipViewController"),
      FileEdit(
        replacing: "completion: {present: FormViewController, animated: false}",
        with: "completion: {animated: false}",
        error: "f.yaml:15:17: completion is true, false or {present: ViewController}; it "
          + "presents nothing"),
      FileEdit(
        replacing: "completion: {present: TipViewController}",
        with: "completion: {present: HomeViewController}",
        error:
          "f.yaml:7:68: 'HomeViewController' is the root view controller and is always on "
          + "screen"),
      FileEdit(
        replacing: "onTap: {present: FormViewController, completion:",
        with: "onTap: {push: FormViewController, animated: false, completion:",
        error:
          "f.yaml:7:60: a push with animated: false has no transition coordinator to run a "
          + "completion; leave out animated: false or the completion"),
    ])
  func refused(edit: FileEdit) {
    edit.expectRefused(in: Self.chained, path: "f.yaml")
  }
}
