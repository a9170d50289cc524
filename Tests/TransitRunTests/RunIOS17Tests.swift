import Foundation
import Testing
import TransitTestSupport

/// A screen as iOS 17 apps write it, run as written: an Xcode preview beside the class, trait
/// change registrations in the form Apple's pages give (`(self: Self, previousTraitCollection:)`)
/// on a view controller and a view, trait overrides, an editor-style navigation item with a
/// deferred menu, and an empty state kept current through
/// `updateContentUnavailableConfiguration(using:)`.
@Suite("transit run: iOS 17's UIKit (#Preview, trait registrations, empty states)")
struct RunIOS17Tests {
  static let app = """
    import UIKit

    final class BadgeView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, _: UITraitCollection) in
                print("badge sees \\(self.traitCollection.verticalSizeClass == .compact ? "compact" : "regular")")
            }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class InboxViewController: UIViewController {
        private var messages: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(BadgeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            registerForTraitChanges([UITraitVerticalSizeClass.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                print("inbox was \\(previousTraitCollection.verticalSizeClass == .regular ? "regular" : "compact")")
            }
            registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (self: Self, _: UITraitCollection) in
                print("colours changed")
            }
            traitOverrides.userInterfaceLevel = .elevated
            navigationItem.style = .editor
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", menu: UIMenu(children: [
                UIDeferredMenuElement.uncached { completion in completion([UIAction(title: "Later") { _ in }]) },
                UIDeferredMenuElement { completion in completion([]) },
            ]))
            print("overridden: \\(traitOverrides.contains(UITraitUserInterfaceLevel.self)), level \\(traitOverrides.userInterfaceLevel == .elevated ? "elevated" : "base")")
        }

        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            print("update: \\(messages.count) messages")
            guard messages.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = "No Mail"
            empty.secondaryText = "New messages appear here."
            empty.button.title = "Refresh"
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in
                self?.messages = ["Hello"]
                self?.setNeedsUpdateContentUnavailableConfiguration()
            }
            contentUnavailableConfiguration = empty
        }
    }

    #Preview("Inbox") {
        InboxViewController()
    }

    #Preview {
        let badge = BadgeView(frame: .zero)
        return badge
    }

    """

  @Test(
    "a preview is left out, registrations run on a size change, an empty state's button refreshes it"
  )
  func inbox() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Inbox.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: inbox
      viewControllers:
        InboxViewController: {swift: true, root: true}
      steps:
        - wait: 1
        - tap: {button: Refresh}
        - wait: 1
        - size: [852, 393]
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        overridden: true, level elevated
        update: 0 messages
        update: 1 messages
        inbox was regular
        badge sees compact

        """)
    let records = try harness.records("log.jsonl")
    let updates = calls(to: "InboxViewController", in: records).filter {
      $0 == "updateContentUnavailableConfiguration(using:)"
    }
    #expect(updates.count == 2)
    // Once the configuration is nil, its view is gone: no Refresh button is left to tap.
    let touchable = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--list-touchable",
    ])
    #expect(!touchable.stdout.contains("Refresh"), "\(touchable.stdout)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("an empty state is shown over the view, its button found by its title, before any tap")
  func emptyStateShown() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Inbox.swift", Self.app)
    try harness.write(
      "case.yaml",
      "scenario: inbox\nviewControllers:\n  InboxViewController: {swift: true, root: true}\n"
        + "steps:\n  - wait: 1\n")
    let touchable = try harness.transit([
      "run", "Inbox.swift", "--scenario", "case.yaml", "--list-touchable",
    ])
    #expect(touchable.status == 0, "\(touchable.stderr)")
    #expect(touchable.stdout.contains("tap: {button: Refresh}"), "\(touchable.stdout)")
  }
}
