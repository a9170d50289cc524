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

/// Mirrors `UIEdgeInsetsMake(_:_:_:_:)`, Swift 4's spelling of
/// `UIEdgeInsets(top:left:bottom:right:)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
@available(swift, obsoleted: 4.2, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(
  _ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat
) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
