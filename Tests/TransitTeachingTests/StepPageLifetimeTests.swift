import Testing
import TransitReporter
import TransitTeaching
import TransitTestSupport
import TransitTrace

/// The step page's objects panel: at each step, every object the log has named, alive or
/// released (and who let go), and what the log showed still alive after its transition.
@Suite("Step-through page: objects alive or released")
struct StepPageLifetimeTests {
  static let options = DiagramOptions(lifetimes: true)

  static func states(_ records: [Record]) throws -> [Int: PageData.State] {
    let (_, data) = try StepPageTests.page(records, options: Self.options)
    var states: [Int: PageData.State] = [:]
    for step in data.steps { states[step.stateSeq] = data.state(of: step) }
    return states
  }

  @Test("each step lists the objects named so far, alive or released and by whom")
  func aliveOrReleased() throws {
    let states = try Self.states(try GoldenTraces.records("card-zoom"))
    #expect(
      states[59]?.objects == [
        "vc.palette alive", "vc.swatch alive", "delegate.card alive", "pc alive",
        "animator.zoomIn alive", "ctx.1 alive",
      ])
    #expect(states[60]?.objects?.last == "ctx.1 released at seq 60 by uikit")
    #expect(
      states[96]?.objects == [
        "vc.palette alive", "vc.swatch released at seq 94 by vc.palette", "delegate.card alive",
        "pc released at seq 95 by vc.swatch", "animator.zoomIn alive",
        "ctx.1 released at seq 60 by uikit", "animator.zoomOut alive",
        "ctx.2 released at seq 96 by uikit",
      ])
    #expect(states.values.allSatisfy { $0.retained.isEmpty })
  }

  @Test("an object left alive is listed alive, with what held it")
  func retained() throws {
    let states = try Self.states(
      try GoldenTraces.records("bug-retain-cycle-interaction-controller"))
    let last = try #require(states[99])
    #expect(last.objects?.contains("vc.detail alive") == true)
    #expect(last.objects?.contains("interactor.swipeDownInteraction alive") == true)
    #expect(
      last.retained == [
        "vc.detail still alive at seq 99 after transition 2, held by DetailViewController.swipe "
          + "→ SwipeDownInteraction.screen → DetailViewController"
      ])
    #expect(states[95]?.retained == [])
  }

  @Test("a log without lifetimes has no objects panel")
  func noLifetimes() throws {
    let records = try GoldenTraces.records("card-zoom").filter { record in
      if case .release? = record.event?.body { return false }
      return true
    }
    #expect(try Self.states(records).values.allSatisfy { $0.objects == nil })
  }
}
