import Foundation
import TransitUIKit

/// A scenario described in a YAML file instead of Swift: the view controllers, the objects
/// that take part in their transitions, and what the user does.
///
/// Every object is named by the Swift class a developer would write, and the log uses that name.
/// The objects behave as the built-in scenarios' hand-written UIKit code does, so a built-in
/// scenario and its file give the same log. `transit scenarios --example` prints a complete file.
struct ScenarioFile {
  var name: String
  var summary: String
  var source: String
  var viewControllers: [ViewControllerSpec]
  var delegates: [DelegateSpec]
  var presentationControllers: [PresentationControllerSpec]
  var animators: [AnimatorSpec]
  var interactions: [InteractionSpec]
  var navigationControllers: [NavigationControllerSpec] = []
  var tabBarControllers: [TabBarControllerSpec] = []
  var navigationDelegates: [NavigationDelegateSpec] = []
  var tabBarDelegates: [TabBarDelegateSpec] = []
  var presentationControllerDelegates: [PresentationControllerDelegateSpec] = []
  var pageViewControllers: [PageViewControllerSpec] = []
  var pageDataSources: [PageDataSourceSpec] = []
  var pageDelegates: [PageDelegateSpec] = []
  /// Alerts and action sheets the file presents by name (ScenarioFile+Everyday.swift).
  var alertControllers: [AlertSpec] = []
  var splitViewControllers: [SplitViewControllerSpec] = []
  var steps: [Step]

  /// The developer's own classes the file names (`swift: true`), with their kind, in file order.
  var developerClasses: [(name: String, kind: String, position: Position)] {
    viewControllers.filter(\.isSwift).map { ($0.className, "viewController", $0.position) }
      + delegates.filter(\.isSwift).map { ($0.className, "transitioningDelegate", $0.position) }
      + presentationControllers.filter(\.isSwift).map {
        ($0.className, "presentationController", $0.position)
      }
      + animators.filter(\.isSwift).map { ($0.className, "animator", $0.position) }
  }

  /// A delegate's `presentationController: UIPresentationController` vends UIKit's own class,
  /// which frames the presented view to the whole container and keeps the presenter's view.
  static let plainPresentationController = "UIPresentationController"

  /// The step `tap: back` taps the visible navigation bar's Back button.
  static let backButton = "back"

  /// The most seconds a wait, an animator or a pan may take: a day. That is far beyond any
  /// transition, and keeps a run's virtual clock (microseconds in an `Int64`) far from its end.
  static let maximumSeconds: Double = 86_400

  /// The most moves one pan makes. Each is a run-loop turn and records in the log; a thousand
  /// is over sixteen seconds of dragging at 60 Hz, and keeps the longest pan's run under a
  /// second (ten thousand took twelve).
  static let maximumPanSteps = 1_000

  /// The most steps a file lists. YAML aliases let one line repeat a step written elsewhere,
  /// so the list is counted after they are resolved.
  static let maximumSteps = 1_000

  /// The most records a file's log may hold: about thirty pans of the longest kind. Checked by
  /// the dry run after each step, so a file whose steps, repeated by aliases, would write a
  /// log of gigabytes is refused at the step that passes it, before anything is written.
  static let maximumRecords = 100_000

  /// The most a file may hold with its aliases resolved, in nodes and bytes of their text
  /// (`YAMLExpansion`): twice the file's size, which a file without aliases never reaches, and
  /// a million more, so aliases can repeat steps and views as much as a run can use. Past it,
  /// aliases multiply the file, and Yams' duplicate-key check and the reader would take time
  /// in proportion to what they repeat, not to the file.
  static func maximumExpansion(ofBytes bytes: Int) -> Int { 2 * bytes + 1_000_000 }

  /// The longest name a file may give a class, a view or a scenario, in characters: far above
  /// any Swift class name, and far below what a log may hold (`LogReader.maximumNameLength`).
  static let maximumNameLength = 200

  /// Where a value sits in the file, for errors.
  struct Position: Equatable, Sendable {
    var line: Int
    var column: Int
  }

  /// A name the file refers to, and where it does.
  struct Ref: Equatable {
    var name: String
    var position: Position
  }

