// What a developer's `import SafariServices` reaches in `transit run` (whose generated
// `SafariServices` module re-exports this one): the in-app browser as a view controller that
// is presented and dismissed as any is, and whose page never loads.
import Foundation
import TransitUIKit

/// Mirrors `SFSafariViewController`: a view controller that shows a web page with Safari's
/// controls. Presented, it takes part in the presentation as any view controller does; its
/// view shows nothing, the page is not loaded, and its delegate hears nothing of loading.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
  /// Mirrors `SFSafariViewController.Configuration`: kept.
  @preconcurrency @MainActor
  open class Configuration {
    open var entersReaderIfAvailable = false
    open var barCollapsingEnabled = true
    public init() {}
  }

  /// Mirrors `SFSafariViewController.DismissButtonStyle`.
  public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

  /// Mirrors `delegate`, held weakly as UIKit holds it.
  open weak var delegate: (any SFSafariViewControllerDelegate)?
  open var preferredBarTintColor: UIColor?
  open var preferredControlTintColor: UIColor?
  open var dismissButtonStyle = DismissButtonStyle.done
  /// Mirrors `configuration`: as given when made.
  public let configuration: Configuration
  /// The page it was made for; never loaded.
  let url: URL

  /// Mirrors `init(url:configuration:)`.
  public init(url URL: URL, configuration: Configuration = Configuration()) {
    url = URL
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  /// Mirrors `init(url:entersReaderIfAvailable:)` (deprecated in iOS 11).
  public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: URL, configuration: configuration)
  }

  public override init?(coder: NSCoder) {
    url = URL(fileURLWithPath: "/")
    configuration = Configuration()
    super.init(coder: coder)
  }
}

/// Mirrors `SFSafariViewControllerDelegate`: every method optional, as in UIKit. Nothing loads
/// and there is no Done button to tap here, so it is never asked.
@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: ObjectiveCMessaging {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
  func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
  public func safariViewController(
    _ controller: SFSafariViewController, initialLoadDidRedirectTo url: URL
  ) {}
}
