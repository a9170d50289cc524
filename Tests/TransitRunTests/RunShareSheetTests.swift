import Foundation
import Testing
import TransitTestSupport

/// A share button as apps write it, run as written: a `UIActivityViewController` with a
/// `completionWithItemsHandler`, which the user swipes away without choosing a service.
@Suite("transit run: a share sheet swiped away")
struct RunShareSheetTests {
  static let app = """
    import UIKit

    final class ArticleViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let share = UIButton(type: .system, primaryAction: UIAction(title: "Share") { [weak self] _ in
                self?.share()
            })
            share.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            view.addSubview(share)
        }

        private func share() {
            let activity = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
            activity.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
            activity.completionWithItemsHandler = { [weak self] type, completed, items, error in
                print("shared \\(completed) \\(type?.rawValue ?? "nothing"), still presented \\(self?.presentedViewController != nil)")
            }
            present(activity, animated: true)
        }
    }

    """

  @Test("a swipe down dismisses the share sheet, and its handler hears that nothing was shared")
  func swipedAway() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Article.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: share
      viewControllers:
        ArticleViewController: {swift: true, root: true}
      steps:
        - wait: 1
        - tap: {button: Share}
        - wait: 1
        - pan: {at: [196, 500], translation: [0, 400], duration: 0.3, steps: 6}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Article.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "shared false nothing, still presented false\n")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
