import UIKit

/// The form a new note is written in, presented in its own navigation controller: Cancel
/// closes it, Save adds the note and closes it.
final class ComposeViewController: UIViewController {
    var onSave: ((Note) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        view.backgroundColor = .white
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .save, target: self, action: #selector(save))
    }

    @objc private func cancel() {
        dismiss(animated: true)
    }

    @objc private func save() {
        onSave?(Note(title: "New note", body: ""))
        dismiss(animated: true)
    }
}
