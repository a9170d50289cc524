import UIKit

/// The list of notes, the root of the app's navigation controller. Add opens a compose form,
/// About an about screen, and a note's row shows the note.
final class NotesListViewController: UIViewController {
    private var notes = [
        Note(title: "Groceries", body: "Milk, eggs, bread"),
        Note(title: "Ideas", body: "An app that explains its own transitions"),
    ]
    private var rows: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .white
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addNote))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "About", style: .plain, target: self, action: #selector(showAbout))
        reloadRows()
    }

    private func reloadRows() {
        rows.forEach { $0.removeFromSuperview() }
        rows = notes.enumerated().map { index, note in
            let row = UIButton(type: .system)
            row.setTitle(note.title, for: .normal)
            row.frame = CGRect(x: 16, y: 120 + CGFloat(index) * 52, width: 361, height: 44)
            row.tag = index
            row.addTarget(self, action: #selector(openNote(_:)), for: .touchUpInside)
            view.addSubview(row)
            return row
        }
    }

    @objc private func addNote() {
        let compose = ComposeViewController()
        compose.onSave = { [weak self] note in
            self?.notes.append(note)
            self?.reloadRows()
        }
        present(UINavigationController(rootViewController: compose), animated: true)
    }

    @objc private func showAbout() {
        let about = AboutViewController()
        about.modalPresentationStyle = .fullScreen
        about.modalTransitionStyle = .crossDissolve
        present(about, animated: true)
    }

    @objc private func openNote(_ sender: UIButton) {
        let index = sender.tag
        let detail = NoteDetailViewController(note: notes[index])
        detail.onDelete = { [weak self] in
            self?.notes.remove(at: index)
            self?.reloadRows()
        }
        show(detail, sender: self)
    }
}
