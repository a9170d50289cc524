import Testing
import TransitChecker
import TransitImport
import TransitTrace

/// An app's `deinit` and `dealloc` prints become release records, in each form apps print them,
/// and the lifetime rule judges a console only where it shows a class freed
/// (docs/lifecycle.md#fact-removed-freed).
@Suite("deinit and dealloc prints")
struct ReleaseLineTests {
  static func records(_ console: String) throws -> [Record] {
    try ConsoleImport.records(from: Array(console.utf8), path: "console.txt").records
  }

  /// Each event as `line N: text`: a call's receiver and name, or a release's participant.
  static func history(_ records: [Record]) -> [String] {
    records.compactMap(\.event).compactMap { event in
      let line = event.line.map { "line \($0): " } ?? ""
      switch event.body {
      case .call(let call): return line + "\(call.receiver) \(call.name)"
      case .release(let release): return line + "release \(release.participant)"
      default: return nil
      }
    }
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var form: String
    var console: String
    var history: [String]
    var testDescription: String { form }
  }

  static let cases: [Case] = [
    Case(
      form: "print(self, #function)",
      console: """
        <App.DetailViewController: 0x600000c04000> viewDidLoad()
        <App.DetailViewController: 0x600000c04000> deinit

        """,
      history: ["line 1: vc.detail viewDidLoad()", "line 2: release vc.detail"]),
    Case(
      form: "a type and the function",
      console: "DetailViewController viewDidLoad()\nDetailViewController deinit\n",
      history: ["line 1: vc.detail viewDidLoad()", "line 2: release vc.detail"]),
    Case(
      form: "Objective-C __PRETTY_FUNCTION__",
      console: "-[DetailViewController viewDidLoad]\n-[DetailViewController dealloc]\n",
      history: ["line 1: vc.detail viewDidLoad()", "line 2: release vc.detail"]),
    Case(
      form: "an object freed before it printed anything, named by its class",
      console: "DetailViewController viewDidLoad()\nSlideAnimator deinit\n",
      history: ["line 1: vc.detail viewDidLoad()", "line 2: release animator.slide"]),
    Case(
      form: "objects of the app's own kinds freed: a view controller by its name, the rest not",
      console: """
        DetailViewController viewWillDisappear(_:)
        DetailViewController viewDidDisappear(_:)
        Presenter deinit
        ProfileViewModel deinit
        SettingsController deinit
        LoginVC deinit

        """,
      history: [
        "line 1: vc.detail viewWillDisappear(_:)", "line 2: vc.detail viewDidDisappear(_:)",
        "line 3: release object.presenter", "line 4: release object.profileViewModel",
        "line 5: release vc.settings", "line 6: release vc.login",
      ]),
    Case(
      form: "objects of UIKit's kinds freed before they took part, each told by its class's ending",
      console: """
        DetailViewController viewDidLoad()
        MainNavigationController deinit
        RootTabBarController deinit
        CardPresentationController deinit
        CardTransitioningDelegate deinit
        SlideAnimator deinit
        ZoomAnimatedTransitioning deinit
        FadeTransition deinit
        SwipeInteractor deinit
        PanInteraction deinit
        EdgeInteractiveTransition deinit

        """,
      history: [
        "line 1: vc.detail viewDidLoad()", "line 2: release nav.mainNavigationController",
        "line 3: release tab.rootTabBarController", "line 4: release pc.card",
        "line 5: release delegate.card", "line 6: release animator.slide",
        "line 7: release animator.zoomAnimatedTransitioning", "line 8: release animator.fade",
        "line 9: release interactor.swipe", "line 10: release interactor.panInteraction",
        "line 11: release interactor.edge",
      ]),
    Case(
      form: "a bare #function, which names no object, is dropped",
      console: "DetailViewController viewDidLoad()\ndeinit\n",
      history: ["line 1: vc.detail viewDidLoad()"]),
  ]

