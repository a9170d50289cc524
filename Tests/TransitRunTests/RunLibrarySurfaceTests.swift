import Foundation
import Testing
import TransitTestSupport

/// UIKit surface a card-presentation library uses around its transition, in the style of a
/// bulletin board: fonts from descriptors, a window raised over the app, a close button's drag
/// events and target removal, accessibility escapes, the home indicator, a layer without
/// implicit actions, a text field's keyboard traits.
@Suite("transit run: a presentation library's UIKit surface")
struct RunLibrarySurfaceTests {
  static let bulletin = """
    import UIKit

    final class ContinuousMaskLayer: CAShapeLayer {
        override class func defaultAction(forKey event: String) -> CAAction? {
            event == "path" ? nil : super.defaultAction(forKey: event)
        }
    }

    final class CloseButton: UIControl {
        override init(frame: CGRect) {
            super.init(frame: frame)
            addTarget(self, action: #selector(highlight), for: [.touchDown, .touchDragEnter])
            addTarget(self, action: #selector(unhighlight), for: [.touchUpInside, .touchDragExit])
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func highlight() { print("highlight") }
        @objc func unhighlight() { print("unhighlight") }
        func detach() { removeTarget(self, action: nil, for: .touchUpInside) }
    }

    final class BulletinViewController: UIViewController {
        let close = CloseButton(frame: CGRect(x: 16, y: 80, width: 44, height: 44))
        let field = UITextField()
        var escaped = false

        override var prefersHomeIndicatorAutoHidden: Bool { true }

        override func accessibilityPerformEscape() -> Bool {
            escaped = true
            return true
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
                .withSymbolicTraits(.traitBold)!
            let title = UIFont(descriptor: descriptor, size: 0)
            let width: NSNumber? = 36
            let sized = width.flatMap(CGFloat.init)
            field.returnKeyType = .done
            field.keyboardType = .emailAddress
            field.borderStyle = .roundedRect
            let picker = UIDatePicker()
            picker.datePickerMode = .date
            picker.minimumDate = Date(timeIntervalSinceReferenceDate: 86_400)
            picker.setDate(Date(timeIntervalSinceReferenceDate: 0), animated: true)
            print("picked \\(picker.date.timeIntervalSinceReferenceDate)")
            let image = UIImage()
            image.accessibilityLabel = "Bulletin icon"
            view.addSubview(close)
            view.addSubview(field)
            let before = CFGetRetainCount(close)
            close.detach()
            let after = CFGetRetainCount(close)
            precondition(before == after, "the close button was kept")
            setNeedsUpdateOfHomeIndicatorAutoHidden()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .statusBar + 1
            print("font \\(title.pointSize) bold \\(title.fontDescriptor.symbolicTraits.contains(.traitBold)), size \\(sized ?? 0)")
            print("level \\(window.windowLevel > .normal), return \\(field.returnKeyType == .done), layer \\(ContinuousMaskLayer.defaultAction(forKey: "path") == nil)")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            print("escape \\(accessibilityPerformEscape())")
            // Taken off the tap only, the action still runs for a drag out.
            close.sendActions(for: .touchDragExit)
        }
    }

    """

  @Test(
    "fonts from descriptors, window levels, drag events, keyboard traits and escapes compile"
  )
  func bulletinSurface() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Bulletin.swift", Self.bulletin)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(root: "BulletinViewController", steps: "  - tap: {at: [38, 102]}"))
    let result = try harness.transit([
      "run", "Bulletin.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "picked 86400.0",
        "font 28.0 bold true, size 36.0",
        "level true, return true, layer true",
        "escape true",
        "unhighlight",
        // The finger comes down on the close button, and lifts with no action left for it.
        "highlight",
      ])
  }
}
