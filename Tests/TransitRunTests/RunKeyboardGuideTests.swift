import Foundation
import Testing
import TransitTestSupport

/// A form's message field pinned above the keyboard layout guide (iOS 15), with a search's scope
/// titles and placement set, as a chat or a filter screen writes them.
@Suite("transit run: the keyboard layout guide, search scopes and placement")
struct RunKeyboardGuideTests {
  static let app = """
    import UIKit

    final class ChatViewController: UIViewController {
        let field = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            field.accessibilityIdentifier = "message"
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            NSLayoutConstraint.activate([
                field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                field.heightAnchor.constraint(equalToConstant: 44),
            ])
            print("same guide: \\(view.keyboardLayoutGuide === view.keyboardLayoutGuide), uses safe area: \\(view.keyboardLayoutGuide.usesBottomSafeArea)")
            let search = UISearchController(searchResultsController: nil)
            search.searchBar.scopeButtonTitles = ["All", "Unread"]
            search.searchBar.selectedScopeButtonIndex = 1
            navigationItem.searchController = search
            navigationItem.preferredSearchBarPlacement = .stacked
            print("scope \\(search.searchBar.scopeButtonTitles?[search.searchBar.selectedScopeButtonIndex] ?? "none")")
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            print("field at \\(Int(field.frame.minY)), guide at \\(Int(view.keyboardLayoutGuide.layoutFrame.minY))")
        }
    }

    """

  @Test("with the keyboard off screen the guide sits on the bottom of the safe area")
  func fieldAboveGuide() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Chat.swift", Self.app)
    try harness.write(
      "case.yaml",
      "scenario: chat\nviewControllers:\n  ChatViewController: {swift: true, root: true}\n"
        + "steps:\n  - wait: 1\n")
    let result = try harness.transit([
      "run", "Chat.swift", "--scenario", "case.yaml", "--list-touchable",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // An iPhone 15's screen is 852 points tall with 34 of safe area at the bottom.
    #expect(result.stdout.contains("same guide: true, uses safe area: true"), "\(result.stdout)")
    #expect(result.stdout.contains("scope Unread"), "\(result.stdout)")
    #expect(result.stdout.contains("field at 766, guide at 818"), "\(result.stdout)")
    #expect(result.stdout.contains("frame [16, 766, 361, 44]"), "\(result.stdout)")
  }
}