  @Test("each form becomes a release of the object it names", arguments: cases)
  func forms(_ testCase: Case) throws {
    #expect(Self.history(try Self.records(testCase.console)) == testCase.history)
  }

  @Test("after a release, the same class and address is a new object")
  func addressReused() throws {
    let records = try Self.records(
      """
      <DetailViewController: 0x60> viewDidLoad()
      <DetailViewController: 0x60> deinit
      <DetailViewController: 0x60> viewDidLoad()

      """)
    #expect(
      Self.history(records) == [
        "line 1: vc.detail viewDidLoad()", "line 2: release vc.detail",
        "line 3: vc.detail.2 viewDidLoad()",
      ])
  }

  /// The importer finds the objects the last lines named without looking them up again; a
  /// release or a second birth must still make the next line's object a new one.
  @Test("an object just named, then released or built again, is a new object on the next line")
  func recentObjectRenamed() throws {
    let records = try Self.records(
      """
      <DetailViewController: 0x60> viewWillAppear(_:)
      <DetailViewController: 0x60> viewDidAppear(_:)
      <DetailViewController: 0x60> deinit
      <DetailViewController: 0x60> viewWillAppear(_:)
      <DetailViewController: 0x60> viewDidLoad()
      <DetailViewController: 0x60> viewDidAppear(_:)
      <DetailViewController: 0x60> viewDidLoad()
      <DetailViewController: 0x60> viewWillAppear(_:)

      """)
    #expect(
      Self.history(records) == [
        "line 1: vc.detail viewWillAppear(_:)", "line 2: vc.detail viewDidAppear(_:)",
        "line 3: release vc.detail", "line 4: vc.detail.2 viewWillAppear(_:)",
        "line 5: vc.detail.2 viewDidLoad()", "line 6: vc.detail.2 viewDidAppear(_:)",
        "line 7: vc.detail.3 viewDidLoad()", "line 8: vc.detail.3 viewWillAppear(_:)",
      ])
  }

  /// Three dismissals of a detail screen a second apart, as an app prints them with its deinit,
  /// with Xcode's timestamps or without.
  static func dismissals(freed: [Bool], timed: Bool = true) -> String {
    var lines: [String] = []
    for (index, isFreed) in freed.enumerated() {
      let detail = "<DetailViewController: 0x\(index + 1)000>"
      lines += [
        "<HomeViewController: 0xa000> present(_:animated:completion:)",
        "\(detail) viewWillAppear(_:)", "\(detail) viewDidAppear(_:)",
        "\(detail) dismiss(animated:completion:)", "\(detail) viewWillDisappear(_:)",
        "\(detail) viewDidDisappear(_:)",
      ]
      if isFreed { lines.append("\(detail) deinit") }
      if timed {
        let time = VirtualTime(seconds: Double(index))
        lines = lines.map { $0.hasPrefix("2026") ? $0 : ConsoleText.xcodePrefix(time) + $0 }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test("a screen not freed while a later one of its class is: the rule names it")
  func keptScreen() throws {
    let report = Checker().check(
      records: try Self.records(Self.dismissals(freed: [true, false, true])))
    let lifetime = report.violations.filter { $0.rule.id == "lifetime.removed-object-freed" }
    #expect(lifetime.map(\.expected).allSatisfy { $0.hasPrefix("vc.detail.2 ") })
    #expect(lifetime.count == 1)
  }

  @Test("a console that never prints deinit, frees every screen, or shows no times raises no alarm")
  func precision() throws {
    let cases = [
      ([false, false, false], true), ([true, true, true], true), ([true, true, false], true),
      // Without times, two turns cannot be told apart: nothing is judged.
      ([true, false, true], false),
    ]
    for (freed, timed) in cases {
      let report = Checker().check(
        records: try Self.records(Self.dismissals(freed: freed, timed: timed)))
      #expect(
        !report.violations.contains { $0.rule.id.hasPrefix("lifetime.") },
        "\(freed): \(report.violations.map(\.rule.id))")
    }
  }
}
