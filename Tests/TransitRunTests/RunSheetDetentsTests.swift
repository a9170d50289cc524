import Foundation
import Testing
import TransitTestSupport

/// A details sheet as iOS 16 and 17 apps write it, run as written: a custom detent, the sheet's
/// look set (`preferredCornerRadius`, `prefersScrollingExpandsWhenScrolledToEdge`), a button
/// that moves the sheet to the large detent inside `animateChanges(_:)`, and a drag that brings
/// it down a detent, which the delegate hears.
@Suite("transit run: a sheet with custom detents, changed in code and by a drag")
struct RunSheetDetentsTests {
  static let app = """
    import UIKit

    extension UISheetPresentationController.Detent.Identifier {
        static let peek = UISheetPresentationController.Detent.Identifier("peek")
    }

    final class MapViewController: UIViewController, UISheetPresentationControllerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            var config = UIButton.Configuration.filled()
            config.title = "Show Details"
            let button = UIButton(configuration: config, primaryAction: UIAction { [weak self] _ in
                self?.showDetails()
            })
            button.frame = CGRect(x: 40, y: 600, width: 313, height: 50)
            view.addSubview(button)
        }

        private func showDetails() {
            let details = DetailsViewController()
            if let sheet = details.sheetPresentationController {
                sheet.detents = [
                    .custom(identifier: .peek) { context in context.maximumDetentValue * 0.25 },
                    .medium(),
                    .large(),
                ]
                sheet.selectedDetentIdentifier = .peek
                sheet.largestUndimmedDetentIdentifier = .medium
                sheet.prefersGrabberVisible = true
                sheet.prefersScrollingExpandsWhenScrolledToEdge = false
                sheet.prefersEdgeAttachedInCompactHeight = true
                sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
                sheet.preferredCornerRadius = 16
                sheet.delegate = self
                print("corner \\(sheet.preferredCornerRadius ?? 0), expands \\(sheet.prefersScrollingExpandsWhenScrolledToEdge)")
            }
            present(details, animated: true)
        }

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            print("dragged to \\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
        }
    }

    final class DetailsViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let expand = UIButton(type: .system)
            expand.setTitle("Expand", for: .normal)
            expand.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            expand.addTarget(self, action: #selector(expand(_:)), for: .touchUpInside)
            view.addSubview(expand)
        }

        @objc private func expand(_ sender: UIButton) {
            sheetPresentationController?.animateChanges {
                sheetPresentationController?.selectedDetentIdentifier = .large
            }
            print("sheet top \\(view.frame.minY)")
        }
    }

    """

  @Test("a detent chosen in code moves the sheet there; a drag from there selects a lower one")
  func expandThenDrag() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Map.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: details
      viewControllers:
        MapViewController: {swift: true, root: true}
      steps:
        - wait: 1
        - tap: {button: Show Details}
        - wait: 1
        - tap: {button: Expand}
        - wait: 1
        - pan: {at: [196, 300], translation: [0, 300], duration: 0.3, steps: 6}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Map.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The large detent leaves UIKit's 59 points above the sheet; the drag of 300 points from
    // there ends nearest the medium detent (half of 793 points).
    #expect(
      result.stdout == """
        corner 16.0, expands false
        sheet top 59.0
        dragged to com.apple.UIKit.medium

        """)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
