import Foundation
import Testing
import TransitScenarios
import TransitTestSupport
import TransitTrace

/// The engine against real device traces, the way OpenCombine runs its suite against Combine.
@MainActor
@Suite("Compatibility with real device traces")
struct CompatibilityTests {
  /// card-zoom's log reduced to what the author printed equals the device trace, call for call.
  @Test("card-zoom equals the device log printed at the end of aviciiiphone's post")
  func cardZoomMatchesPost() throws {
    let records = try BuiltInScenarios.named("card-zoom")!.records()
    // The post's presented view controller is called SingleColorViewController.
    let reduced = PublishedTraces.printedByZoomAuthor(
      records, presentedName: "SingleColorViewController")
    #expect(reduced == PublishedTraces.colorZoom)
  }

  /// Guards the transcription above against the project's research copy of the post, when that
  /// folder is beside the clone; CI requires it.
  @Test(
    "the transcription matches the research copy of the post",
    .enabled(if: SharedFolder.shouldRun, "needs the shared folder beside the clone (../shared)"))
  func postTranscription() throws {
    let text = try SharedFolder.text("seeds/000_e8229ddcb9a31e50.txt")
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex { $0.hasPrefix("// present") })
    let printed = lines[start...].filter { !$0.isEmpty && !$0.hasPrefix("//") }
    #expect(printed == PublishedTraces.colorZoom)
  }

  /// Eureka PR #1037 (iOS 10) and docs/lifecycle.md#fact-cancel-modal-dismissal (iOS 17 and
  /// later): a cancelled interactive dismissal gives the presented view controller
  /// viewWillDisappear, then viewWillAppear and viewDidAppear again, and never
  /// viewDidDisappear.
  @Test("page-sheet-swipe-cancelled follows Eureka PR #1037 and the reference")
  func cancelledSwipe() throws {
    let records = try BuiltInScenarios.named("page-sheet-swipe-cancelled")!.records()
    let swipe = try #require(
      records.firstIndex { record in
        if case .gesture(let gesture) = record.event?.body { gesture.kind == "pan" } else { false }
      })
    let callbacks = records[swipe...].compactMap { record -> String? in
      guard let call = record.event?.call, call.receiver == "vc.settings",
        CallName.appearanceCallbacks.contains(call.name)
      else { return nil }
      return call.name.rawValue
    }
    #expect(
      callbacks == [
        "viewWillDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
      ])
    // iOS 10's Eureka report predates viewIsAppearing; without it, the same sequence.
    #expect(
      callbacks.filter { $0 != "viewIsAppearing(_:)" } == [
        "viewWillDisappear(_:)", "viewWillAppear(_:)", "viewDidAppear(_:)",
      ])
  }

  /// axl411's 2016 walkthrough of a custom presentation on iOS 9 (no public address is known;
  /// the View Controller Programming Guide, "The Custom Presentation Process", gives the same
  /// steps): the order of a custom presentation with a presentation controller subclass.
  /// Transit does not model the adaptivity queries the walkthrough saw (`shouldPresentInFullscreen`,
  /// `adaptivePresentationStyle`), which UIKit 26.1's transition body does not show either. The
  /// walkthrough saw `frameOfPresentedViewInContainerView` only inside
  /// `animateTransition(using:)` (through `finalFrame(for:)`); iOS 26 also reads it once before
  /// the second `transitionDuration` (UIKit 26.1's transition body), which Transit models, so
  /// that read is checked on its own.
  @Test("dimming-sheet's presentation follows axl411's iOS 9 walkthrough")
  func axl411Walkthrough() throws {
    let records = try BuiltInScenarios.named("dimming-sheet")!.records()
    let events = records.compactMap(\.event).filter { $0.transition == 1 }
    let walkthroughOrder: [CallName] = [
      .presentationControllerForPresented, .animationControllerForPresented,
      .shouldRemovePresentersView, .presentationTransitionWillBegin, .presentedView,
      .transitionDuration, .animateTransition, .containerViewWillLayoutSubviews,
      .containerViewDidLayoutSubviews, .completeTransition, .presentationTransitionDidEnd,
    ]
    var firstSeen: [CallName] = []
    for call in events.compactMap(\.call) where walkthroughOrder.contains(call.name) {
      if !firstSeen.contains(call.name) { firstSeen.append(call.name) }
    }
    #expect(firstSeen == walkthroughOrder)

    // Inside animateTransition(using:), finalFrame(for:) asks the presentation controller.
    let bySeq = Dictionary(uniqueKeysWithValues: events.map { ($0.seq, $0) })
    let frameReads = events.filter { $0.call?.name == .frameOfPresentedViewInContainerView }
    let insideAnimator = frameReads.filter { read in
      var cause = read.cause
      while let seq = cause, let outer = bySeq[seq] {
        if outer.call?.name == .animateTransition { return true }
        cause = outer.cause
      }
      return false
    }
    #expect(frameReads.count == 2)
    #expect(insideAnimator.count == 1)
  }
}
