import UIKit

/// About the app, presented full screen with a cross-dissolve; Close dismisses it.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let closeButton = UIButton(type: .close)
        closeButton.setTitle("Close", for: .normal)
        closeButton.frame = CGRect(x: 329, y: 60, width: 44, height: 44)
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
        view.addSubview(closeButton)
    }

    @objc private func close() {
        dismiss(animated: true)
    }
}
