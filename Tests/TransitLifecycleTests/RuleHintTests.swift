import Testing
import TransitLifecycle
import TransitTrace

/// Each rule's hint is its own fix, if it needs one, then the glossary's advice on its call.
@Suite("Rule hints from the glossary")
struct RuleHintTests {
  @Test("every rule is about a call the glossary advises on, and its hint quotes that advice")
  func hintsQuoteTheGlossary() throws {
    for rule in LifecycleRules.all {
      let entry = try #require(Glossary.entry(for: rule.call), "\(rule.id): no entry")
      let advice = try #require(entry.advice, "\(rule.id): \(rule.call) has no advice")
      #expect(rule.hint.hasSuffix(advice), "\(rule.id): the hint does not end with the advice")
      if let fix = rule.fix {
        #expect(rule.hint == fix + " " + advice)
        // A fix that the advice already says is repetition the report does not need.
        #expect(!advice.contains(fix), "\(rule.id): its fix repeats the glossary")
        #expect(fix.hasSuffix("."), "\(rule.id): its fix is not a sentence")
      } else {
        #expect(rule.hint == advice)
      }
    }
  }

  @Test("a rule about a call the glossary does not know keeps its own fix as its hint")
  func unknownCall() {
    let rule = Rule(
      "test.unknown", about: "someCall()", in: .anyTransition, "A statement.",
      pattern: .never(.animateTransition), obligation: .app, sources: [],
      hint: "Do this.")
    #expect(rule.hint == "Do this.")
  }
}
