// What a developer's `import WebKit` reaches in `transit run` (whose generated `WebKit` module
// re-exports this one): a web view as a view that shows nothing, with the scroll view transition
// code reaches for (a sheet that tracks its content's scrolling). Pages are not loaded:
// `load(_:)` keeps the request and tells the navigation delegate nothing.
import Foundation
import TransitUIKit

#if canImport(FoundationNetworking)
  // `URLRequest` is in FoundationNetworking on Linux, in Foundation on Apple's platforms.
  @_exported import FoundationNetworking
#endif

/// Mirrors `WKWebView`: a view with a scroll view inside; nothing loads.
@preconcurrency @MainActor
open class WKWebView: UIView {
  /// Mirrors `scrollView`: the web content's scroll view, filling the web view.
  public let scrollView = UIScrollView()
  open weak var navigationDelegate: (any WKNavigationDelegate)?
  open weak var uiDelegate: AnyObject?
  public private(set) var url: URL?
  public var title: String? { nil }
  public var isLoading: Bool { false }
  public var canGoBack: Bool { false }
  public var canGoForward: Bool { false }
  open var allowsBackForwardNavigationGestures = false

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    super.init(frame: frame)
    installScrollView()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    installScrollView()
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    installScrollView()
  }

  private func installScrollView() {
    scrollView.frame = bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
  }

  /// Mirrors `load(_:)`: kept; nothing loads here.
  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? {
    url = request.url
    return nil
  }

  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { nil }
  @discardableResult
  open func reload() -> WKNavigation? { nil }
  @discardableResult
  open func goBack() -> WKNavigation? { nil }
  @discardableResult
  open func goForward() -> WKNavigation? { nil }
  open func stopLoading() {}
}

/// Mirrors `WKWebViewConfiguration`.
open class WKWebViewConfiguration: NSObject {}

/// Mirrors `WKNavigation`.
open class WKNavigation: NSObject {}

/// Mirrors `WKNavigationDelegate`; nothing calls it, as nothing loads.
@preconcurrency @MainActor
public protocol WKNavigationDelegate: AnyObject {}
