import Testing
import TransitImport
import TransitTrace

/// Each console format issue 11 names, in a few lines written for this test, and what the
/// importer makes of them: receiver, Swift signature, values read after the call, line numbers.
/// The published consoles (`ConsoleCorpusTests`) hold the same formats as developers pasted
/// them; these cases also cover the formats no published lifecycle log was found in
/// (`Type.method(_:)`, a bare `[Type] method`, `log stream` lines carrying lifecycle calls).
@Suite("Every console format the issue names")
struct ConsoleFormatTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var format: String
    var console: String
    var history: [String]
    var appPrints = 0
    var testDescription: String { format }
  }

  static let cases: [Case] = [
    Case(
      // A view controller the console does not name, appearing first: the launch, no
      // transition.
      format: "bare #function",
      console: "viewWillAppear(_:)\nviewDidAppear(_:)\n",
      history: ["line 1: ~vc viewWillAppear(_:)", "line 2: ~vc viewDidAppear(_:)"]),
    Case(
      format: "type and function",
      console:
        "SingleColorViewController viewDidLoad()\nSingleColorViewController viewWillAppear(_:)\n",
      history: [
        "line 1: vc.singleColor viewDidLoad()", "line 2: vc.singleColor viewWillAppear(_:)",
      ]),
    Case(
      format: "Type.method(_:)",
      console: "CardViewController.viewWillAppear(_:)\nCardViewController.viewDidAppear(_:)\n",
      history: ["line 1: vc.card viewWillAppear(_:)", "line 2: vc.card viewDidAppear(_:)"]),
    Case(
      format:
        "a label glued to the call: by a colon, a dash before it, or around it in parentheses",
      console: """
        画面A:viewWillAppear(_:)
        —画面B:viewDidLoad()
        Home(viewDidAppear)
        Home(reload)

        """,
      history: [
        "line 1: 画面A viewWillAppear(_:)", "line 2: 画面B viewDidLoad()",
        "line 3: vc.home viewDidAppear(_:)",
      ],
      appPrints: 1),
    Case(
      format: "a camel-case name typed with its capitals wrong, after a type or a glued label",
      console: """
        HomeViewController viewwillAppear
        HomeViewController viewdidappear
        B(viewWillDisAppear)
        HomeViewController Present

        """,
      history: [
        "line 1: vc.home viewWillAppear(_:)", "line 2: vc.home viewDidAppear(_:)",
        "line 3 #1: B viewWillDisappear(_:)",
      ],
      appPrints: 1),
    Case(
      format: "two objects of a class at once, printed without an address",
      console: """
        HomeViewController viewWillAppear(_:)
        HomeViewController viewWillAppear(_:)
        HomeViewController viewDidAppear(_:)
        HomeViewController viewDidAppear(_:)

        """,
      history: [
        "line 1: vc.home viewWillAppear(_:)", "line 2: vc.home.2 viewWillAppear(_:)",
        "line 3: vc.home viewDidAppear(_:)", "line 4: vc.home.2 viewDidAppear(_:)",
      ]),
    Case(
      format: "one object printed without an address, its appearance turned around and begun again",
      console: """
        CardViewController viewWillAppear(_:)
        CardViewController viewWillDisappear(_:)
        CardViewController viewDidDisappear(_:)
        CardViewController viewWillAppear(_:)
        CardViewController viewDidAppear(_:)

        """,
      history: [
        "line 1: vc.card viewWillAppear(_:)", "line 2: vc.card viewWillDisappear(_:)",
        "line 3: vc.card viewDidDisappear(_:)", "line 4 #1: vc.card viewWillAppear(_:)",
        "line 5 #1: vc.card viewDidAppear(_:)",
      ]),
    Case(
      format: "[Type] method",
      console: "[CardViewController] viewWillAppear\n[CardViewController] viewDidAppear\n",
      history: ["line 1: vc.card viewWillAppear(_:)", "line 2: vc.card viewDidAppear(_:)"]),
    Case(
      format: "Objective-C __PRETTY_FUNCTION__, selectors mapped to Swift signatures",
      console: """
        -[MessageViewController viewWillAppear:]
        -[ZoomAnimator animateTransition:]
        -[CardTransitioningDelegate presentationControllerForPresentedViewController:presentingViewController:sourceViewController:]
        -[ChildViewController willMoveToParentViewController:]

        """,
      history: [
        "line 1 #1: vc.message viewWillAppear(_:)",
        "line 2 #1: animator.zoom animateTransition(using:)",
        "line 3 #1: delegate.card presentationController(forPresented:presenting:source:)",
        "line 4 #1: vc.child willMove(toParent:)",
      ]),
    Case(
      format: "NSLog with an object description",
      console: """
        <A: 0x6c11b10> viewWillAppear
        <UINavigationController: 0x6c118f0> willShowViewController <B: 0x6c16980>

        """,
      history: [
        "line 1: vc.a viewWillAppear(_:)",
        "line 2: ~delegate navigationController(_:willShow:animated:) "
          + "[navigationController: nav.uiNavigationController, viewController: vc.b]",
      ]),
    Case(
      format:
        "NSLog with a tab bar controller's description, the sender, before its delegate's call",
      console: """
        <UITabBarController: 0x6c21000> tabBarController(_:didSelect:) <B: 0x6c16980>
        <PlainTabs: 0x6c21100> tabBarController(_:didSelect:) <B: 0x6c16980>

        """,
      history: [
        "line 1 #1: ~delegate tabBarController(_:didSelect:) "
          + "[tabBarController: tab.uiTabBarController, viewController: vc.b]",
        // Not a tab bar controller's class: the receiver, and `<B>` fits two parameters.
        "line 2 #1: delegate.plainTabs tabBarController(_:didSelect:)",
      ]),
    Case(
      format: "numbered lines",
      console: "14: A_ViewController viewWillDisappear:\n15: B_ViewController viewWillAppear:\n",
      history: ["line 1 #1: vc.a viewWillDisappear(_:)", "line 2 #1: vc.b viewWillAppear(_:)"]),
    Case(
      format: "Xcode's console prefix, with and without a [Category], values after the call",
      console: """
        2026-11-20 09:41:07.118204+0900 App[4121:1873301] CardViewController viewWillAppear(_:) animated:1
        2026-11-20 09:41:07.118305+0900 App[4121:1873301] [Lifecycle] CardViewController viewDidAppear(_:) true
        2026-11-20 09:41:07.118402+0900 App[4121:1873301] loaded 12 cards

        """,
      history: [
        "line 1: vc.card viewWillAppear(_:) [animated: true]",
        "line 2: vc.card viewDidAppear(_:) [animated: true]",
      ],
      appPrints: 1),
    Case(
      format: "log stream, compact style",
      console: """
        Filtering the log data using "process == \\"Cards\\""
        Timestamp               Ty Process[PID:TID]
        2026-11-20 09:41:07.118 Df Cards[4121:1c9e15] [com.example.cards:lifecycle] <CardListViewController: 0x10a60b100> viewWillDisappear(_:) false
        2026-11-20 09:41:07.119 Df Cards[4121:1c9e15] [com.example.cards:lifecycle] <CardViewController: 0x10a80c200> viewWillAppear(_:) false

        """,
      history: [
        "line 3 #1: vc.cardList viewWillDisappear(_:) [animated: false]",
        "line 4 #1: vc.card viewWillAppear(_:) [animated: false]",
      ]),
    Case(
      format: "log show, ndjson style",
      console: """
        {"timestamp":"2026-11-20 09:41:07.118204+0900","eventType":"logEvent","processID":4121,"eventMessage":"<CardListViewController: 0x10a60b100> viewWillDisappear(_:) false"}
        {"timestamp":"2026-11-20 09:41:07.119204+0900","eventType":"logEvent","processID":4121,"eventMessage":"-[CardViewController viewWillAppear:] animated:0"}
        {"count":2,"finished":1}

        """,
      history: [
        "line 1 #1: vc.cardList viewWillDisappear(_:) [animated: false]",
        "line 2 #1: vc.card viewWillAppear(_:) [animated: false]",
      ]),
    Case(
      format: "UIKit's console warnings kept as warning records",
      console: """
        Warning: Attempt to present <CardViewController: 0x10a80c200> on <HomeViewController: 0x10a60b100> which is already presenting <AlertViewController: 0x10a90d300>
        Unbalanced calls to begin/end appearance transitions for <HomeViewController: 0x10a60b100>.
        Warning: Attempt to present <CardViewController: 0x10a80c200> on <HomeViewController: 0x10a60b100> whose view is not in the window hierarchy!
        card list reloaded

        """,
      history: [
        "line 1: warning already-presenting on vc.home",
        "line 2: warning unbalanced-appearance on vc.home",
        "line 3: warning not-in-window-hierarchy on vc.home",
      ],
      appPrints: 1),
  ]

  @Test("what each line becomes", arguments: cases)
  func format(_ example: Case) throws {
    let (records, summary) = try ConsoleImport.records(
      from: Array(example.console.utf8), path: "console.txt")
    let lines = Corpus.history(records, summary, states: false).split(separator: "\n")
      .map(String.init)
    #expect(Array(lines.dropLast()) == example.history)
    #expect(summary.appPrints == example.appPrints)
  }
}
