import UIKit

/// A grid of photos; a tap on one opens it in a sheet that slides up over a dimmed grid.
final class PhotoGridViewController: UIViewController {
    private let sheetTransition = SheetTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for index in 0..<6 {
            let photo = UIView(frame: CGRect(x: 16 + CGFloat(index % 3) * 124, y: 120 + CGFloat(index / 3) * 124, width: 113, height: 113))
            photo.backgroundColor = index.isMultiple(of: 2) ? .systemTeal : .systemIndigo
            photo.accessibilityIdentifier = "photo.\(index)"
            photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(photoTapped(_:))))
            view.addSubview(photo)
        }
    }

    @objc private func photoTapped(_ recognizer: UITapGestureRecognizer) {
        let detail = PhotoViewController(color: recognizer.view?.backgroundColor ?? .gray)
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = sheetTransition
        present(detail, animated: true)
    }
}

/// The photo, full width; a drag down closes it.
final class PhotoViewController: UIViewController {
    private let color: UIColor

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        print("PhotoViewController \(#function)")
        view.backgroundColor = color
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("PhotoViewController \(#function)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("PhotoViewController \(#function)")
    }

    @objc private func dragged(_ recognizer: UIPanGestureRecognizer) {
        if recognizer.state == .ended, recognizer.translation(in: view).y > 100 {
            dismiss(animated: true)
        }
    }
}
