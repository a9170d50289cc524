import Testing
import TransitChecker
import TransitTrace

/// Logs shaped so that a per-record scan of a growing set would take time with the square of
/// their length: many view controllers in one transition, thousands of transitions in a
/// session, transitions that never end, many views a presenter adds. The work is bounded by
/// what the check itself counts (the transitions it holds in flight, the entries its sweeps
/// look at), compared at two lengths: deterministic where time is not.
@Suite("Quadratic shapes")
struct QuadraticShapeTests {
  static let header =
    #"{"type":"header","schema":"transit.log","version":1,"scenario":"shape","engine":"e"}"#

  static func participant(_ id: String, _ role: String) -> String {
    #"{"type":"participant","id":"\#(id)","class":"C","role":"\#(role)"}"#
  }

  /// A record of `kind` with `fields`, numbered by `seq`.
  static func record(_ seq: inout Int, _ transition: Int?, _ fields: String) -> String {
    seq += 1
    let id = transition.map(String.init) ?? "null"
    return #"{"seq":\#(seq),"t":0,"transition":\#(id),"cause":null,"# + fields + "}"
  }

  static func call(_ seq: inout Int, _ transition: Int?, _ receiver: String, _ name: String)
    -> String
  {
    record(
      &seq, transition,
      #""type":"call","caller":"uikit","receiver":"\#(receiver)","call":"\#(name)","args":{"animated":true}"#
    )
  }

  static func state(_ seq: inout Int, _ transition: Int, _ state: String, _ rest: String = "")
    -> String
  {
    record(&seq, transition, #""type":"transition","state":"\#(state)""# + rest)
  }

  /// One presentation in which `count` child view controllers each get viewWillAppear(_:),
  /// then each viewDidAppear(_:): the shape that took 6.3 s at 20,000.
  static func manyViewControllers(_ count: Int) -> String {
    var seq = 0
    var lines = [
      header, participant("uikit", "uikit"), participant("vc.root", "presentingViewController"),
      participant("vc.p", "presentedViewController"),
      state(
        &seq, 1, "requested",
        #","kind":"present","from":"vc.root","to":"vc.p","style":"fullScreen","animated":true"#),
      state(&seq, 1, "began", #","container":"container.1","interactive":false"#),
    ]
    for index in 0..<count {
      lines.append(participant("vc.c\(index)", "childViewController"))
      lines.append(call(&seq, 1, "vc.c\(index)", "viewWillAppear(_:)"))
    }
    for index in 0..<count { lines.append(call(&seq, 1, "vc.c\(index)", "viewDidAppear(_:)")) }
    lines.append(state(&seq, 1, "ended", #","didComplete":true"#))
    return lines.joined(separator: "\n") + "\n"
  }

  /// `count` transitions that open and never end, one record each.
  static func neverEnding(_ count: Int) -> String {
    var seq = 0
    var lines = [
      header, participant("uikit", "uikit"), participant("vc.a", "presentingViewController"),
    ]
    for id in 1...count {
      lines.append(state(&seq, id, "requested", #","kind":"present","from":"vc.a","to":"vc.b""#))
      lines.append(state(&seq, id, "began"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A session of `count` presentations and dismissals logged without states, as a console
  /// import gives: each transition is over only when the next one opens.
  static func session(_ count: Int) -> String {
    var seq = 0
    var lines = [
      header, participant("uikit", "uikit"), participant("vc.root", "presentingViewController"),
    ]
    for index in 0..<count {
      let child = "vc.c\(index)"
      lines.append(participant(child, "presentedViewController"))
      for (id, names) in [
        (2 * index + 1, [("vc.root", "viewWillDisappear(_:)"), (child, "viewWillAppear(_:)")]),
        (2 * index + 2, [(child, "viewWillDisappear(_:)"), ("vc.root", "viewWillAppear(_:)")]),
      ] {
        for (receiver, name) in names { lines.append(call(&seq, id, receiver, name)) }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One presentation in which the presenter adds `count` views of its own, then a dismissal
  /// that removes them one by one.
  static func presenterViews(_ count: Int) -> String {
    var seq = 0
    var lines = [
      header, participant("uikit", "uikit"), participant("vc.root", "presentingViewController"),
      participant("vc.p", "presentedViewController"),
      state(
        &seq, 1, "requested",
        #","kind":"present","from":"vc.root","to":"vc.p","style":"pageSheet","animated":true"#),
      state(&seq, 1, "began"),
    ]
    for index in 0..<count {
      lines.append(
        record(
          &seq, 1,
          #""type":"view","caller":"vc.root","call":"addSubview(_:)","view":"dim.\#(index)","class":"UIView","superview":"vc.root.view","index":0"#
        ))
    }
    lines.append(state(&seq, 1, "ended", #","didComplete":true"#))
    lines.append(
      state(
        &seq, 2, "requested",
        #","kind":"dismiss","from":"vc.p","to":"vc.root","style":"pageSheet","animated":true"#))
    lines.append(state(&seq, 2, "began"))
    for index in 0..<count {
      lines.append(
        record(
          &seq, 2,
          #""type":"view","caller":"vc.root","call":"removeFromSuperview()","view":"dim.\#(index)","class":"UIView","superview":"vc.root.view""#
        ))
    }
    lines.append(state(&seq, 2, "ended", #","didComplete":true"#))
    return lines.joined(separator: "\n") + "\n"
  }

  static func check(_ text: String) throws -> CheckReport {
    try Checker().check(text: text, path: "shape.jsonl", readingAhead: false)
  }

  @Test("many view controllers in one transition: sweeps look at each record a few times")
  func manyInOneTransition() throws {
    let small = try Self.check(Self.manyViewControllers(3_000))
    let large = try Self.check(Self.manyViewControllers(12_000))
    #expect(small.violations.isEmpty && large.violations.isEmpty)
    for report in [small, large] {
      #expect(report.footprint.swept <= 4 * report.records, "\(report.footprint.swept)")
    }
    #expect(large.footprint.swept <= 5 * max(small.footprint.swept, 1))
  }

  @Test("a session of thousands of transitions keeps a few in flight")
  func longSession() throws {
    let limits = Checker.Limits()
    for count in [500, 2_000] {
      let report = try Self.check(Self.session(count))
      #expect(report.transitions == 2 * count)
      #expect(report.footprint.transitionsInFlight <= limits.closedTransitionsKept + 2)
    }
  }

  @Test("transitions that never end are given up past the bound, and judged by nothing")
  func neverEnding() throws {
    let limits = Checker.Limits()
    for count in [200, 2_000] {
      let report = try Self.check(Self.neverEnding(count))
      #expect(report.transitions == count)
      #expect(report.footprint.transitionsInFlight <= limits.transitionsInFlight + 1)
    }
  }

  @Test("views a presenter adds and removes: each removal looks at a bounded number")
  func manyPresenterViews() throws {
    let small = try Self.check(Self.presenterViews(2_000))
    let large = try Self.check(Self.presenterViews(8_000))
    for report in [small, large] {
      #expect(report.violations.isEmpty)
      let bound = (Checker.Limits().presentationViews + 8) * report.records
      #expect(report.footprint.swept <= bound, "\(report.footprint.swept)")
    }
  }
}
