import Foundation

extension UIViewController.Transition {
  /// Mirrors `UIViewController.Transition.ZoomOptions` (iOS 18; `UIZoomTransitionOptions` in
  /// Objective-C): what a zoom may be told besides its source. Transit keeps every option and
  /// applies none: the zoom aims at the zoomed view's whole frame and draws no dimming.
  /// Source: Apple's ZoomOptions page and UIKit's UIZoomTransitionOptions.h.
  @preconcurrency @MainActor
  public final class ZoomOptions {
    /// Mirrors `interactiveDismissShouldBegin`: asked when a drag, a pinch or an edge swipe
    /// on the zoomed view would start an interactive dismissal; false keeps it from starting.
    public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
    /// Mirrors `alignmentRectProvider`: the frame in the zoomed view controller's view to align
    /// the source view with; nil for no preference.
    public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
    /// Mirrors `dimmingColor`: the colour over the content behind the zoomed view, nil for the
    /// default.
    public var dimmingColor: UIColor?
    /// Mirrors `dimmingVisualEffect`: the blur over the content behind the zoomed view.
    public var dimmingVisualEffect: UIBlurEffect?

    public init() {}

    /// Mirrors `UIViewController.Transition.ZoomOptions.InteractionContext`: the touch that
    /// would begin an interactive dismissal.
    @preconcurrency @MainActor
    public final class InteractionContext {
      /// Mirrors `location`: where the touch is, in the zoomed view controller's view.
      public let location: CGPoint
      /// Mirrors `velocity`: how fast it moves, in points a second.
      public let velocity: CGVector
      /// Mirrors `willBegin`: whether the dismissal begins if the provider agrees.
      public let willBegin: Bool

      init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
        self.location = location
        self.velocity = velocity
        self.willBegin = willBegin
      }
    }

    /// Mirrors `UIViewController.Transition.ZoomOptions.AlignmentRectContext`: the zoom's two
    /// ends, for `alignmentRectProvider`.
    @preconcurrency @MainActor
    public final class AlignmentRectContext {
      /// Mirrors `sourceView`: the view the zoom starts from or goes back to.
      public let sourceView: UIView
      /// Mirrors `zoomedViewController`: the view controller zoomed into.
      public let zoomedViewController: UIViewController

      init(sourceView: UIView, zoomedViewController: UIViewController) {
        self.sourceView = sourceView
        self.zoomedViewController = zoomedViewController
      }
    }
  }
}