  struct ViewControllerSpec {
    var className: String
    var isRoot: Bool
    var style: UIModalPresentationStyle?
    var transitioningDelegate: Ref?
    var backgroundColor: UIColor?
    var views: [ViewSpec]
    /// Registers an alongside animation (and its completion) on the coordinator in
    /// `viewWillAppear(_:)`, as screens that animate their own content do.
    var alongsideInViewWillAppear: Alongside?
    var position: Position
    /// Registers an interaction handler on the coordinator in `viewWillAppear(_:)`.
    var notifiesInteractionChanges = false
    /// Children embedded in `viewDidLoad()`, after the views: `addChild(_:)`, the view, then
    /// `didMove(toParent:)`.
    var children: [Ref] = []
    /// `shouldAutomaticallyForwardAppearanceMethods` false: the view controller forwards its
    /// appearance to its children by hand, with `beginAppearanceTransition(_:animated:)` and
    /// `endAppearanceTransition()`.
    var forwardsAppearanceByHand = false
    /// Mirrors `definesPresentationContext`.
    var definesPresentationContext = false
    /// The size classes registered for with `registerForTraitChanges(_:handler:)` in
    /// `viewDidLoad()`.
    var observedTraits: [ObservedTrait] = []
    /// Mirrors `isModalInPresentation`: a sheet that refuses the swipe down.
    var isModalInPresentation = false
    /// How the presenter sets up the presentation controller before `present`: the sheet's
    /// detents, the popover's source view, the delegate (ScenarioFile+Sheets.swift).
    var presentation: PresentationSetup?
    /// The developer's own class of this name, from the Swift files `transit run` compiles
    /// (`swift: true`), instead of one the file describes.
    var isSwift = false
    /// A `UIPanGestureRecognizer` on the view controller's own view
    /// (`view.addGestureRecognizer(_:)` in `viewDidLoad()`).
    var onPan: PanAction?
    /// The title, transition style, bar button items and search controller
    /// (ScenarioFile+Everyday.swift).
    var everyday = EverydaySetup()

    struct Alongside {
      var completion: Bool
    }

    enum ObservedTrait: String, CaseIterable {
      case horizontalSizeClass, verticalSizeClass
    }
  }

  /// A subview added in `viewDidLoad()`.
  struct ViewSpec {
    var id: String
    var frame: CGRect
    var onTap: Action?
    var onPan: PanAction?
    var position: Position
    /// A `UIButton` instead of a plain `UIView`.
    var isButton = false
    /// What the button does on `.touchUpInside`, the target it adds with
    /// `addTarget(_:action:for:)`.
    var touchUpInside: Action?
    /// The button's title, `setTitle(_:for: .normal)`: a step can tap it by its title.
    var title: String?

    /// What touching the view does: its tap, or its button's touch-up.
    var actions: [Action] { [onTap, touchUpInside].compactMap { $0 } }
  }

  /// What a tap does.
  enum Action: Equatable {
    case present(Ref, animated: Bool, completion: Completion)
    case dismiss(animated: Bool, completion: Completion)
    /// Pushes a new instance on the navigation controller the tapped screen is in; a completion
    /// goes to the push's transition coordinator.
    case push(Ref, animated: Bool, completion: Completion)
    /// Pops the navigation controller the tapped screen is in.
    case pop(animated: Bool)
    /// Sets the tab bar controller's `selectedIndex` in code.
    case selectTab(Int)
    /// Adds a new instance as a child of the screen: `addChild(_:)`, the view, `didMove`.
    case addChild(Ref)
    /// The screen takes itself out of its container: `willMove(toParent: nil)`, the view,
    /// `removeFromParent()`.
    case removeFromParent
    /// The screen swaps its last child for a new instance with
    /// `transition(from:to:duration:options:animations:completion:)`.
    case transitionToChild(Ref, duration: TimeInterval)
    /// Sets the navigation controller's stack: view controllers already on it stay, the others
    /// are new instances.
    case setViewControllers([Ref], animated: Bool)
    /// Pops the navigation controller to its root.
    case popToRoot(animated: Bool)
    /// Sets the page of the page view controller the screen is a page of (for a tap) or of the
    /// one on screen (for a step), with `setViewControllers(_:direction:animated:completion:)`.
    case setPage(Ref, direction: PageDirection, animated: Bool, completion: Completion)
    /// Changes the sheet of the screen (for a tap) or of the sheet on top (for a step):
    /// `selectedDetentIdentifier` or `largestUndimmedDetentIdentifier`, inside
    /// `animateChanges(_:)` or not.
    case changeSheet(SheetChange)
    /// `show(_:sender:)` (or `showDetailViewController(_:sender:)`) with a new instance.
    case show(Ref, detail: Bool)
    /// Presents the alert or action sheet the file declares under this name.
    case presentAlert(Ref)
    /// `setNavigationBarHidden(_:animated:)` on the navigation controller showing.
    case setNavigationBarHidden(Bool, animated: Bool)
    /// `show(_:)` or `hide(_:)` of a column, on the split view controller the screen is in.
    case splitColumn(UISplitViewController.Column, shown: Bool)

