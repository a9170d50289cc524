import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// What `transit run --list-touchable` lists: UIKit's own buttons that are no controls (a bar
/// button item's, an alert's actions) beside the app's recognizers and controls, each at a point
/// a tap there reaches.
@MainActor
@Suite("Views a finger can reach")
struct TouchableViewsTests {
  final class Inbox: UIViewController {
    var edits = 0
    var deleted = false

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: { $0.edit })
    }

    func edit() {
      edits += 1
      let alert = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
          self?.deleted = true
        })
      present(alert, animated: true)
    }
  }

  /// The views of UIKit's class `className` that `touchableViews()` lists.
  private func listed(_ className: String, on device: Simulator) -> [TouchableView] {
    device.touchableViews().filter { view in view.className == className }
  }

  @Test("a bar button item and an alert's actions are listed, and a tap at their point works")
  func uikitButtons() throws {
    let inbox = Inbox()
    try Simulator.run(scenario: "inbox", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: inbox)
      device.runUntilIdle()
      let items = listed("_UIButtonBarButton", on: device)
      #expect(items.map(\.takes) == [["button"]])
      let itemPoint = try #require(items.first?.point)
      device.tap(at: itemPoint)
      device.runUntilIdle()
      #expect(inbox.edits == 1)

      let actions = listed("_UIAlertControllerActionView", on: device)
      #expect(actions.map(\.logID) == ["vc.alert.action.delete", "vc.alert.action.cancel"])
      #expect(actions.allSatisfy { view in view.takes == ["button"] && view.point != nil })
      // The bar behind the alert's dimming is no longer reached where the item is.
      #expect(listed("_UIButtonBarButton", on: device).map(\.point) == [nil])
      let delete = try #require(actions.first?.point)
      device.tap(at: delete)
      device.runUntilIdle()
    }
    #expect(inbox.deleted)
  }
}
