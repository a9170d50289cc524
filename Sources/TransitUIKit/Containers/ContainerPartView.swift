import Foundation

/// A view UIKit builds inside a container view controller's own view, named in the log after
/// its container: `nav.container`, `nav.backButton`, `tab.tabBar`, `tab.item.1`.
@preconcurrency @MainActor
protocol ContainerPart: AnyObject {
  /// The container view controller whose view holds this one.
  var container: UIViewController? { get }
  /// The part's name, appended to the container's id.
  var part: String { get }
}

/// One of UIKit's private container views, shown in the log under UIKit's class name.
class ContainerPartView: UIView, ContainerPart {
  weak var container: UIViewController?
  let part: String
  private let className: String

  init(container: UIViewController, part: String, className: String, frame: CGRect = .zero) {
    self.container = container
    self.part = part
    self.className = className
    super.init(frame: frame)
  }

  override var traceClassName: String { className }
}

/// The root view of a navigation or tab bar controller: UIKit's `UILayoutContainerView`.
final class LayoutContainerView: UIView {
  override var traceClassName: String { "UILayoutContainerView" }
}

extension UIViewController {
  /// Runs `body` as UIKit's own code, so that what it does is filed under `uikit` even when the
  /// app's code triggered it (a container's `loadView()` when the app first reads `view`).
  func runAsUIKit(_ body: () -> Void) {
    guard let simulator = EngineContext.current else {
      body()
      return
    }
    simulator.asUIKit(transition: nil, body)
  }
}
