import Foundation
import TransitUIKit

extension AppStoreMenu {
  /// The menu: a column of app cards. Selecting one presents its content through the menu's
  /// transition controller.
  final class AppStoreMenuViewController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    /// Kept here because `transitioningDelegate` is weak, as in UIKit.
    let appStoreTransition = AppContentTransitionController()

    private(set) lazy var appCollectionView: UICollectionView = {
      let layout = UICollectionViewFlowLayout()
      let cellWidth = view.frame.size.width * 0.9
      layout.itemSize = CGSize(width: cellWidth, height: cellWidth * 1.2)
      layout.sectionInset.top = 10
      let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      collectionView.accessibilityIdentifier = "appCollectionView"
      // Cards highlight the moment the finger lands.
      collectionView.delaysContentTouches = false
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.register(
        AppCollectionViewCell.self, forCellWithReuseIdentifier: "AppCollectionViewCell")
      return collectionView
    }()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      // Below the safe area's top (59 points on an iPhone 15), full width, to the bottom.
      let top: CGFloat = 59
      appCollectionView.frame = CGRect(
        x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
      view.addSubview(appCollectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      models.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: "AppCollectionViewCell", for: indexPath)
      (cell as? AppCollectionViewCell)?.fetchData(model: models[indexPath.item])
      return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      let content = AppContentViewController()
      appStoreTransition.indexPath = indexPath
      appStoreTransition.collectionView = collectionView
      content.fetchData(model: models[indexPath.item])
      content.modalPresentationStyle = .custom
      content.transitioningDelegate = appStoreTransition
      content.modalPresentationCapturesStatusBarAppearance = true
      present(content, animated: true)
    }
  }

  /// A card of the menu: the app's content view in its card form, with rounded corners.
  final class AppCollectionViewCell: UICollectionViewCell {
    let appContentView = AppContentView(isContentView: false)

    required init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
      layer.cornerRadius = 20
      appContentView.layer.cornerRadius = 20
      contentView.addSubview(appContentView)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      appContentView.frame = contentView.bounds
    }

    func fetchData(model: AppContentModel) {
      appContentView.show(model)
    }
  }
}
