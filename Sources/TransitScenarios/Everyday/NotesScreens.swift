import Foundation
import TransitUIKit

// The screens of an ordinary notes app, written as an iOS developer writes them: a list in a
// navigation controller, a compose form presented in its own navigation controller with Cancel
// and Save, a detail shown with show(_:sender:), a Delete button that asks in an alert, and an
// About screen presented with a cross-dissolve. Each screen builds its views, then its
// navigation item, as the file forms of these scenarios do.
extension Everyday {
  /// The app's navigation controller.
  final class NotesNavigationController: UINavigationController {}

  /// The list of notes: a row shows the note, About presents the about screen, Add presents
  /// the compose form.
  final class NotesListViewController: UIViewController {
    private(set) var firstRow = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      firstRow = Everyday.tappableRow(
        "firstRow", frame: CGRect(x: 0, y: 140, width: 393, height: 60), in: view,
        recognizer: UITapGestureRecognizer(target: self, action: NotesListViewController.rowTapped))
      title = "Notes"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "About", style: .plain, target: self, action: NotesListViewController.showAbout)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: NotesListViewController.addNote)
    }

    private func addNote() {
      present(
        ComposeNavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    private func showAbout() {
      let about = AboutViewController()
      about.modalPresentationStyle = .fullScreen
      about.modalTransitionStyle = .crossDissolve
      present(about, animated: true)
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
      show(NoteDetailViewController(), sender: self)
    }
  }

  /// The navigation controller the compose form is presented in.
  final class ComposeNavigationController: UINavigationController {}

  /// The compose form: Cancel and Save dismiss it from inside its navigation controller, as
  /// UIKit forwards a dismissal to the presenter; Options pushes a screen of settings.
  final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let options = UIButton(type: .system)
      options.frame = CGRect(x: 20, y: 300, width: 120, height: 44)
      options.accessibilityIdentifier = "optionsButton"
      options.setTitle("Options", for: .normal)
      options.addTarget(self, action: ComposeViewController.showOptions, for: .touchUpInside)
      view.addSubview(options)
      title = "New Note"
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .cancel, target: self, action: ComposeViewController.cancel)
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .save, target: self, action: ComposeViewController.save)
    }

    private func cancel() {
      dismiss(animated: true)
    }

    private func save() {
      dismiss(animated: true)
    }

    private func showOptions() {
      navigationController?.pushViewController(OptionsViewController(), animated: true)
    }
  }

  /// A screen pushed inside the presented form; Discard dismisses the whole form from here.
  final class OptionsViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      title = "Options"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Discard", style: .done, target: self, action: OptionsViewController.discard)
    }

    private func discard() {
      dismiss(animated: true)
    }
  }

  /// A note: Delete asks for confirmation in an alert, and the alert's Delete Note action pops
  /// back to the list.
  final class NoteDetailViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let delete = UIButton(type: .system)
      delete.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
      delete.accessibilityIdentifier = "deleteButton"
      delete.setTitle("Delete", for: .normal)
      delete.addTarget(self, action: NoteDetailViewController.confirmDelete, for: .touchUpInside)
      view.addSubview(delete)
    }

    private func confirmDelete(_ sender: UIButton) {
      let alert = UIAlertController(
        title: "Delete this note?", message: "This cannot be undone.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addAction(
        UIAlertAction(title: "Delete Note", style: .destructive) { [weak self] _ in
          _ = self?.navigationController?.popViewController(animated: true)
        })
      alert.popoverPresentationController?.sourceView = sender
      present(alert, animated: true)
    }
  }

  /// The about screen, presented full screen with a cross-dissolve; Close dismisses it.
  final class AboutViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemIndigo
      let close = UIButton(type: .close)
      close.frame = CGRect(x: 330, y: 60, width: 44, height: 44)
      close.accessibilityIdentifier = "closeButton"
      close.setTitle("Close", for: .normal)
      close.addTarget(self, action: AboutViewController.close, for: .touchUpInside)
      view.addSubview(close)
    }

    private func close() {
      dismiss(animated: true)
    }
  }
}
