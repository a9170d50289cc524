import Testing
import TransitLifecycle
import TransitTrace

@testable import TransitChecker

/// What a forgotten transition hands on to the transitions after it: its records, made again
/// only when nothing else cites them, and its emptied lists of records and obligations.
@Suite("Records and lists a forgotten transition hands on")
struct ReuseTests {
  static func event(_ seq: Int, on receiver: String) -> Event {
    Event(
      seq: seq, time: VirtualTime(seconds: 0), transition: 1, cause: nil,
      body: .call(Call(caller: "uikit", receiver: receiver, name: .viewWillAppear)))
  }

  @Test("a record is made again only when nothing else holds it, with its new line and event")
  func recordsMadeAgain() {
    var pool = RecordPool()
    let held = RecordRef(line: 1, event: Self.event(1, on: "vc.home"))
    let cited = held
    var records = [held, RecordRef(line: 2, event: Self.event(2, on: "vc.detail"))]
    let second = ObjectIdentifier(records[1])
    pool.reclaim(&records)
    #expect(records.isEmpty)
    let made = pool.record(line: 7, event: Self.event(7, on: "vc.list"))
    #expect(ObjectIdentifier(made) == second)
    #expect(made.line == 7 && made.seq == 7 && made.event.call?.receiver == "vc.list")
    // The record still cited is left as it was, and the pool, now empty, makes a new one.
    #expect(cited.seq == 1 && cited.line == 1 && cited.event.call?.receiver == "vc.home")
    let fresh = pool.record(line: 8, event: Self.event(8, on: "vc.list"))
    #expect(fresh !== cited && fresh !== made)
  }

  @Test("the pool keeps no more than its capacity, and makes new records once it is empty")
  func poolBounded() {
    var pool = RecordPool()
    var records = (0..<(RecordPool.capacity + 100)).map {
      RecordRef(line: $0, event: Self.event($0, on: "vc.\($0)"))
    }
    let identities = Set(records.map(ObjectIdentifier.init))
    pool.reclaim(&records)
    #expect(pool.count == RecordPool.capacity)
    let made = (0..<RecordPool.capacity).map {
      pool.record(line: $0, event: Self.event($0, on: "vc"))
    }
    #expect(Set(made.map(ObjectIdentifier.init)).count == RecordPool.capacity)
    #expect(Set(made.map(ObjectIdentifier.init)).isSubset(of: identities))
    #expect(pool.count == 0)
    let next = pool.record(line: 0, event: Self.event(0, on: "vc"))
    #expect(!made.contains { $0 === next })
  }

  @Test("cleared obligations owe nothing, and their slots serve whichever rule owes next")
  func obligationsCleared() {
    var obligations = RuleObligations()
    obligations.add(.init(subject: "vc.home", trigger: 0), rule: 3)
    obligations.add(.init(subject: "vc.detail", trigger: 1), rule: 3)
    obligations.add(.init(subject: nil, trigger: 2), rule: 5)
    #expect(obligations.count(3) == 2 && obligations.count(5) == 1)
    obligations.clear()
    for rule in [3, 5, 9] {
      #expect(obligations.isEmpty(rule) && obligations.all(rule).isEmpty)
    }
    #expect(obligations.examined == 0)
    obligations.add(.init(subject: "vc.list", trigger: 4), rule: 9)
    obligations.add(.init(subject: "vc.list", trigger: 6), rule: 9)
    obligations.add(.init(subject: nil, trigger: 5), rule: 3)
    #expect(obligations.all(9).map(\.trigger) == [4])
    #expect(obligations.all(3).map(\.trigger) == [5])
    #expect(obligations.isEmpty(5))
    obligations.remove(subject: "vc.list", rule: 9)
    #expect(obligations.isEmpty(9) && !obligations.isEmpty(3))
  }

  @Test("a check that forgets transitions at once reports what one that keeps them does")
  func forgettingAtOnce() throws {
    // Every seventh copy is the double-forwarding bug: its violations cite records made
    // again from the transitions forgotten before it.
    let text = try LongLog.text(
      copies: 30,
      of: StreamingTests.scenarios + ["bug-double-appearance-forwarding"])
    let keeping = try Checker().check(text: text, path: "long.jsonl", readingAhead: false)
    let forgetting = try Checker(limits: Checker.Limits(closedTransitionsKept: 1))
      .check(text: text, path: "long.jsonl", readingAhead: false)
    #expect(forgetting.violations == keeping.violations)
    #expect(keeping.violations.count == 8)
    for violation in forgetting.violations {
      #expect(violation.record.hasPrefix("seq \(violation.seq) (line \(violation.line)): "))
    }
  }
}
