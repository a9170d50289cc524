import Foundation
import TransitUIKit

extension AppStoreMenu {
  /// The content of a card, opened over the whole screen; its close button dismisses it. It
  /// hides the status bar, which it controls while presented because the menu sets
  /// `modalPresentationCapturesStatusBarAppearance` on it.
  final class AppContentViewController: UIViewController {
    let contentView = AppContentView(isContentView: true)
    private var model: AppContentModel?

    override var prefersStatusBarHidden: Bool { true }

    /// Keeps the card's data for `viewDidLoad()`; the view is not loaded yet.
    func fetchData(model: AppContentModel) {
      self.model = model
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      contentView.frame = view.bounds
      if let model { contentView.show(model) }
      contentView.closeButton.addTarget(
        self, action: AppContentViewController.close, for: .touchUpInside)
      view.addSubview(contentView)
    }

    private func close() {
      dismiss(animated: true)
    }
  }

  /// The view of a card, reused in two forms: the card in the menu (an image with two labels)
  /// and the opened content (the same in a scroll view, with the story text and a close button).
  final class AppContentView: UIView {
    let imageView = UIImageView()
    let subDescriptionLabel = UILabel()
    let descriptionLabel = UILabel()
    let scrollView = UIScrollView()
    let contentText = UILabel()
    let closeButton = UIButton(frame: CGRect(x: 343, y: 20, width: 30, height: 30))

    init(isContentView: Bool) {
      super.init(frame: .zero)
      backgroundColor = .white
      accessibilityIdentifier = isContentView ? "appContentView" : "cardView"
      subDescriptionLabel.accessibilityIdentifier = "subDescription"
      descriptionLabel.accessibilityIdentifier = "description"
      if isContentView {
        layOutForContent()
      } else {
        layOutForCell()
      }
    }

    private func layOutForCell() {
      imageView.accessibilityIdentifier = "cardImage"
      addSubview(imageView)
      addSubview(subDescriptionLabel)
      addSubview(descriptionLabel)
    }

    private func layOutForContent() {
      scrollView.accessibilityIdentifier = "contentScroll"
      imageView.accessibilityIdentifier = "contentImage"
      contentText.accessibilityIdentifier = "contentText"
      closeButton.accessibilityIdentifier = "closeButton"
      addSubview(scrollView)
      scrollView.addSubview(imageView)
      scrollView.addSubview(subDescriptionLabel)
      scrollView.addSubview(descriptionLabel)
      scrollView.addSubview(closeButton)
      scrollView.addSubview(contentText)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      scrollView.frame = bounds
      imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.width * 1.08)
      subDescriptionLabel.frame = CGRect(x: 15, y: 15, width: bounds.width * 0.8, height: 20)
      descriptionLabel.frame = CGRect(x: 15, y: 45, width: bounds.width * 0.8, height: 60)
      contentText.frame = CGRect(
        x: bounds.width * 0.025, y: imageView.frame.maxY, width: bounds.width * 0.95, height: 500)
    }

    func show(_ model: AppContentModel) {
      imageView.imageName = model.imageName
      subDescriptionLabel.text = model.subDescription
      descriptionLabel.text = model.description
      contentText.text = model.content
    }
  }
}
