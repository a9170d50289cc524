import Foundation
import Testing
import TransitLifecycle
import TransitTestSupport
import TransitTrace

/// The glossary covers every call, state, touch and diagnostic a log can hold, and each entry
/// is written so that it can stand alone in a hint.
@Suite("Glossary")
struct GlossaryTests {
  /// The logs to cover: every golden trace and every real device trace.
  static func logs() throws -> [String] {
    try GoldenTraces.names().map(GoldenTraces.path) + RealTraces.names().map(RealTraces.path)
  }

  /// Every record of a log, with the calls handing closures over resolved.
  static func events(_ path: String) throws -> [Event] {
    try LogReader.readAll(path: path).compactMap(\.event)
  }

  @Test("the coverage tests find the golden and the real traces")
  func logsAreFound() throws {
    let logs = try Self.logs()
    #expect(logs.count >= 30, "expected the golden and real traces, found \(logs)")
  }

  @Test("every call a log records has an entry", arguments: try logs())
  func tracesCovered(path: String) throws {
    let missing = try Self.events(path).compactMap { event -> String? in
      let name: CallName
      switch event.body {
      case .call(let call): name = call.name
      case .view(let change): name = change.name
      default: return nil
      }
      return Glossary.entry(for: name) == nil ? "seq \(event.seq): \(name)" : nil
    }
    #expect(missing.isEmpty, "no glossary entry for: \(missing.joined(separator: ", "))")
  }

  @Test("every touch, warning and note a log records is explained", arguments: try logs())
  func notesCovered(path: String) throws {
    var missing: [String] = []
    for event in try Self.events(path) {
      switch event.body {
      case .gesture(let gesture)
      where Glossary.gesture(kind: gesture.kind, state: gesture.state)
        == nil:
        missing.append("seq \(event.seq): \(gesture.kind) \(gesture.state)")
      case .warning(let diagnostic), .note(let diagnostic):
        if Glossary.diagnostic(diagnostic.code) == nil {
          missing.append("seq \(event.seq): \(diagnostic.code)")
        }
      default:
        break
      }
    }
    #expect(missing.isEmpty, "nothing explains: \(missing.joined(separator: ", "))")
  }

