import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A bar button item whose target and action the app sets after making it
/// (`closeButton.target = self; closeButton.action = #selector(close)`): a tap sends the new
/// action to the new target, as UIKit's does.
@MainActor
@Suite("Bar button items' target and action set after making them")
struct BarButtonTargetActionTests {
  final class Viewer: UIViewController {
    let closeButton = UIBarButtonItem(barButtonSystemItem: .stop, target: nil, action: nil)
    var closes = 0
    var senders: [UIBarButtonItem] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      closeButton.target = self
      // What `transit run` writes for `#selector(close)` outside an `action:` argument.
      closeButton.action = Selector("close", Viewer.close)
      navigationItem.rightBarButtonItem = closeButton
    }

    func close() { closes += 1 }
    func closeFrom(_ sender: UIBarButtonItem) { senders.append(sender) }
  }

  /// Shows `viewer` in a navigation controller, runs `body` there, and taps its Close button.
  private func tapClose(
    _ viewer: Viewer, before body: @escaping @MainActor (Viewer) -> Void = { _ in }
  ) throws {
    try Simulator.run(scenario: "viewer", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: viewer)
      device.runUntilIdle()
      body(viewer)
      let button = try #require(viewer.closeButton.shownButton)
      #expect(device.tapButton(titled: "Stop") === button)
      device.runUntilIdle()
    }
  }

  @Test("the action set later is sent to the target set later")
  func setActionIsSent() throws {
    let viewer = Viewer()
    try tapClose(viewer)
    #expect(viewer.closes == 1)
    #expect(viewer.closeButton.target === viewer)
    #expect(viewer.closeButton.action == Selector("close"))
  }

  @Test("a selector taking an argument gets the item as the sender")
  func senderIsTheItem() throws {
    let viewer = Viewer()
    try tapClose(viewer) { viewer in
      viewer.closeButton.action = Selector("closeFrom:", Viewer.closeFrom)
    }
    #expect(viewer.closes == 0)
    #expect(viewer.senders.count == 1 && viewer.senders.first === viewer.closeButton)
  }

  @Test("a new target gets an action given as a method reference")
  func newTargetGetsTheMethodReference() throws {
    let viewer = Viewer()
    let other = Viewer()
    try tapClose(viewer) { viewer in
      let item = UIBarButtonItem(
        barButtonSystemItem: .stop, target: viewer, action: { $0.close })
      viewer.closeButton.target = other
      viewer.closeButton.action = nil
      #expect(viewer.closeButton.action == nil)
      item.target = other
      item.sendAction()
    }
    #expect(other.closes == 1)
    // The Close button's action was taken away: its tap sends nothing.
    #expect(viewer.closes == 0)
  }

  @Test("a selector that is a name alone is kept and sends nothing")
  func nameAloneSendsNothing() throws {
    let viewer = Viewer()
    try tapClose(viewer) { viewer in viewer.closeButton.action = Selector("close") }
    #expect(viewer.closes == 0)
    #expect(viewer.closeButton.action == Selector("close"))
  }
}
