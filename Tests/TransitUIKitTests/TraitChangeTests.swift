import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A view controller that registers for the vertical size class, as iOS 17 code does instead
/// of overriding `traitCollectionDidChange(_:)`.
@MainActor
final class TraitWatchingViewController: UIViewController {
  var seen: [String] = []

  override func viewDidLoad() {
    registerForTraitChanges([UITraitVerticalSizeClass.self]) {
      (self: TraitWatchingViewController, previous: UITraitCollection) in
      self.seen.append("\(previous) → \(self.traitCollection)")
    }
  }
}

/// Trait changes on a rotation: `willTransition(to:with:)` before the size change, then
/// `traitCollectionDidChange(_:)` and the registered handlers as the layout reaches each view
/// controller (iOS 17).
@MainActor
@Suite("Trait changes")
struct TraitChangeTests {
  @Test(
    "a rotation that changes a size class tells a child on screen, and its registered handler",
    arguments: [
      (CGSize(width: 852, height: 393), "wC hR", "wC hC", true),
      (CGSize(width: 932, height: 430), "wC hR", "wR hC", true),
      (CGSize(width: 393, height: 800), "wC hR", "wC hR", false),
    ])
  func rotation(size: CGSize, before: String, after: String, changes: Bool) throws {
    var watcher: TraitWatchingViewController?
    let run = try Run.start { run in
      let child = TraitWatchingViewController()
      watcher = child
      run.root.addChild(child)
      run.root.view.addSubview(child.view)
      child.didMove(toParent: run.root)
      run.device.runUntilIdle()
      #expect(child.traitCollection.description == before)
      run.device.resize(to: size)
      run.device.runUntilIdle()
      #expect(child.traitCollection.description == after)
    }
    let sizeChange = run.events.compactMap { event -> Int? in
      guard case .transition(let change) = event.body, change.kind == .sizeChange else {
        return nil
      }
      return event.transition
    }.first!
    let traitCalls =
      changes
      ? [
        "uikit → vc.presenting willTransition(to:with:)",
        "vc.presenting → vc.traitWatching willTransition(to:with:)",
      ] : []
    let traitChanges =
      changes
      ? [
        "uikit → vc.presenting traitCollectionDidChange(_:)",
        "uikit → vc.traitWatching traitCollectionDidChange(_:)",
        "uikit → vc.traitWatching handler(_:_:)",
      ] : []
    #expect(
      run.calls(inTransition: sizeChange)
        == traitCalls + [
          "uikit → vc.presenting viewWillTransition(to:with:)",
          "vc.presenting → vc.traitWatching viewWillTransition(to:with:)",
        ] + traitChanges)
    #expect(watcher?.seen == (changes ? ["\(before) → \(after)"] : []))
    let handler = run.events.first { $0.call?.name == .traitChangeHandler }
    let registration = run.events.first { $0.call?.name == .registerForTraitChanges }
    #expect(handler == nil || handler?.call?.block == registration?.seq)
  }

  @Test("size classes follow the window, as Apple's tables give them for iPhones and iPads")
  func sizeClasses() {
    let cases: [(CGSize, String)] = [
      (CGSize(width: 393, height: 852), "wC hR"), (CGSize(width: 852, height: 393), "wC hC"),
      (CGSize(width: 932, height: 430), "wR hC"), (CGSize(width: 820, height: 1180), "wR hR"),
      (CGSize(width: 320, height: 1180), "wC hR"),
    ]
    for (size, traits) in cases {
      #expect(UITraitCollection.forWindow(of: size).description == traits, "\(size)")
    }
  }
}
