import Testing
import TransitImport
import TransitTestSupport
import TransitTrace

/// A call's line with decoration around it, as published consoles print it: banners, brackets,
/// notes glued after the call, labels glued before it or given as `key:value` pairs, labels of a
/// few words, Xcode's records run together on one line. Each reads as the call it prints; a
/// sentence that mentions a call stays the app's print.
@Suite("A call's line with decoration around it")
struct DecoratedLineTests {
  /// What each call line of `text` became: its receiver (`~` before an anonymous one), its
  /// call and its arguments.
  static func read(_ text: String) throws -> [String] {
    let records = try ConsoleImport.records(from: Array((text + "\n").utf8), path: "console.txt")
      .records
    var anonymous: Set<String> = []
    var lines: [String] = []
    for record in records {
      switch record {
      case .participant(let participant) where participant.isAnonymous:
        anonymous.insert(participant.id)
      case .event(let event):
        guard case .call(let call) = event.body else { continue }
        let args = call.args.pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        lines.append(
          (anonymous.contains(call.receiver) ? "~" : "") + call.receiver + " "
            + call.name.rawValue + (args.isEmpty ? "" : " [\(args)]"))
      default:
        continue
      }
    }
    return lines
  }

  static let decorated: [(line: String, reading: String)] = [
    // Banners and brackets around the call (jinnify, inwoodev, eunyuni).
    ("-------------- [SecondVC : viewDidLoad] --------------", "vc.second viewDidLoad()"),
    ("=== [SecondVC viewWillAppear] ===", "vc.second viewWillAppear(_:)"),
    ("[SecondVC viewDidLoad]", "vc.second viewDidLoad()"),
    ("----------- [ Nextvc viewDidLoad ] ----------", "vc.nextvc viewDidLoad()"),
    ("**** viewDidAppear ****", "~vc viewDidAppear(_:)"),
    ("### FirstViewController viewWillDisappear ###", "vc.first viewWillDisappear(_:)"),
    // A logger wrapping __PRETTY_FUNCTION__ in parentheses, the object and its value after.
    (
      "[INFO] (-[LifeCycleTestViewController viewWillDisappear:]) - Called for object "
        + "<LifeCycleTestViewController: 0x8b37770>, animated = YES",
      "vc.lifeCycleTest viewWillDisappear(_:) [animated: true]"
    ),
    ("(VC1)viewWillDisappear", "vc.vC1 viewWillDisappear(_:)"),
    // A note glued after the call.
    ("viewDidLoad--[뷰가로드됨]", "~vc viewDidLoad()"),
    ("Nextvc viewWillAppear--[뷰가나타날것임]", "vc.nextvc viewWillAppear(_:)"),
    ("7.viewWillDisappear:ViewController1 将要消失", "vc.viewController1 viewWillDisappear(_:)"),
    ("viewDidLoad() is called", "~vc viewDidLoad()"),
    (
      "1stViewController's viewDidLoad() is called -----> (Count = 1)",
      "1stViewController viewDidLoad()"
    ),
    // A label glued before it.
    ("ViewController--viewWillAppear", "vc.viewController viewWillAppear(_:)"),
    ("Home's viewDidAppear(_:)", "vc.home viewDidAppear(_:)"),
    ("VC1.view loadView 为nil的时候 创建view", "vc.vC1 loadView()"),
    // `key:value` labels, in any language.
    ("クラス名:FirstViewController メソッド名:viewDidLoad()", "vc.first viewDidLoad()"),
    ("class: FirstViewController method: viewWillAppear(_:)", "vc.first viewWillAppear(_:)"),
    ("클래스:SecondViewController 메서드:viewDidAppear", "vc.second viewDidAppear(_:)"),
    // Labels of a few words.
    ("second vc viewWillAppear", "secondVc viewWillAppear(_:)"),
    ("Second View Controller viewWillAppear", "vc.second viewWillAppear(_:)"),
    // A camel-case name typed with its capitals wrong, after a label.
    ("Home: ViewDidLoad", "vc.home viewDidLoad()"),
    ("Home ViewWillAppear", "vc.home viewWillAppear(_:)"),
  ]

