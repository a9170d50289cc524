import Foundation

extension UIViewController {
  /// Mirrors `UIViewController.Transition` (iOS 18; `UIViewControllerTransition` in
  /// Objective-C): the transition UIKit runs when this view controller, as its
  /// `preferredTransition`, is pushed or presented with animation. Made only by its static
  /// members, as UIKit's header marks `init` unavailable.
  ///
  /// The zoom grows the pushed or presented view out of the view its source view provider
  /// returns, and shrinks it back into the view the provider returns at the pop or the
  /// dismissal (docs/lifecycle.md#fact-zoom-transition). The other four are the modal transition
  /// styles by another name (UIKit's UIViewControllerTransition.h: "Same as
  /// `UIModalTransitionStyle.coverVertical`"), which a presentation's built-in animator runs.
  /// Source: Apple's UIViewController.Transition and zoom(options:sourceViewProvider:) pages.
  @preconcurrency @MainActor
  public final class Transition {
    /// What the transition does.
    enum Kind {
      /// The zoom, with its options and the provider of the view it zooms from and back to.
      case zoom(ZoomOptions, ZoomSource)
      /// A modal transition style's animation, for a presentation.
      case style(UIModalTransitionStyle)
    }

    /// Where a zoom's source comes from: a view, or (iOS 26) a bar button item.
    enum ZoomSource {
      case view((ZoomSourceViewProviderContext) -> UIView?)
      case barButtonItem((ZoomSourceViewProviderContext) -> UIBarButtonItem?)
    }

    let kind: Kind
    /// Whose code made the transition, which runs its provider (as an alert action's handler
    /// runs in the code that made the action).
    let providerOwner: String

    private init(kind: Kind) {
      self.kind = kind
      providerOwner =
        EngineContext.current?.recorder.currentParticipant ?? ParticipantRegistry.appID
    }

    /// Mirrors `zoom(options:sourceViewProvider:)` (iOS 18): UIKit calls the provider when it
    /// zooms in, at the push or the presentation, and when it zooms out, at the pop or the
    /// dismissal, for the view to zoom from or back to; nil zooms without a source.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(kind: .zoom(options ?? ZoomOptions(), .view(sourceViewProvider)))
    }

    /// Mirrors `zoom(options:sourceBarButtonItemProvider:)` (iOS 26): the zoom from a bar
    /// button item, which the navigation bar shows.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?
    ) -> Self {
      Self(kind: .zoom(options ?? ZoomOptions(), .barButtonItem(sourceBarButtonItemProvider)))
    }

    /// Mirrors `coverVertical`: the same as `UIModalTransitionStyle.coverVertical`.
    public static var coverVertical: Self { Self(kind: .style(.coverVertical)) }
    /// Mirrors `flipHorizontal`: the same as `UIModalTransitionStyle.flipHorizontal`.
    public static var flipHorizontal: Self { Self(kind: .style(.flipHorizontal)) }
    /// Mirrors `crossDissolve`: the same as `UIModalTransitionStyle.crossDissolve`.
    public static var crossDissolve: Self { Self(kind: .style(.crossDissolve)) }
    /// Mirrors `partialCurl`: the same as `UIModalTransitionStyle.partialCurl`.
    public static var partialCurl: Self { Self(kind: .style(.partialCurl)) }

    /// The zoom's options and source, if the transition is a zoom.
    var zoom: (options: ZoomOptions, source: ZoomSource)? {
      guard case .zoom(let options, let source) = kind else { return nil }
      return (options, source)
    }

    /// The modal transition style the transition stands for, if it is one.
    var transitionStyle: UIModalTransitionStyle? {
      guard case .style(let style) = kind else { return nil }
      return style
    }

    /// Mirrors `UIViewController.Transition.ZoomSourceViewProviderContext`: what the source
    /// view provider is handed.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext {
      /// Mirrors `sourceViewController`: the view controller the zoom starts from.
      public let sourceViewController: UIViewController
      /// Mirrors `zoomedViewController`: the view controller zoomed into.
      public let zoomedViewController: UIViewController

      init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
      }
    }
  }
}
