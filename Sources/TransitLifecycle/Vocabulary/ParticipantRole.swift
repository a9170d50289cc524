/// The part a participant plays in the presentation lifecycle.
///
/// An open set: the known roles below are the ones Transit's engine writes, and logs from
/// elsewhere may name others, which readers keep as they are.
public struct ParticipantRole: RawRepresentable, Sendable, Hashable, Comparable,
  ExpressibleByStringLiteral, CustomStringConvertible
{
  public var rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public var description: String { rawValue }

  /// The code that starts things: gesture handlers and the scenario's own steps.
  public static let app: ParticipantRole = "app"
  /// A view controller another is presented, pushed or selected from, or the window's root
  /// view controller.
  public static let presentingViewController: ParticipantRole = "presentingViewController"
  /// A view controller whose part a console leaves open: the window's root, or one shown from a
  /// view controller that prints nothing, as the same callbacks in the same order show either.
  /// The importer gives it where the order UIKit uses tells no side.
  public static let viewController: ParticipantRole = "viewController"
  /// The object that vends presentation controllers, animators and interaction controllers.
  public static let transitioningDelegate: ParticipantRole = "transitioningDelegate"
  /// A `UINavigationController`.
  public static let navigationController: ParticipantRole = "navigationController"
  /// A `UITabBarController`.
  public static let tabBarController: ParticipantRole = "tabBarController"
  /// A `UIPageViewController`.
  public static let pageViewController: ParticipantRole = "pageViewController"
  /// A `UISplitViewController`.
  public static let splitViewController: ParticipantRole = "splitViewController"
  /// A `UINavigationControllerDelegate` or `UITabBarControllerDelegate`, or a
  /// `UIPageViewController`'s data source or delegate.
  public static let containerDelegate: ParticipantRole = "containerDelegate"
  /// A `UIPresentationController`.
  public static let presentationController: ParticipantRole = "presentationController"
  /// A `UIViewControllerAnimatedTransitioning`.
  public static let animator: ParticipantRole = "animator"
  /// A `UIViewPropertyAnimator` (or another `UIViewImplicitlyAnimating`): an interruptible
  /// animation an animator or the app's code runs.
  public static let propertyAnimator: ParticipantRole = "propertyAnimator"
  /// A `UIViewControllerInteractiveTransitioning`.
  public static let interactionController: ParticipantRole = "interactionController"
  /// The `UIViewControllerContextTransitioning` UIKit hands the animator.
  public static let transitionContext: ParticipantRole = "transitionContext"
  /// The `UIViewControllerTransitionCoordinator` of a transition.
  public static let transitionCoordinator: ParticipantRole = "transitionCoordinator"
  /// A view controller that is presented, pushed or selected.
  public static let presentedViewController: ParticipantRole = "presentedViewController"
  /// UIKit's own machinery: the caller of every delegate request and appearance callback.
  public static let uikit: ParticipantRole = "uikit"

  /// Roles in the order the lifecycle reads, left to right on a sequence diagram.
  public static let lifecycleOrder: [ParticipantRole] = [
    .app, .presentingViewController, .viewController, .navigationController, .tabBarController,
    .pageViewController, .splitViewController, .transitioningDelegate, .containerDelegate,
    .presentationController,
    .animator, .propertyAnimator, .interactionController, .transitionContext,
    .transitionCoordinator,
    .presentedViewController, .uikit,
  ]

  /// The role in a few words, as a column of a diagram is headed: `presentation controller`,
  /// `transition context`; an unknown role by its name.
  public var title: String {
    switch self {
    case .app: return "app"
    case .presentingViewController: return "presenting view controller"
    case .viewController: return "view controller"
    case .navigationController: return "navigation controller"
    case .tabBarController: return "tab bar controller"
    case .splitViewController: return "split view controller"
    case .transitioningDelegate: return "transitioning delegate"
    case .containerDelegate: return "container delegate"
    case .presentationController: return "presentation controller"
    case .animator: return "animator"
    case .interactionController: return "interaction controller"
    case .transitionContext: return "transition context"
    case .transitionCoordinator: return "transition coordinator"
    case .presentedViewController: return "presented view controller"
    case .uikit: return "UIKit"
    default: return rawValue
    }
  }

  /// The position of this role in `lifecycleOrder`; unknown roles sort after the known ones.
  public var lifecycleRank: Int {
    Self.lifecycleOrder.firstIndex(of: self) ?? Self.lifecycleOrder.count
  }

  public static func < (lhs: ParticipantRole, rhs: ParticipantRole) -> Bool {
    (lhs.lifecycleRank, lhs.rawValue) < (rhs.lifecycleRank, rhs.rawValue)
  }
}