  @Test("each decorated line reads as the call it prints", arguments: decorated)
  func reads(_ example: (line: String, reading: String)) throws {
    #expect(try Self.read(example.line) == [example.reading], "\(example.line)")
  }

  /// Sentences that name a call: each stays the app's print, so a console of them alone is
  /// refused.
  static let prose = [
    "we override viewDidLoad to set up the table",
    "Then we call viewWillAppear on the child",
    "override func viewDidLoad() {",
    "tableView reloadData in viewDidLoad",
    "[Network] request finished before viewDidAppear",
    "Router.viewController - weak -> viewController",
    "Presenter init(viewcontroller:)",
    "UIView.animate(withDuration:animations:)",
    "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
    "-------------- [we reload the data in viewDidLoad] --------------",
    "class: FirstViewController note: set up in viewDidLoad later",
    "Presenter.viewcontroller - weak -> viewcontroller",
    "[super viewDidLoad];",
    "[self.navigationController pushViewController:vc animated:YES]",
    "super.viewDidLoad()",
    "super.viewWillAppear(animated)",
    "self.viewDidLayoutSubviews()",
  ]

  @Test("a sentence that mentions a call stays the app's print", arguments: prose)
  func sentence(_ line: String) throws {
    #expect(throws: LogReadError.self, "\(line)") { try Self.read(line) }
  }

