import Testing
import TransitChecker
import TransitLifecycle
import TransitTestSupport
import TransitTrace

/// The checker keys its view controllers by a hash of each id's bytes (`ParticipantKey`), and
/// must still take two spellings Swift calls equal for one view controller, as a `String` key
/// did: `é` written precomposed or as `e` and a combining accent, and the Kelvin sign, whose
/// composed form is the letter `K`.
@Suite("Participant ids keyed by their bytes")
struct ParticipantKeyTests {
  /// A will-callback on one spelling, then another on the other spelling: one view controller
  /// whose will-callback came twice, reported once; two ids would be two view controllers.
  func violations(declared: String, other: String) -> [String] {
    var log = LogBuilder()
    log.participant(declared, "DetailViewController", .presentedViewController)
    let animated: Arguments = ["animated": true]
    log.call("uikit", declared, .viewDidLoad)
    log.call("uikit", declared, .viewWillAppear, animated)
    log.call("uikit", other, .viewWillAppear, animated)
    let report = Checker().check(records: log.records)
    return report.violations.map(\.rule.id)
  }

  @Test(
    "two spellings Swift calls equal are one view controller",
    arguments: [
      ("vc.caf\u{E9}", "vc.cafe\u{301}"), ("vc.cafe\u{301}", "vc.caf\u{E9}"),
      ("vc.\u{212A}", "vc.K"), ("vc.K", "vc.\u{212A}"),
      ("vc.a-long-identifier-caf\u{E9}", "vc.a-long-identifier-cafe\u{301}"),
    ])
  func canonicallyEqual(declared: String, other: String) {
    #expect(declared == other)
    #expect(violations(declared: declared, other: other) == ["appearance.will-did-balanced"])
  }

  @Test("two ids that differ in one byte are two view controllers")
  func different() {
    #expect(violations(declared: "vc.detail.1", other: "vc.detail.2") == [])
    #expect(violations(declared: "vc.a-long-identifier-1", other: "vc.a-long-identifier-2") == [])
  }
}
