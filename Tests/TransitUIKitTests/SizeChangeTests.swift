import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A size change (rotation): `viewWillTransition(to:with:)` reaches every view controller on
/// screen, forwarded by view controllers to children and by presentation controllers to the
/// presented view controller (Apple's viewWillTransition(to:with:) page), with its own coordinator and a layout pass.
@MainActor
@Suite("Size changes")
struct SizeChangeTests {
  @Test("a rotation with a custom presentation up")
  func rotationOverCustomPresentation() throws {
    let delegate = TestTransitioningDelegate()
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .custom
      presented.transitioningDelegate = delegate
      run.root.present(presented, animated: true)
      run.device.runUntilIdle()
      run.device.resize(to: CGSize(width: 852, height: 393))
      run.device.runUntilIdle()
    }
    // Portrait to landscape changes the vertical size class: the trait calls come first, and
    // each view controller's traits change as the layout of the resize reaches it.
    #expect(
      run.calls(inTransition: 2) == [
        "uikit → vc.presenting willTransition(to:with:)",
        "uikit → pc.test willTransition(to:with:)",
        "pc.test → vc.presented willTransition(to:with:)",
        "uikit → vc.presenting viewWillTransition(to:with:)",
        "uikit → pc.test viewWillTransition(to:with:)",
        "pc.test → vc.presented viewWillTransition(to:with:)",
        "uikit → vc.presenting traitCollectionDidChange(_:)",
        "uikit → pc.test containerViewWillLayoutSubviews()",
        "uikit → pc.test containerViewDidLayoutSubviews()",
        "uikit → vc.presented traitCollectionDidChange(_:)",
      ])
    let sizes = run.events.compactMap { $0.call?.args["size"] }
    #expect(sizes == Array(repeating: .array([.double(852), .double(393)]), count: 3))
    #expect(run.device.window.bounds.size == CGSize(width: 852, height: 393))
    let states = run.events.compactMap { event -> String? in
      guard event.transition == 2, case .transition(let change) = event.body else { return nil }
      return "\(change.state.rawValue) \(event.time)"
    }
    #expect(states == ["requested 0.3", "began 0.3", "completed 0.7", "ended 0.7"])
  }

  @Test("a view controller forwards the size change to its children")
  func forwardsToChildren() throws {
    let run = try Run.start { run in
      let child = PresentedViewController()
      run.root.addChild(child)
      run.device.resize(to: CGSize(width: 852, height: 393))
      run.device.runUntilIdle()
    }
    // The child's view is not on screen: it hears the coming change, and takes the new
    // traits without traitCollectionDidChange(_:).
    #expect(
      run.calls(inTransition: 1) == [
        "uikit → vc.presenting willTransition(to:with:)",
        "vc.presenting → vc.presented willTransition(to:with:)",
        "uikit → vc.presenting viewWillTransition(to:with:)",
        "vc.presenting → vc.presented viewWillTransition(to:with:)",
        "uikit → vc.presenting traitCollectionDidChange(_:)",
      ])
  }

  @Test("the device does not rotate during a transition")
  func refusedDuringTransition() throws {
    let run = try Run.start { run in
      let presented = PresentedViewController()
      presented.modalPresentationStyle = .fullScreen
      run.root.present(presented, animated: true)
      run.device.wait(0.1)
      run.device.resize(to: CGSize(width: 852, height: 393))
      run.device.runUntilIdle()
    }
    // The full-screen presentation also notes where Transit puts UIKit's status bar query.
    #expect(
      run.diagnostics == [
        "note status-bar-query-position-unverified", "warning size-change-during-transition",
      ])
    #expect(!run.events.contains { $0.call?.name == .viewWillTransitionToSize })
  }
}
