import Foundation

extension ObjectiveCRuntime {
  /// Mirrors `NSClassFromString(_:)`: the class with that name. Objective-C finds any class the
  /// process has loaded by its name; Linux's Foundation finds a Swift class by its qualified
  /// name (`Module.Class`) and knows no UIKit. So UIKit's classes are found here by the names
  /// they have on iOS, among them the private `_UICustomBlurEffect` blur libraries make by
  /// name, and any other name is Foundation's to find. `transit run` writes the developer's
  /// `NSClassFromString(name)` as `ObjectiveCRuntime.classFromString(name)`, as a function of
  /// the same name here would be ambiguous with Foundation's.
  public static func classFromString(_ aClassName: String) -> AnyClass? {
    UIKitClassNames.byName[aClassName] ?? NSClassFromString(aClassName)
  }
}

/// The classes `ObjectiveCRuntime.classFromString(_:)` finds by their UIKit names.
enum UIKitClassNames {
  /// The classes, each by the name it has on iOS, which is its name here.
  static let classes: [AnyClass] = [
    _UICustomBlurEffect.self, UIVisualEffect.self, UIBlurEffect.self, UIVibrancyEffect.self,
    UIResponder.self, UIView.self, UIWindow.self, UIViewController.self, UIApplication.self,
    UIScreen.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self, UIImage.self,
    UIColor.self, UIFont.self, UIScrollView.self, UITableView.self, UITableViewCell.self,
    UICollectionView.self, UICollectionViewCell.self, UICollectionViewFlowLayout.self,
    UINavigationController.self, UINavigationBar.self, UITabBarController.self, UITabBar.self,
    UIStackView.self, UITextField.self, UITextView.self, UISwitch.self, UISlider.self,
    UIVisualEffectView.self, UIPresentationController.self, UIGestureRecognizer.self,
    UITapGestureRecognizer.self, UIPanGestureRecognizer.self,
    UIScreenEdgePanGestureRecognizer.self, UIAlertController.self, CALayer.self,
    CAShapeLayer.self, CAGradientLayer.self,
  ]

  static let byName: [String: AnyClass] = Dictionary(
    classes.map { (ObjectiveCRuntime.className($0), $0) }, uniquingKeysWith: { first, _ in first })
}
