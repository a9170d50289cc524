import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// `DiagramOptions.checkFocus`: a focus the log does not have is refused, naming what it has;
/// one it has passes.
@Suite("Focus checks")
struct FocusCheckTests {
  /// The refusal `options` get on card-zoom (two transitions, events 1 to 97), or nil.
  static func refusal(_ options: DiagramOptions, force: Bool = false) throws -> String? {
    let records = try GoldenTraces.records("card-zoom")
    do {
      try options.checkFocus(records, force: force)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("what the log has passes")
  func accepted() throws {
    #expect(try Self.refusal(DiagramOptions()) == nil)
    #expect(try Self.refusal(DiagramOptions(transition: 2, fromSeq: 96)) == nil)
    #expect(try Self.refusal(DiagramOptions(participants: ["uikit", "vc.swatch"])) == nil)
  }

  @Test("a transition, a seq or a participant the log lacks is refused, naming what it has")
  func refused() throws {
    #expect(
      try Self.refusal(DiagramOptions(transition: 3))
        == "--transition 3: no such transition; the log has #1, #2")
    #expect(
      try Self.refusal(DiagramOptions(fromSeq: 97))
        == "--from 97: the log's events are numbered 1 to 96")
    let unknown = try #require(try Self.refusal(DiagramOptions(order: ["nobody"])))
    #expect(unknown.hasPrefix("--order: no participant 'nobody'; the log has app, uikit, "))
  }

  @Test("hiding an essential call is refused unless forced")
  func essential() throws {
    let hidden = DiagramOptions(hidden: ["ctx.1"])
    let refusal = try #require(try Self.refusal(hidden))
    #expect(refusal.hasPrefix("--hide ctx.1 would drop "))
    #expect(refusal.hasSuffix("--force drops them anyway"))
    #expect(try Self.refusal(hidden, force: true) == nil)
  }
}
