import Testing
import TransitLifecycle
import TransitTrace

@testable import TransitChecker

/// The checker's memos, which answer for call names, participant ids and view controllers met
/// lately without hashing them: what they answer is always what the tables do, and a name or
/// id whose slot another takes is not looked up again on every record.
@Suite("Memos of call names and participant ids")
struct MemoTests {
  /// Four distinct call names, each at most 15 bytes (held in the string itself, so that its
  /// representation is its bytes), whose representations pick the same slot of the memo.
  static func collidingNames() -> [CallName] {
    var seen: [Int: [CallName]] = [:]
    for index in 0..<1_000_000 {
      let name = "call\(index)(_:)"
      let slot = CallInfoMemo.slot(of: name)
      seen[slot, default: []].append(CallName(name))
      if seen[slot]!.count == 4 { return seen[slot]! }
    }
    Issue.record("no four names share a slot")
    return []
  }

  @Test("four names that pick one slot are all kept, and each gets its own traits")
  func collidingCallNames() {
    let checker = Checker()
    let colliding = Self.collidingNames()
    #expect(Set(colliding).count == 4)
    #expect(Set(colliding.map { CallInfoMemo.slot(of: $0.rawValue) }).count == 1)
    // A known name away from the four's group of slots.
    let group = CallInfoMemo.slot(of: colliding[0].rawValue) / 4
    let known = [CallName.viewWillAppear, .viewWillDisappear].first {
      CallInfoMemo.slot(of: $0.rawValue) / 4 != group
    }!
    var memo = CallInfoMemo()
    for _ in 0..<4 {
      for name in colliding + [known] {
        let traits = memo.traits(for: name, in: checker.calls, glossary: checker.glossaryCalls)
        #expect(traits.isKnown == (name == known))
        #expect(traits.isWillCallback == (name == known))
        #expect((traits.info?.steps ?? []) == (checker.calls[name]?.steps ?? []))
      }
    }
    // Each name looked up once: with one slot each, or two, the four would miss every time.
    #expect(memo.misses == 5)
  }

  @Test("a participant's key is the one its id makes, its bytes and all, met again or not")
  func participantKeys() {
    var memo = ParticipantKeyMemo()
    // Ids of at most 15 bytes are held in the string itself, so their slots do not depend on
    // where strings lie; the two spellings of `café` are equal, but not the same bytes.
    let short = ["vc.detail", "ctx.1", "vc.caf\u{E9}", "vc.cafe\u{301}"]
    for _ in 0..<3 {
      for id in short {
        let key = memo.key(id)
        #expect(key == ParticipantKey(id))
        #expect(Array(key.id.utf8) == Array(id.utf8))
      }
    }
    #expect(memo.misses == short.count)
    // Equal bytes in two storages: each gets a key with its own bytes, equal to the other's.
    let long = String(repeating: "animator.present.", count: 3)
    let copy = String(decoding: Array(long.utf8), as: UTF8.self)
    for id in [long, copy, long + "x", long] {
      let key = memo.key(id)
      #expect(key == ParticipantKey(id))
      #expect(Array(key.id.utf8) == Array(id.utf8))
    }
    #expect(memo.key(long) != memo.key(long + "x"))
  }

  @Test("a call's info is made once per name; handler(_:) is read as an alert's on its channel")
  func sharedCallInfo() throws {
    let checker = Checker()
    let first = try #require(checker.calls[.alertActionHandler])
    let again = try #require(checker.calls[.alertActionHandler])
    #expect(first === again)
    let alert = try #require(first.asAlertActionHandler)
    #expect(alert.channel == CallDefinition.alertActionHandler.channel)
    #expect(first.channel == CallVocabulary.definition(of: .alertActionHandler)?.channel)
    #expect(alert.steps == first.steps)
    #expect(first.isAlertActionHandler && !alert.isAlertActionHandler)
    #expect(checker.calls[.viewWillAppear]?.asAlertActionHandler == nil)
  }

  @Test("every class released is kept, also when two classes' names pick one slot")
  func releasedClasses() {
    // Two class names of at most 15 bytes (their representation is their bytes) in one slot.
    var seen: [Int: String] = [:]
    var pair: [String] = []
    for index in 0..<100_000 where pair.isEmpty {
      let name = "Screen\(index)"
      let slot = representationSlot(of: name, bits: 6)
      if let other = seen[slot] { pair = [other, name] }
      seen[slot] = name
    }
    var facts = LifetimeFacts()
    for name in pair + pair + ["Other"] { facts.noteReleased(name) }
    #expect(facts.releasedClasses == Set(pair + ["Other"]))
  }

  @Test("each transition state's steps are found by its place among the states")
  func stepsByState() {
    let compiled = Checker().compiled
    for (index, state) in TransitionState.allCases.enumerated() {
      #expect(CompiledRules.stateIndex(state) == index)
      // The steps that name the state, in the order the rules compiled them.
      let expected = compiled.steps.indices.filter { step in
        compiled.steps[step].records.contains { record in
          if case .state(let named) = record { return named == state }
          return false
        }
      }
      #expect(compiled.steps(for: state) == expected)
    }
    #expect(TransitionState.allCases.contains { !compiled.steps(for: $0).isEmpty })
  }

  @Test("each step's uses are read in place as the rules compiled them, in the same order")
  func usesInPlace() {
    let compiled = Checker().compiled
    #expect(compiled.useStarts[0] == 0)
    for step in compiled.steps.indices {
      let inPlace = (compiled.useStarts[step]..<compiled.useStarts[step + 1]).map {
        compiled.useTable[$0]
      }
      #expect(inPlace.map(\.rule) == compiled.uses[step].map(\.rule))
      #expect(inPlace.map(\.role) == compiled.uses[step].map(\.role))
    }
    #expect(compiled.useStarts[compiled.steps.count] == compiled.uses.joined().count)
  }

  @Test("a view controller's record is answered for its id's representation, until a sweep")
  func viewControllerRecords() {
    var memo = ViewControllerMemo()
    let home = ViewControllerRecord(ruleCount: 2)
    let long = String(repeating: "vc.presentedDetail.", count: 2)
    let copy = String(decoding: Array(long.utf8), as: UTF8.self)
    memo.remember("vc.home", home)
    memo.remember(long, home)
    #expect(memo.record("vc.home") === home)
    #expect(memo.record(long) === home)
    // Equal bytes in other storage, and another id, are left to the table.
    #expect(memo.record(copy) == nil)
    #expect(memo.record("vc.detail") == nil)
    memo.removeAll()
    #expect(memo.record("vc.home") == nil && memo.record(long) == nil)
  }
}
