// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// UIKit's names before Swift 4.2, when its enumerations and option sets became types nested
// in the class they belong to. Apple's SDK keeps the old names for code compiled in Swift 4
// mode, through API notes versioned by language mode (Clang's `SwiftVersions`, "this version
// or earlier"), and from Swift 4.2 on refuses them with a fix-it to the new name. These
// declare them the same way, so `transit run --swift-version 4` compiles a Swift 4 target as
// Xcode does, and Swift 5 code gets Xcode's own error and fix-it.
// Sources: apple/swift-clang, "Honor Swift 4 API notes in Swift 3 mode" (pull request 122);
// The Swift Programming Language, "Attributes" (`available`, `swift` and `obsoleted`).

@available(swift, obsoleted: 4.2, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, obsoleted: 4.2, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
@available(swift, obsoleted: 4.2, renamed: "UIImpactFeedbackGenerator.FeedbackStyle")
public typealias UIImpactFeedbackStyle = UIImpactFeedbackGenerator.FeedbackStyle
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight

@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(swift, obsoleted: 4.2, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
@available(swift, obsoleted: 4.2, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(swift, obsoleted: 4.2, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
@available(swift, obsoleted: 4.2, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
@available(swift, obsoleted: 4.2, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController
  .NavigationOrientation
@available(swift, obsoleted: 4.2, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
@available(swift, obsoleted: 4.2, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
@available(swift, obsoleted: 4.2, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
@available(swift, obsoleted: 4.2, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = UIScrollView
  .ContentInsetAdjustmentBehavior
@available(swift, obsoleted: 4.2, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
@available(swift, obsoleted: 4.2, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ElementCategory")
public typealias UICollectionElementCategory = UICollectionView.ElementCategory
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(swift, obsoleted: 4.2, renamed: "UINotificationFeedbackGenerator.FeedbackType")
public typealias UINotificationFeedbackType = UINotificationFeedbackGenerator.FeedbackType
@available(swift, obsoleted: 4.2, renamed: "UISplitViewController.DisplayMode")
public typealias UISplitViewControllerDisplayMode = UISplitViewController.DisplayMode
@available(swift, obsoleted: 4.2, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode
@available(swift, obsoleted: 4.2, renamed: "UICollisionBehavior.Mode")
public typealias UICollisionBehaviorMode = UICollisionBehavior.Mode
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

/// Mirrors `UIEdgeInsetsMake(_:_:_:_:)`, Swift 4's spelling of
/// `UIEdgeInsets(top:left:bottom:right:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

// Swift 4's global constants, which Swift 4.2 moved into the types they belong to. Each has
// the value of the name it became; Core Animation's took strings in Swift 4 and take their own
// types since, which the properties and initializers that read them take here.

@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(swift, obsoleted: 4.2, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
@available(swift, obsoleted: 4.2, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(swift, obsoleted: 4.2, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

@available(swift, obsoleted: 4.2, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension: CGFloat = -1
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionHeader")
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.elementKindSectionFooter")
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
@available(swift, obsoleted: 4.2, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric: CGFloat = -1
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = CGSize.zero
@available(swift, obsoleted: 4.2, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
@available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"

extension NSNotification.Name {
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillShowNotification")
  public static let UIKeyboardWillShow = NSNotification.Name("UIKeyboardWillShowNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidShowNotification")
  public static let UIKeyboardDidShow = NSNotification.Name("UIKeyboardDidShowNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillHideNotification")
  public static let UIKeyboardWillHide = NSNotification.Name("UIKeyboardWillHideNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardDidHideNotification")
  public static let UIKeyboardDidHide = NSNotification.Name("UIKeyboardDidHideNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIResponder.keyboardWillChangeFrameNotification")
  public static let UIKeyboardWillChangeFrame = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didBecomeActiveNotification")
  public static let UIApplicationDidBecomeActive = NSNotification.Name(
    "UIApplicationDidBecomeActiveNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willResignActiveNotification")
  public static let UIApplicationWillResignActive = NSNotification.Name(
    "UIApplicationWillResignActiveNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.didEnterBackgroundNotification")
  public static let UIApplicationDidEnterBackground = NSNotification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  @available(swift, obsoleted: 4.2, renamed: "UIApplication.willEnterForegroundNotification")
  public static let UIApplicationWillEnterForeground = NSNotification.Name(
    "UIApplicationWillEnterForegroundNotification")
}

@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = UIWindow.Level.normal
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
@available(swift, obsoleted: 4.2, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = UIWindow.Level.alert

// View controller containment before Swift 4.2 renamed it (`addChild(_:)`, `children`): calls
// and reads. An override of a Swift 4 name (`override func didMove(toParentViewController:)`),
// which on iOS overrides the one Objective-C method, still needs the new name here, as a method
// declared in an extension cannot be overridden without the Objective-C runtime.
extension UIViewController {
  @available(swift, obsoleted: 4.2, renamed: "children")
  public var childViewControllers: [UIViewController] { children }
  @available(swift, obsoleted: 4.2, renamed: "addChild(_:)")
  public func addChildViewController(_ childController: UIViewController) {
    addChild(childController)
  }
  @available(swift, obsoleted: 4.2, renamed: "removeFromParent()")
  public func removeFromParentViewController() { removeFromParent() }
  @available(swift, obsoleted: 4.2, renamed: "willMove(toParent:)")
  public func willMove(toParentViewController parent: UIViewController?) {
    willMove(toParent: parent)
  }
  @available(swift, obsoleted: 4.2, renamed: "didMove(toParent:)")
  public func didMove(toParentViewController parent: UIViewController?) {
    didMove(toParent: parent)
  }
}
