import UIKit

/// A note. Delete asks for confirmation in an alert before the note goes.
final class NoteDetailViewController: UIViewController {
    let note: Note
    var onDelete: (() -> Void)?

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = note.title
        view.backgroundColor = .white
        let deleteButton = UIButton(type: .system)
        deleteButton.setTitle("Delete", for: .normal)
        deleteButton.frame = CGRect(x: 16, y: 700, width: 120, height: 44)
        deleteButton.addTarget(self, action: #selector(confirmDelete(_:)), for: .touchUpInside)
        view.addSubview(deleteButton)
    }

    @objc private func confirmDelete(_ sender: UIButton) {
        let alert = UIAlertController(
            title: "Delete “\(note.title)”?", message: "This cannot be undone.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.onDelete?()
            self?.navigationController?.popViewController(animated: true)
        })
        present(alert, animated: true)
    }
}
