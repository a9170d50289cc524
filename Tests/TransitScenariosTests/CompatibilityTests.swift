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
  @Test("card-zoom equals the device trace printed in seed 000")
  func seed000() throws {
    let records = try BuiltInScenarios.named("card-zoom")!.records()
    // The seed's presented view controller is called SingleColorViewController.
    let reduced = PublishedTraces.printedByZoomAuthor(
      records, presentedName: "SingleColorViewController")
    #expect(reduced == PublishedTraces.colorZoom)
  }

  /// Guards the transcription above against the seed itself, when the shared folder is beside
  /// the clone; CI requires it.
  @Test(
    "the transcription matches the seed's text",
    .enabled(if: SharedFolder.shouldRun, "needs the shared folder beside the clone (../shared)"))
  func seed000Transcription() throws {
    let text = try SharedFolder.text("seeds/000_e8229ddcb9a31e50.txt")
    let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try #require(lines.firstIndex { $0.hasPrefix("// present") })
    let printed = lines[start...].filter { !$0.isEmpty && !$0.hasPrefix("//") }
    #expect(printed == PublishedTraces.colorZoom)
  }

  /// Trace 06 (Eureka #1037) and trace 05 (iOS 17+): a cancelled interactive dismissal gives the
  /// presented view controller viewWillDisappear, then viewWillAppear and viewDidAppear again,
  /// and never viewDidDisappear.
  @Test("page-sheet-swipe-cancelled follows traces 05 and 06")
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

  /// Trace 07 (AXL, iOS 9): the order of a custom presentation with a presentation controller
  /// subclass. Transit does not model the adaptivity queries AXL saw (`shouldPresentInFullscreen`,
  /// `adaptivePresentationStyle`), which DEC26's transition body does not show either. AXL saw
  /// `frameOfPresentedViewInContainerView` only inside `animateTransition(using:)` (through
  /// `finalFrame(for:)`); iOS 26 also reads it once before the second `transitionDuration`
  /// (DEC26), which Transit models, so that read is checked on its own.
  @Test("dimming-sheet's presentation follows trace 07")
  func axl() throws {
    let records = try BuiltInScenarios.named("dimming-sheet")!.records()
    let events = records.compactMap(\.event).filter { $0.transition == 1 }
    let axlOrder: [CallName] = [
      .presentationControllerForPresented, .animationControllerForPresented,
      .shouldRemovePresentersView, .presentationTransitionWillBegin, .presentedView,
      .transitionDuration, .animateTransition, .containerViewWillLayoutSubviews,
      .containerViewDidLayoutSubviews, .completeTransition, .presentationTransitionDidEnd,
    ]
    var firstSeen: [CallName] = []
    for call in events.compactMap(\.call) where axlOrder.contains(call.name) {
      if !firstSeen.contains(call.name) { firstSeen.append(call.name) }
    }
    #expect(firstSeen == axlOrder)

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
