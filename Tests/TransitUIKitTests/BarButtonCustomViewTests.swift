import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// A bar button item made with a custom view, as apps put an avatar or a badge in the bar: the
/// bar shows the view itself, which takes the taps; the item sends no action of its own.
@MainActor
@Suite("Bar button items with custom views")
struct BarButtonCustomViewTests {
  final class Inbox: UIViewController {
    let avatar = UIButton(type: .custom)
    var taps = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      avatar.frame = CGRect(x: 0, y: 0, width: 36, height: 36)
      avatar.addTarget(self, action: { $0.avatarTapped }, for: .touchUpInside)
      navigationItem.rightBarButtonItem = UIBarButtonItem(customView: avatar)
    }

    func avatarTapped() { taps += 1 }
  }

  @Test("the custom view sits in the item's place at its own size and takes the tap")
  func customViewTakesTheTap() throws {
    let inbox = Inbox()
    var hit: UIView?
    try Simulator.run(scenario: "inbox", to: RecordBuffer()) { device in
      device.window.rootViewController = UINavigationController(rootViewController: inbox)
      device.runUntilIdle()
      #expect(inbox.navigationItem.rightBarButtonItem?.customView === inbox.avatar)
      #expect(
        inbox.avatar.convert(inbox.avatar.bounds, to: nil)
          == CGRect(x: 327, y: 63, width: 36, height: 36))
      hit = device.tap(at: CGPoint(x: 345, y: 81))
      device.runUntilIdle()
    }
    #expect(hit === inbox.avatar)
    #expect(inbox.taps == 1)
  }
}