  @Test("records a paste ran together are cut at each of Xcode's prefixes")
  func joined() throws {
    let line =
      "2016-03-24 10:31:28.328 SIMAlbum[33599:524075] FirstVC awakeFromNib "
      + "2016-03-24 10:31:28.771 SIMAlbum[33599:524075] FirstVC loadView "
      + "2016-03-24 10:31:28.771 SIMAlbum[33599:524075] Loading the album "
      + "2016-03-24 10:31:28.771 SIMAlbum[33599:524075] FirstVC viewDidLoad"
    #expect(
      try Self.read(line) == [
        "vc.first awakeFromNib()", "vc.first loadView()", "vc.first viewDidLoad()",
      ])
  }

  @Test("the object a logger names after the call is the receiver, by its address")
  func calledForObject() throws {
    let console = """
      (-[ListViewController viewWillAppear:]) - Called for object <ListViewController: 0x8b37770>, animated = YES
      (-[ListViewController viewWillAppear:]) - Called for object <ListViewController: 0x8b39990>, animated = NO
      """
    #expect(
      try Self.read(console) == [
        "vc.list viewWillAppear(_:) [animated: true]",
        "vc.list.2 viewWillAppear(_:) [animated: false]",
      ])
  }

  @Test("labels that differ only in case name one object, and a note says so")
  func caseFolded() throws {
    let console = """
      Nextvc viewDidLoad
      Nextvc viewWillAppear
      NextVc viewDidAppear
      NextVc deinit
      """
    let (records, summary) = try ConsoleImport.records(
      from: Array((console + "\n").utf8), path: "console.txt")
    let ids = Set(
      records.compactMap { record -> String? in
        guard case .participant(let participant) = record else { return nil }
        return participant.id
      })
    #expect(ids == ["vc.nextvc"])
    #expect(summary.releases == 1)
    #expect(
      summary.notes == [
        "NextVc is read as Nextvc, printed before: labels that differ only in case name one object"
      ])
    #expect(summary.readingLines.last?.hasPrefix("note: NextVc is read as Nextvc") == true)
  }

  @Test("addresses keep objects apart whatever their class names' case")
  func addressesNotFolded() throws {
    let console = """
      <NextVC: 0x600000c01080> viewDidLoad()
      <NextVc: 0x600000c010c0> viewDidLoad()
      """
    let (_, summary) = try ConsoleImport.records(
      from: Array((console + "\n").utf8), path: "console.txt")
    #expect(summary.notes.isEmpty)
    #expect(summary.participants == 2)
  }

  @Test("a near miss of a call's name is the app's print, with a note naming the call")
  func nearMiss() throws {
    let console = """
      1. AVC viewDidLoad
      2. AVC viewWillAppear
      3. AVC viewDidApper
      viewWillAppear1
      we load the view
      """
    let (_, summary) = try ConsoleImport.records(
      from: Array((console + "\n").utf8), path: "console.txt")
    #expect(summary.calls == 2)
    #expect(summary.appPrints == 3)
    #expect(
      summary.notes == [
        "line 3: viewDidApper looks like viewDidAppear(_:) but does not spell it; read as the "
          + "app's own print",
        "line 4: viewWillAppear1 looks like viewWillAppear(_:) but does not spell it; read as "
          + "the app's own print",
      ])
  }

  /// CSDN's push and pop, its third line as given (`AVC viewDidApper` as published), against
  /// nav-push-pop.
  static func pushConsole(_ third: String?) -> String {
    var lines = ["AVC viewDidLoad", "AVC viewWillAppear"]
    if let third { lines.append(third) }
    lines += [
      "BVC viewDidLoad", "AVC viewWillDisappear", "BVC viewWillAppear", "AVC viewDidDisappear",
      "BVC viewDidAppear", "BVC viewWillDisappear", "AVC viewWillAppear", "BVC viewDidDisappear",
      "AVC viewDidAppear",
    ]
    return lines.joined(separator: "\n")
  }

  static func differs(_ console: String) throws -> Bool {
    let records = try ConsoleImport.records(
      from: Array((console + "\n").utf8), path: "console.txt"
    ).records
    return LogDiff(
      LogDiff.Side(label: "console.txt", isDocumented: false, records: records),
      LogDiff.Side(
        label: "nav-push-pop", isDocumented: true,
        records: try GoldenTraces.records("nav-push-pop"))
    ).differs
  }

  @Test("diff does not say the app left out a call where it printed a near miss of it")
  func nearMissInDiff() throws {
    // Spelt right, the console follows the scenario; left out, it parts there.
    #expect(try !Self.differs(Self.pushConsole("AVC viewDidAppear")))
    #expect(try Self.differs(Self.pushConsole(nil)))
    // The near miss in its place stands for the call; one of another call does not.
    #expect(try !Self.differs(Self.pushConsole("AVC viewDidApper")))
    #expect(try Self.differs(Self.pushConsole("AVC viewDidLoda")))
    // Nor does a near miss at another place.
    #expect(try Self.differs(Self.pushConsole(nil) + "\nBVC viewDidApper"))
    // Nor one on another object: BVC's misspelt call is not AVC's.
    #expect(try Self.differs(Self.pushConsole("BVC viewDidApper")))
    // One near miss stands for one call: AVC's two left out at one place are not both excused.
    #expect(
      try Self.differs(
        Self.pushConsole("AVC viewDidApper").replacingOccurrences(
          of: "AVC viewWillAppear\nAVC viewDidApper", with: "AVC viewDidApper")))
  }

  @Test("a dotted label is a name of its own, save an object's view or itself")
  func dottedLabels() throws {
    #expect(
      try Self.read(
        """
        checkout.cart viewWillAppear(_:)
        checkout.payment viewWillAppear(_:)
        VC1.view loadView
        VC1.self viewDidLoad
        """)
        == [
          "checkoutcart viewWillAppear(_:)", "checkoutpayment viewWillAppear(_:)",
          "vc.vC1 loadView()", "vc.vC1 viewDidLoad()",
        ])
  }

  @Test("a sentence after the call's colon names no receiver")
  func sentenceAfterColon() throws {
    #expect(try Self.read("viewDidLoad(): Setting up UI") == ["~vc viewDidLoad()"])
    #expect(
      try Self.read("viewWillDisappear:ViewController1 将要消失")
        == ["vc.viewController1 viewWillDisappear(_:)"])
  }

  @Test("UIKit's own calls of old are spelt right, not near misses")
  func oldCallsAreNoNearMisses() throws {
    let console = """
      AVC viewDidLoad
      AVC viewDidUnload
      AVC viewWillUnload
      """
    let (_, summary) = try ConsoleImport.records(
      from: Array((console + "\n").utf8), path: "console.txt")
    #expect(summary.notes.isEmpty, "\(summary.notes)")
  }
}
