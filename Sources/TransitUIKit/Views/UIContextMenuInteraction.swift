import Foundation

// Context menus (iOS 13): what a long press on a view, a row or a cell asks its delegate for,
// and what that delegate hands back. Transit keeps them and never shows one: a scenario's hold is
// a touch for the app's own recognizers, and UIKit's context menu interaction, its long-press
// recognizer and the preview it lifts are not simulated (how UIKit hosts the preview's view
// controller is not documented). So the delegate methods below are never asked, and a file that
// offers a menu compiles and runs everything else as written.

/// Mirrors `UIContextMenuContentPreviewProvider`: makes the view controller a menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// Mirrors `UIContextMenuActionProvider`: makes the menu from UIKit's suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// Mirrors `UIContextMenuConfiguration`: an identifier, the preview's provider and the menu's
/// provider, kept as given; Transit calls neither provider, as it shows no menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// Mirrors `UIContextMenuConfiguration.ElementOrder` (iOS 16).
  public enum ElementOrder: Int, Sendable { case automatic, priority, fixed }

  /// Mirrors `identifier`: the one given, or a unique string UIKit makes.
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?
  /// Mirrors `preferredMenuElementOrder` (iOS 16): kept.
  open var preferredMenuElementOrder = ElementOrder.automatic
  /// Mirrors `secondaryItemIdentifiers` (iOS 16): kept.
  open var secondaryItemIdentifiers: Set<AnyHashable> = []
  /// Mirrors `badgeCount` (iOS 17): kept.
  open var badgeCount = 0

  /// Mirrors `init(identifier:previewProvider:actionProvider:)`.
  public init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.identifier = identifier ?? NSString(string: UUID().uuidString)
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// Mirrors `UIContextMenuInteractionCommitStyle`: how a tap on the preview ends the menu.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// Mirrors `UIContextMenuInteraction.AppearanceStyle` (iOS 14), as `menuAppearance` answers it.
public enum UIContextMenuInteractionAppearance: Int, Sendable { case unknown, rich, compact }

/// Mirrors `UIContextMenuInteractionAnimating`: the animator UIKit hands the delegate as a menu
/// appears or ends, to add animations and completions to.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
  /// Mirrors `previewViewController`: the view controller the menu previews, if any.
  var previewViewController: UIViewController? { get }
  /// Mirrors `addAnimations(_:)`.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Mirrors `addCompletion(_:)`.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// Mirrors `UIContextMenuInteractionCommitAnimating`: the animator of a tap on the preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// Mirrors `preferredCommitStyle`.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Mirrors `UIPreviewParameters`: how a targeted preview is drawn; kept.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  open var backgroundColor: UIColor?
  open var visiblePath: UIBezierPath?
  open var shadowPath: UIBezierPath?

  public override init() { super.init() }

  /// Mirrors `init(textLineRects:)`: kept as the default parameters.
  public convenience init(textLineRects: [NSValue]) { self.init() }
}

/// Mirrors `UIPreviewTarget`: where a targeted preview sits.
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
  public let container: UIView
  public let center: CGPoint
  public let transform: CGAffineTransform

  /// Mirrors `init(container:center:transform:)` and `init(container:center:)`.
  public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
    self.container = container
    self.center = center
    self.transform = transform
    super.init()
  }
}

/// Mirrors `UITargetedPreview`: a view a menu lifts as its preview; kept.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  public let view: UIView
  public let parameters: UIPreviewParameters
  public let target: UIPreviewTarget?

  /// Mirrors `init(view:parameters:target:)`, `init(view:parameters:)` and `init(view:)`.
  public init(
    view: UIView, parameters: UIPreviewParameters = UIPreviewParameters(),
    target: UIPreviewTarget? = nil
  ) {
    self.view = view
    self.parameters = parameters
    self.target = target
    super.init()
  }
}

/// Mirrors `UIContextMenuInteractionDelegate`. Only the configuration is required, as in UIKit;
/// Transit asks none of them, as it shows no menu.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: ObjectiveCMessaging {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?

  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {
    OptionalRequirement.notImplemented(by: self)
  }

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }

  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }
}

/// Mirrors `UIContextMenuInteraction`: an interaction a view owns, told as it is added and
/// removed like any `UIInteraction`, holding its delegate weakly. Its menu never opens here.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// Mirrors `delegate`, held weakly, as UIKit holds it.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  public private(set) weak var view: UIView?
  /// Mirrors `menuAppearance` (iOS 14): no menu is on screen.
  public var menuAppearance: UIContextMenuInteractionAppearance { .unknown }

  /// Mirrors `init(delegate:)`.
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  public func willMove(to view: UIView?) {}
  public func didMove(to view: UIView?) { self.view = view }

  /// Mirrors `location(in:)`: where the menu's touch was; with none here, the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Mirrors `updateVisibleMenu(_:)` (iOS 14): no menu is visible, so nothing changes.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

  /// Mirrors `dismissMenu()` (iOS 14): no menu is visible, so nothing is dismissed.
  open func dismissMenu() {}
}
