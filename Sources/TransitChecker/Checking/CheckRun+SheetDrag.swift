import TransitLifecycle
import TransitTrace

/// One drag of a sheet in progress, for the rules judged over it (`Scope.sheetDrag`): the
/// sheet it moves and each rule's progress. Its size does not grow with the log: one
/// `DragRuleState` per sheet-drag rule.
struct SheetDrag {
  /// The presented view controller the sheet shows, and its presenter where the log names it.
  let presented: String
  let presenter: String?
  /// The sheet's presentation controller, where the log names it.
  let presentationController: String?
  /// The pan's `began` record.
  let opening: RecordRef
  /// Whether the pan's `ended` or `cancelled` record has come: the finger has lifted.
  var released = false
  /// When the drag was opened, so the oldest is given up first.
  let order: Int
  /// Each sheet-drag rule's progress, by its slot in `CompiledRules.sheetDragRules`.
  var states: [DragRuleState]
}

/// One sheet-drag rule's progress in one drag.
struct DragRuleState {
  /// For a never-after rule, the `first` that armed it, and whether that record may not have
  /// been one (the log does not give what it returned).
  var armed: RecordRef?
  var armedUncertain = false
  /// The first record that breaks the rule.
  var offending: RecordRef?
  /// The first record that may have broken it, where the log does not say.
  var undetermined: RecordRef?
  /// Whether the drag gave the rule something to judge.
  var exercised = false
}

// The rules judged over a sheet's drag (`Scope.sheetDrag`). A drag is a pan UIKit handles on
// the root view of a view controller the log shows presented as a sheet and still on screen; a
// page view controller's scroll and a container's edge pan are not one (the first is declared
// a page view controller, the second's target is the app's handler, and a push, pop, tab switch
// or page swipe the pan starts gives the drag up). A log with no gesture records opens no drag,
// so it leaves the rules unjudged.
//
// Where a drag ends: the pan's `ended` or `cancelled` record, for what happens while the
// finger moves. A refusal (a never-after `first`: UIKit reading isModalInPresentation as true,
// or the delegate's presentationControllerShouldDismiss(_:) answering false) keeps the drag
// open after the finger lifts: UIKit decides there whether to dismiss and sends
// presentationControllerDidAttemptToDismiss(_:) after the pan's end record. The drag then ends
// with that call, included; a log that does not show it ends the drag at the next touch or at
// its own end. A dismissal the app asks for in code after that call is the app's, and never
// judged here.
extension CheckRun {
  /// The most drags followed at once; past it, the oldest is given up unjudged.
  static let dragLimit = 64

  /// Notes what a participant declaration says about sheets: a `UISheetPresentationController`
  /// makes its presentation a sheet; a page view controller's pan is never a sheet's drag.
  func noteSheetParticipant(_ participant: Participant) {
    if participant.className == "UISheetPresentationController",
      sheetControllers.count < limits.views
    {
      sheetControllers.insert(participant.id)
    }
    if participant.role == .pageViewController {
      if pageViewControllers.count < limits.views {
        pageViewControllers.insert(participant.id)
      } else {
        forgotPageViewControllers = true
      }
    }
  }

  /// Whether a completed presentation shows a sheet: a `pageSheet` or `formSheet` style, or a
  /// presentation controller declared a `UISheetPresentationController`.
  func isSheet(_ scope: TransitionScope) -> Bool {
    if let style = scope.style, style == "pageSheet" || style == "formSheet" { return true }
    return (scope.presentationController ?? scope.finishedOn).map(sheetControllers.contains)
      ?? false
  }

  /// Follows a touch: a pan UIKit handles on a sheet's root view opens a drag at `began` and
  /// releases it at `ended` or `cancelled`; any other touch ends the drags already released.
  func noteGesture(_ gesture: Gesture, _ event: Event, line: Int) {
    let ownPan = gesture.kind == "pan" && drags[gesture.view] != nil
    if !ownPan || gesture.state == "began" {
      // A new touch: a released drag waiting for UIKit's answer is over.
      for (view, drag) in drags where drag.released { closeDrag(view, drag) }
    }
    guard gesture.kind == "pan", gesture.target == "uikit" else { return }
    switch gesture.state {
    case "began":
      if let earlier = drags[gesture.view] { closeDrag(gesture.view, earlier) }
      guard let presented = sheetViews[gesture.view],
        let presentation = presentations[presented],
        !forgotPageViewControllers, !pageViewControllers.contains(presented)
      else { return }
      if drags.count >= Self.dragLimit,
        let oldest = drags.min(by: { $0.value.order < $1.value.order })
      {
        giveUp(oldest.key)
      }
      dragsOpened += 1
      drags[gesture.view] = SheetDrag(
        presented: presented, presenter: presentation.presenter,
        presentationController: presentation.sheetController,
        opening: RecordRef(line: line, event: event), order: dragsOpened,
        states: Array(repeating: DragRuleState(), count: compiled.sheetDragRules.count))
    case "ended", "cancelled":
      guard var drag = drags[gesture.view] else { return }
      drag.released = true
      for slot in drag.states.indices {
        // A drag followed from its start to its end was judged for what the finger did.
        if case .occurs = compiled.programs[compiled.sheetDragRules[slot]] {
          drag.states[slot].exercised = true
        }
      }
      // Only a refusal waits for UIKit's answer after the finger lifts.
      if drag.states.contains(where: { $0.armed != nil }) {
        drags[gesture.view] = drag
      } else {
        closeDrag(gesture.view, drag)
      }
    default:
      break
    }
  }

