import Foundation
import Testing
import TransitTestSupport

/// A compose form as apps write it, run as written: a navigation controller presented as a
/// sheet with Cancel and Save, a text field made first responder in `viewDidAppear(_:)`, typed
/// into by the scenario, `isModalInPresentation` set once there are changes, and the adaptive
/// delegate's `presentationControllerDidAttemptToDismiss(_:)` asking to discard them.
@Suite("transit run: a modal form with a first responder text field")
struct RunComposeFormTests {
  static let app = """
    import UIKit

    final class NotesViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
                let form = ComposeViewController()
                let nav = UINavigationController(rootViewController: form)
                nav.presentationController?.delegate = form
                self?.present(nav, animated: true)
            })
        }
    }

    final class ComposeViewController: UIViewController, UIAdaptivePresentationControllerDelegate, UITextFieldDelegate {
        private let field = UITextField()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "New Note"
            navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(cancel))
            field.frame = CGRect(x: 20, y: 120, width: 353, height: 44)
            field.delegate = self
            field.addTarget(self, action: #selector(changed), for: .editingChanged)
            view.addSubview(field)
            print("before the window: \\(field.becomeFirstResponder())")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let became = field.becomeFirstResponder()
            print("first responder \\(became) \\(field.isFirstResponder) editing \\(field.isEditing)")
        }

        func textFieldDidBeginEditing(_ textField: UITextField) { print("began editing") }
        func textFieldDidEndEditing(_ textField: UITextField) { print("ended editing") }

        @objc private func changed() {
            isModalInPresentation = !(field.text ?? "").isEmpty
            print("text \\(field.text ?? "")")
        }

        @objc private func cancel() {
            view.endEditing(true)
            print("first responder \\(field.isFirstResponder) editing \\(field.isEditing)")
            dismiss(animated: true)
        }

        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            print("attempted to dismiss")
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive) { _ in
                self.cancel()
            })
            alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
            present(alert, animated: true)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            print("did dismiss")
        }
    }

    """

  @Test("the field is first responder from viewDidAppear, typed into, and a swipe asks to discard")
  func compose() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Notes.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: compose
      navigationControllers:
        UINavigationController:
          root: true
          rootViewController: NotesViewController
      viewControllers:
        NotesViewController: {swift: true}
      steps:
        - wait: 1
        - tap: {button: Add}
        - wait: 1
        - type: Groceries
        - wait: 1
        - pan: {at: [196, 300], translation: [0, 400], duration: 0.3, steps: 6}
        - wait: 1
        - tap: {button: Discard Changes}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Notes.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Out of a window, the field cannot become first responder; in it, it does, and the text
    // typed makes the form modal, so the swipe is refused and the delegate asked; a dismissal
    // in code tells the delegate nothing.
    #expect(
      result.stdout == """
        before the window: false
        began editing
        first responder true true editing true
        text Groceries
        attempted to dismiss
        ended editing
        first responder false editing false

        """)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