  /// String literals after `CallName =` (or `CallName(`) in the model's sources.
  static func declaredCallNames() throws -> [String] {
    let folder = PackagePaths.root.appendingPathComponent("Sources/TransitLifecycle/Vocabulary")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasPrefix("CallName") }.sorted()
    let pattern = try NSRegularExpression(pattern: #"CallName\s*=\s*"([^"]+)""#)
    var names: [String] = []
    for file in files {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        names.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return names
  }

  @Test("every CallName constant the engine can log has an entry")
  func constantsCovered() throws {
    let names = try Self.declaredCallNames()
    #expect(names.count >= 80, "the source scan found only \(names.count) constants")
    let missing = names.filter { Glossary.entry(for: CallName($0)) == nil }
    #expect(missing.isEmpty, "no glossary entry for: \(missing.joined(separator: ", "))")
  }

  @Test("every UIView.animate variant and every diagnostic code the engine writes is covered")
  func engineLiteralsCovered() throws {
    let engine = PackagePaths.root.appendingPathComponent("Sources/TransitUIKit")
    let files =
      FileManager.default.enumerator(atPath: engine.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    let animate = try NSRegularExpression(pattern: #""(animate\(withDuration:[^"]*)""#)
    let code = try NSRegularExpression(pattern: #"code: "([a-z-]+)""#)
    var animations: [String] = []
    var codes: [String] = []
    for file in files {
      let text = try String(contentsOf: engine.appendingPathComponent(file), encoding: .utf8)
      let range = NSRange(text.startIndex..., in: text)
      for match in animate.matches(in: text, range: range) {
        animations.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
      for match in code.matches(in: text, range: range) {
        codes.append(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    #expect(animations.count >= 4 && codes.count >= 15, "\(animations), \(codes)")
    #expect(animations.filter { Glossary.entry(for: CallName($0)) == nil } == [])
    #expect(codes.filter { Glossary.diagnostic($0) == nil } == [])
  }

  @Test("every transition state and every participant role is explained")
  func statesAndRoles() {
    let summaries = TransitionState.allCases.map { Glossary.state($0).summary }
    #expect(Set(summaries).count == TransitionState.allCases.count)
    #expect(TransitionState.allCases.allSatisfy { Glossary.state($0).key == $0.rawValue })
    for role in ParticipantRole.lifecycleOrder {
      #expect(Glossary.role(role) != nil, "no line for role \(role)")
    }
  }

  @Test("the calls real device traces log besides the engine's have entries")
  func realTraceCalls() {
    let calls: [CallName] = [
      "prepare(for:sender:)", "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)",
      "init(coder:)", "loadView()", "loadViewIfNeeded()", "viewWillLayoutSubviews()",
      "viewDidLayoutSubviews()", "adaptivePresentationStyle(for:)", "deinit",
    ]
    #expect(calls.filter { Glossary.entry(for: $0) == nil } == [])
  }

  @Test("a closure is explained by the call that handed it over")
  func closures() throws {
    let animation = try #require(
      Glossary.entry(
        for: .completionWithArgument,
        handedOverBy: "animate(withDuration:delay:options:animations:completion:)"))
    #expect(animation.meaning.contains("block animation has ended"))
    let coordinator = try #require(
      Glossary.entry(for: .completionWithArgument, handedOverBy: .animateAlongsideTransition))
    #expect(coordinator.meaning.contains("coordinator's completion"))
    let presented = try #require(Glossary.entry(for: .completion, handedOverBy: .present))
    let dismissed = try #require(Glossary.entry(for: .completion, handedOverBy: .dismiss))
    #expect(presented.meaning != dismissed.meaning)
    #expect(
      Glossary.entry(for: .completionWithArgument, handedOverBy: "someOtherCall()")
        == Glossary.entry(for: .completionWithArgument))
  }

  @Test("entries are unique, cite a source a reader can check, and their advice names the call")
  func entriesWellFormed() {
    var seen: Set<CallName> = []
    for entry in Glossary.entries {
      #expect(seen.insert(entry.call).inserted, "\(entry.call) has two entries")
      #expect(
        entry.sources.contains { $0.source.isCheckable },
        "\(entry.call) cites no source with an address or a symbol")
      #expect(entry.meaning.hasSuffix("."), "\(entry.call)'s meaning is not a sentence")
      #expect(
        entry.summary.count <= 160, "\(entry.call)'s first sentence is long: \(entry.summary)")
      // A hint quotes the advice without the entry's heading, so it must name the call itself.
      if let advice = entry.advice {
        #expect(advice.contains(entry.call.baseName), "\(entry.call)'s advice never names it")
      }
    }
    let notes =
      TransitionState.allCases.map(Glossary.state)
      + ["tap ended", "pan changed"].compactMap {
        let parts = $0.split(separator: " ").map(String.init)
        return Glossary.gesture(kind: parts[0], state: parts[1])
      }
    for note in notes {
      #expect(note.summary.count <= 160, "\(note.key): \(note.summary)")
      for citation in note.sources {
        #expect(Source.entry(citation.source.id) != nil, "\(note.key) cites \(citation.source.id)")
      }
    }
  }

  @Test("the first sentence stops at a sentence end, not at a dotted name")
  func firstSentence() throws {
    let entry = try #require(Glossary.entry(for: .viewIsAppearing))
    #expect(entry.summary.hasSuffix("(iOS 13 and later)."))
    let note = GlossaryNote("x", meaning: "vc.home presents a .custom sheet. Then more.")
    #expect(note.summary == "vc.home presents a .custom sheet.")
    #expect(GlossaryNote("y", meaning: "No end").summary == "No end")
  }

  @Test(
    "an unknown call name gets the signature it most likely means, and an app's own gets none",
    arguments: [
      ("viewDidAppear", "viewDidAppear(_:)"),
      ("viewDidAppear(animated:)", "viewDidAppear(_:)"),
      ("presentationTransitionWillBegn()", "presentationTransitionWillBegin()"),
      ("completeTransition(true)", "completeTransition(_:)"),
      ("animateTransitions(using:)", "animateTransition(using:)"),
      ("refreshFeed()", nil),
      ("viewDidAppear(_:)", nil),
    ])
  func spelling(typed: String, meant: String?) {
    #expect(NearestName.signature(for: CallName(typed))?.rawValue == meant)
  }
}

/// "Did you mean" compares a name only with the candidates it could be a typo of (issue 14): a
/// name of megabytes is near none, and costs one look at its length.
@Suite("NearestName bounds")
struct NearestNameBoundsTests {
  @Test("a name much longer than every candidate is compared with none")
  func longName() {
    let long = String(repeating: "viewDidAppear", count: 100_000)
    #expect(NearestName.closest(to: long, among: ["viewDidAppear(_:)"]) == nil)
    #expect(NearestName.signature(for: CallName(long)) == nil)
  }

  @Test("the banded distance agrees with the full one wherever it answers")
  func bandedDistance() {
    let words = ["", "a", "ab", "viewDidLoad()", "viewDidLoad", "vewDidLod()", "xyz", "abcdefgh"]
    for a in words {
      for b in words {
        let full = fullDistance(Array(a), Array(b))
        for bound in 0...12 {
          let banded = NearestName.editDistance(Array(a), Array(b), within: bound)
          #expect(banded == (full <= bound ? full : nil), "\(a) \(b) \(bound)")
        }
      }
    }
  }

  private func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
    var row = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var next = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      row = next
    }
    return a.isEmpty ? b.count : row[b.count]
  }
}
