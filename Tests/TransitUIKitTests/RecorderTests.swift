import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// The log's structural promises, checked on a whole run.
@MainActor
@Suite("The recorded log")
struct RecorderTests {
  private func interactiveRun() throws -> Run {
    let delegate = TestTransitioningDelegate()
    return try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      let interaction = UIPercentDrivenInteractiveTransition()
      delegate.dismissalInteraction = interaction
      presented.dismiss(animated: true)
      run.device.wait(0.05)
      interaction.update(0.5)
      interaction.finish()
      run.device.runUntilIdle()
    }
  }

  @Test("seq is 1-based and gapless; causes point back; time never goes backwards")
  func structure() throws {
    let run = try interactiveRun()
    let events = run.events
    #expect(events.map(\.seq) == Array(1...events.count))
    for (index, event) in events.enumerated() {
      if let cause = event.cause { #expect(cause < event.seq) }
      if index > 0 { #expect(events[index - 1].time <= event.time) }
      if let block = event.call?.block { #expect(block < event.seq) }
    }
  }

  @Test("every participant is declared before the first record that names it")
  func declarations() throws {
    let run = try interactiveRun()
    var declared: Set<String> = []
    for record in run.log.records {
      switch record {
      case .participant(let participant): declared.insert(participant.id)
      case .event(let event):
        if let call = event.call {
          #expect(declared.contains(call.callerID), "\(event)")
          #expect(declared.contains(call.receiver), "\(event)")
        }
      case .header, .geometry: break
      }
    }
  }

  @Test("a call that returns a value is written with its result, ahead of what it called")
  func resultsAndNesting() throws {
    let run = try Run.start { run in
      let card = CardLikeDelegate()
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = card
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
    }
    // The view loads inside presentationController(forPresented:…), which returns later.
    let request = try #require(
      run.events.first { $0.call?.name == .presentationControllerForPresented })
    let load = try #require(
      run.events.first { $0.call?.name == .loadView && $0.call?.receiver == "vc.presented" })
    #expect(request.seq + 1 == load.seq)
    #expect(load.cause == request.seq)
    #expect(request.call?.result == .string("pc"))
  }

  @Test("the same script gives a byte-identical log")
  func deterministic() throws {
    let first = try interactiveRun().log.text
    let second = try interactiveRun().log.text
    #expect(first == second)
  }
}

/// Reads the presented view inside `presentationController(forPresented:…)`, as the card-zoom scenario does.
@MainActor
private final class CardLikeDelegate: UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    presented.view.alpha = 1
    return UIPresentationController(presentedViewController: presented, presenting: source)
  }
}