    /// What runs once the action's transition is over.
    var completion: Completion {
      switch self {
      case .present(_, _, let completion), .dismiss(_, let completion),
        .push(_, _, let completion), .setPage(_, _, _, let completion):
        return completion
      default: return .none
      }
    }
  }

  /// What runs once a present, a dismiss or a push is over: the completion block of
  /// `present(_:animated:completion:)` or `dismiss(animated:completion:)`, or for a push the
  /// completion given to its transition coordinator's
  /// `animate(alongsideTransition:completion:)`.
  enum Completion: Equatable {
    /// No block.
    case none
    /// A block that does nothing.
    case empty
    /// A block in which the screen then on top presents a new instance, as apps chain two
    /// transitions (docs/lifecycle.md#fact-present-from-completion): after a dismiss the
    /// presenter it uncovers, after a present the presented screen, after a push the pushed one.
    case present(Ref, animated: Bool)

    /// The screen the block presents, if it presents one.
    var presented: Ref? {
      if case .present(let target, _) = self { return target }
      return nil
    }
  }

  /// A `UINavigationController` (or a subclass the file names).
  struct NavigationControllerSpec {
    var className: String
    var isRoot: Bool
    var rootViewController: Ref
    var delegate: Ref?
    var position: Position
    /// Mirrors `definesPresentationContext`.
    var definesPresentationContext = false
    /// Mirrors `hidesBarsOnSwipe`.
    var hidesBarsOnSwipe = false
  }

  /// A `UITabBarController` (or a subclass the file names).
  struct TabBarControllerSpec {
    var className: String
    var isRoot: Bool
    var viewControllers: [Ref]
    var delegate: Ref?
    /// A horizontal swipe across the tab bar controller's view that switches to the next tab
    /// in code, driving the named interaction.
    var swipe: Ref?
    var position: Position
  }

  struct NavigationDelegateSpec {
    var className: String
    var willShow: Bool
    var didShow: Bool
    var animator: Vended?
    var interaction: Vended?
    /// A swipe from the left edge of the navigation controller's view that pops, driving the
    /// named interaction, installed by the delegate as apps with a custom pop do.
    var edgeSwipe: Ref?
    var position: Position
  }

  struct TabBarDelegateSpec {
    var className: String
    /// What `tabBarController(_:shouldSelect:)` returns, if it is implemented.
    var shouldSelect: Bool?
    var didSelect: Bool
    var animator: Vended?
    var interaction: Vended?
    var position: Position
  }

  /// A pan that drives a transition: it starts it when the finger goes down, scrubs the named
  /// interaction while it moves, and finishes or cancels on release.
  struct PanAction {
    var transition: Transition
    var interaction: Ref
    /// While the view controller `isBeingPresented`, the finger calls `pause()` on this
    /// interaction instead of starting a transition, catching the presentation in flight,
    /// and drives it from where it caught it.
    var pause: Ref?

    /// What the finger going down starts.
    enum Transition {
      /// Presents a new instance of the view controller.
      case present(Ref)
      /// Dismisses the view controller the view belongs to, which must be presented; the
      /// position is that of the `dismiss` key.
      case dismiss(Position)
    }
  }

  /// What a transitioning-delegate method returns: an object by name, or nil.
  enum Vended: Equatable {
    case object(Ref)
    case none
  }

  struct DelegateSpec {
    var className: String
    var presentationController: Vended?
    var animatorForPresented: Vended?
    var animatorForDismissed: Vended?
    var interactionForPresentation: Vended?
    var interactionForDismissal: Vended?
    var position: Position
    /// The developer's own class (`swift: true`).
    var isSwift = false
    /// `keptBy: nothing`: the app keeps the delegate nowhere but in a local constant of the
    /// code that presents, so it is freed once that code returns (UIKit holds
    /// `transitioningDelegate` weakly). The default, `keptBy: app`, keeps it for the run.
    var keptByNothing = false
  }

  struct PresentationControllerSpec {
    var className: String
    var frame: FrameRule
    var shouldRemovePresentersView: Bool
    var chrome: ChromeSpec?
    var mistakes: Set<Mistake>
    var position: Position
    /// The developer's own class (`swift: true`).
    var isSwift = false

    enum Mistake: String, CaseIterable {
      /// Removes the chrome in `dismissalTransitionWillBegin()` instead of the did-end hook.
      case removesChromeInWillBegin
    }
  }

  /// Where the presented view goes in the container.
  enum FrameRule: Equatable {
    case full
    case rightHalf
    case bottomHalf
    case fixed(CGRect)
  }