  /// Advances a sheet-drag rule of every drag the record concerns.
  func applyToDrags(
    _ use: CompiledRules.Use, _ step: Int, _ ref: RecordRef, in scope: TransitionScope?,
    certain: Bool
  ) {
    guard let slot = compiled.sheetDragRules.firstIndex(of: use.rule) else { return }
    // Records of a transition count only for a step that says so, and only when UIKit asked
    // for the transition; one whose request the log does not show may be UIKit's.
    var outside = Verdict.yes
    if ref.event.transition != nil {
      guard compiled.tests[step].inTransitionsUIKitRequests else { return }
      switch scope?.requestedBy {
      case "uikit"?: break
      case nil: outside = .unknown
      default: return
      }
    }
    for view in Array(drags.keys) {
      guard var drag = drags[view] else { continue }
      let verdict = outside.and(concerns(ref.event, drag)).and(certain ? .yes : .unknown)
      guard verdict != .no else { continue }
      let sure = verdict == .yes
      var state = drag.states[slot]
      switch (compiled.programs[use.rule], use.role) {
      case (.occurs, .counted):
        // What the finger does: the rule ends with the pan.
        guard !drag.released else { continue }
        if sure {
          if state.offending == nil { state.offending = ref }
        } else if state.undetermined == nil {
          state.undetermined = ref
        }
      case (.neverAfter, .first):
        if state.armed == nil || (state.armedUncertain && sure) {
          state.armed = ref
          state.armedUncertain = !sure
        }
      case (.neverAfter, .then):
        guard state.armed != nil else { continue }
        if sure && !state.armedUncertain {
          if state.offending == nil { state.offending = ref }
        } else if state.undetermined == nil {
          state.undetermined = ref
        }
      default:
        continue
      }
      drag.states[slot] = state
      drags[view] = drag
    }
  }

  /// Whether a record is about the dragged sheet: a call to its view controller or its
  /// presenter, or one that names its presentation controller. A receiver or a presentation
  /// controller the log does not name may be the sheet's.
  private func concerns(_ event: Event, _ drag: SheetDrag) -> Verdict {
    guard let call = event.call else { return .no }
    if call.receiver == drag.presented || call.receiver == drag.presenter { return .yes }
    if let named = call.args["presentationController"]?.stringValue {
      guard let own = drag.presentationController, !anonymous.contains(named) else {
        return .unknown
      }
      return Verdict(named == own)
    }
    return anonymous.contains(call.receiver) || drag.presenter == nil ? .unknown : .no
  }

  /// After a record's steps: UIKit's presentationControllerDidAttemptToDismiss(_:) ends the
  /// released drags of its sheet; a push, pop, tab switch or page swipe that opens while a
  /// finger moves shows the pan was that transition's, and the drag is given up.
  func noteAfterSteps(_ event: Event, in scope: TransitionScope?) {
    switch event.body {
    case .call(let call) where call.name == .presentationControllerDidAttemptToDismiss:
      guard call.caller ?? "uikit" == "uikit" else { return }
      let named = call.args["presentationController"]?.stringValue
      for (view, drag) in drags where drag.released {
        if let named, let own = drag.presentationController, named != own { continue }
        closeDrag(view, drag)
      }
    case .transition(let change) where change.state == .requested:
      guard let kind = scope?.kind, kind != .present, kind != .dismiss, kind != .sizeChange
      else { return }
      for (view, drag) in drags where !drag.released { giveUp(view, drag) }
    default:
      break
    }
  }

  /// Judges a drag's rules and forgets it.
  private func closeDrag(_ view: String, _ drag: SheetDrag) {
    drags[view] = nil
    for (slot, state) in drag.states.enumerated() {
      let rule = compiled.sheetDragRules[slot]
      if let offending = state.offending {
        judged[rule] += 1
        let (expected, instead) = words(rule, offending, state, drag)
        report(rule, offending, expected: expected, instead: instead, lastMatch: state.armed)
      } else if let first = state.undetermined {
        noteUndetermined(rule, first)
      } else if state.exercised || (state.armed != nil && !state.armedUncertain) {
        judged[rule] += 1
      }
    }
  }

  /// Forgets a drag without judging it: the pan was not the sheet's, or too many are open.
  /// What it already found may have been a transition's, so it is noted, not reported.
  private func giveUp(_ view: String, _ drag: SheetDrag? = nil) {
    guard let drag = drag ?? drags[view] else { return }
    drags[view] = nil
    for (slot, state) in drag.states.enumerated() {
      if let first = state.offending ?? state.undetermined {
        noteUndetermined(compiled.sheetDragRules[slot], first)
      }
    }
  }

  /// At the end of the log: each drag still open is judged for what it showed.
  func finishDrags() {
    for (view, drag) in drags.sorted(by: { $0.value.order < $1.value.order }) {
      closeDrag(view, drag)
    }
  }

  /// What a sheet-drag rule expected, and what came instead.
  private func words(_ rule: Int, _ offending: RecordRef, _ state: DragRuleState, _ drag: SheetDrag)
    -> (expected: String, instead: String)
  {
    let name = offending.event.call?.name.rawValue ?? "a record"
    let receiver = offending.event.call.map { " on \($0.receiver)" } ?? ""
    let sheet =
      "the drag of \(drag.presented)'s sheet that began at seq \(drag.opening.seq) "
      + "(line \(drag.opening.line))"
    let place =
      offending.event.transition.map { "in transition \($0), which UIKit requested" }
      ?? "outside any transition"
    switch compiled.rules[rule].pattern {
    case .occurs(let step, _, _):
      return ("never \(step.label), during \(sheet)", "\(name) came\(receiver) \(place)")
    case .neverAfter(_, let then, _, _):
      let after = state.armed.map(Self.describe) ?? "the refusal"
      return (
        "never \(then.label) after \(after), in \(sheet)",
        "\(name) came\(receiver) \(place), after the sheet refused the swipe"
      )
    default:
      return ("", "")
    }
  }
}
