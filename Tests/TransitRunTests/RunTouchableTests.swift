import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// `transit run --list-touchable`: the views a finger can reach after the steps.
@Suite("transit run --list-touchable")
struct RunTouchableTests {
  /// A drawer screen of ours: a menu button, a card that drags, and a label nothing reaches.
  static let drawer = """
    import UIKit

    class DrawerViewController: UIViewController {
        let menu = UIButton(frame: CGRect(x: 16, y: 60, width: 44, height: 44))
        let card = UIView(frame: CGRect(x: 0, y: 500, width: 393, height: 352))
        let caption = UILabel(frame: CGRect(x: 80, y: 60, width: 200, height: 44))

        override func viewDidLoad() {
            super.viewDidLoad()
            menu.accessibilityIdentifier = "menu"
            menu.addTarget(self, action: #selector(openMenu), for: .touchUpInside)
            card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:))))
            let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(drag(_:)))
            edge.edges = .left
            view.addGestureRecognizer(edge)
            [menu, card, caption].forEach(view.addSubview)
        }

        @objc func openMenu() {}
        @objc func drag(_ gesture: UIPanGestureRecognizer) {}
    }

    """

  @Test("each view that takes a tap or a pan, front to back, with its frame and a step")
  func list() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Drawer.swift", Self.drawer)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "DrawerViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Drawer.swift", "--scenario", "case.yaml", "--list-touchable", "--output",
      "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "Views a finger can reach after the steps, front to back:",
        "pan  UIView (view.1)  frame [0, 500, 393, 352]  pan: {at: [196.5, 676]}",
        "control  UIButton 'menu' (menu)  frame [16, 60, 44, 44]  tap: {id: menu}",
        "edge pan (left)  UIView (vc.drawer.view)  frame [0, 0, 393, 852]  pan: {at: [5, 426]}",
      ])
  }
}