  /// A view the presentation controller adds behind the presented view and fades in and out
  /// alongside the transition.
  struct ChromeSpec {
    var id: String
    var alpha: CGFloat
    var tapDismisses: Bool
  }

  struct AnimatorSpec {
    var className: String
    var duration: TimeInterval
    var motion: Motion
    var timing: Timing
    var implementsAnimationEnded: Bool
    /// Runs the transition on a `UIViewPropertyAnimator` that `interruptibleAnimator(using:)`
    /// makes on its first call and returns on every later one.
    var implementsInterruptibleAnimator = false
    var mistakes: Set<Mistake>
    var position: Position
    /// The developer's own class (`swift: true`).
    var isSwift = false

    enum Motion: Equatable {
      case slide(Edge)
      case fade
      /// The presented view grows from the frame of the named view to the container's bounds,
      /// and shrinks back into it on the dismissal, as a card opens.
      case expand(from: Ref)
    }

    enum Edge: String, CaseIterable {
      case left, right, top, bottom
    }

    enum Timing: Equatable {
      /// `animate(withDuration:animations:completion:)`.
      case plain
      /// `animate(withDuration:delay:options:animations:completion:)`.
      case curve(UIView.AnimationOptions.RawValue)
      /// The spring variant.
      case spring(damping: CGFloat, velocity: CGFloat)
    }

    enum Mistake: String, CaseIterable {
      /// Never calls `completeTransition(_:)`.
      case neverCompletes
      /// Calls `completeTransition(_:)` twice.
      case completesTwice
      /// Passes true even after the interaction was cancelled.
      case completesTrueAfterCancel
      /// Never adds the to-view to the container view: the presented view on a presentation,
      /// the presenter's view (when the presentation removed it) on a dismissal.
      case doesNotAddToView
      /// Makes a new property animator on every call of `interruptibleAnimator(using:)`.
      case newInterruptibleAnimatorEachCall
    }
  }

  /// A `UIPercentDrivenInteractiveTransition` driven by a pan.
  struct InteractionSpec {
    var name: String
    /// The direction the finger moves to make progress.
    var direction: AnimatorSpec.Edge
    /// Points of travel for the whole transition.
    var distance: CGFloat
    /// On release, the transition finishes above this progress and cancels otherwise.
    var finishAbove: CGFloat
    var position: Position
    /// One object for the whole run, a property of the delegate that vends it, logged as
    /// `interactor.<name>`; otherwise a new object each time a finger starts a transition.
    var isLongLived = false
    /// Mirrors `wantsInteractiveStart`; false: the delegate vends the interaction for every
    /// transition, which plays on its own until a finger catches it with `pause()`.
    var wantsInteractiveStart = true
    /// Mirrors `timingCurve`: on release, the interaction sets a `UISpringTimingParameters` of
    /// this damping ratio, starting at the finger's speed.
    var springDampingRatio: CGFloat?
  }

  /// Where a finger lands when a step names no view the file declares: the developer's own
  /// views are properties, often private, so a step reaches them as a finger does.
  enum Locator: Equatable {
    /// A point in the window, in points: the finger lands on the deepest visible view there.
    case point(CGPoint)
    /// The view whose `accessibilityIdentifier` this is, as UI tests find views: the finger
    /// lands at its centre.
    case identifier(String)
    /// The frontmost button with this title, as a UI test finds `app.buttons["Delete"]`: a
    /// UIButton, a bar button item, an alert's action, a search bar by its placeholder.
    case title(String)
  }

  enum Step {
    case wait(TimeInterval, Position)
    case tap(Ref, Position)
    /// A tap where a finger lands, held for the given seconds.
    case tapAt(Locator, hold: TimeInterval, Position)
    case pan(Pan, Position)
    /// The app's own code acting on the screen on top, without a button.
    case app(Action, Position)
    /// A tap on a tab bar item.
    case tapTab(Int, Position)
    /// The window changes size, as when the device rotates.
    case size(CGSize, Position)
    /// The user types into the search bar of the active search controller.
    case type(String, Position)

    struct Pan {
      /// A view's id, or a view controller's class name for its root view.
      var target: Ref
      /// Where the finger goes down instead, when the pan names no declared view.
      var locator: Locator?
      var translation: CGPoint
      var duration: TimeInterval
      var steps: Int
      /// The finger goes down this many seconds after the previous step, while the transition
      /// that step started is still in flight, instead of once everything has settled.
      var after: TimeInterval?
    }

    var position: Position {
      switch self {
      case .wait(_, let position), .tap(_, let position), .pan(_, let position),
        .app(_, let position), .tapTab(_, let position), .size(_, let position),
        .tapAt(_, _, let position), .type(_, let position):
        return position
      }
    }
  }
}
