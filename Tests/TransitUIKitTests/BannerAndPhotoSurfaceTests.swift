import Foundation
import Testing
import TransitTestSupport
import TransitTrace

@testable import TransitUIKit

/// A photo page as a photo browser writes it: an image view in a scroll view that zooms it.
@MainActor
final class ZoomingPhotoPage: UIScrollView, UIScrollViewDelegate {
  let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  var zooms: [CGFloat] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    delegate = self
    minimumZoomScale = 1
    maximumZoomScale = 3
    addSubview(photo)
    contentSize = photo.bounds.size
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }
  func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms.append(scrollView.zoomScale) }
}

/// A banner that puts what it is given into a content view of its own, and lists its content
/// for VoiceOver, as message banners do.
@MainActor
final class ForwardingBanner: UIView {
  let content = UIView()
  var marginChanges = 0
  var traitChanges: [String] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    super.addSubview(content)
  }

  override func addSubview(_ view: UIView) { content.addSubview(view) }
  override func accessibilityElementCount() -> Int { 1 }
  override func accessibilityElement(at index: Int) -> Any? { content }
  override func layoutMarginsDidChange() { marginChanges += 1 }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    traitChanges.append("\(previousTraitCollection?.description ?? "nil") → \(traitCollection)")
  }
}

/// A window a library makes for its overlays, from the scene when there is one.
@MainActor
final class OverlayWindow: UIWindow {
  init(over scene: UIWindowScene?) {
    if let scene {
      super.init(windowScene: scene)
    } else {
      super.init(frame: UIScreen.main.bounds)
    }
  }
}

/// UIKit that banner, sheet and photo libraries use: zooming, layout margins, a view's traits,
/// toolbars, animated image views, content priorities, a window from a scene.
@MainActor
@Suite("Surface banner and photo libraries use")
struct BannerAndPhotoSurfaceTests {
  @Test("a zoom scale scales the delegate's view, sizes the content, and stays within its limits")
  func zoom() {
    let page = ZoomingPhotoPage(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    page.zoomScale = 2
    #expect(page.photo.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(page.photo.center == CGPoint(x: 300, y: 200))
    #expect(page.contentSize == CGSize(width: 600, height: 400))
    page.setZoomScale(5, animated: true)
    #expect(page.zoomScale == 3)
    page.zoomScale = 0.5
    #expect(page.zoomScale == 1)
    #expect(page.zooms == [2, 3, 1])
    // A double tap on the photo's centre-right zooms there: the rectangle fills the bounds.
    page.zoom(to: CGRect(x: 150, y: 50, width: 100, height: 100), animated: true)
    #expect(page.zoomScale == 2)
    #expect(page.contentOffset == CGPoint(x: 250, y: 100))
    #expect(page.zooms == [2, 3, 1, 2])
  }

  @Test("without a zooming view the scale stays 1")
  func noZoomingView() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.maximumZoomScale = 4
    scroll.zoomScale = 2
    #expect(scroll.zoomScale == 1)
    #expect(scroll.isDirectionalLockEnabled == false)
    scroll.isDirectionalLockEnabled = true
    #expect(scroll.isDirectionalLockEnabled)
  }

  @Test("layout margins inset the margins guide, and an overriding addSubview is the one called")
  func marginsAndAddSubview() {
    let banner = ForwardingBanner(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(banner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    banner.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    banner.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(banner.marginChanges == 1)
    #expect(banner.directionalLayoutMargins.leading == 20)
    banner.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 4, bottom: 0, trailing: 6)
    #expect(banner.layoutMargins.right == 6)
    #expect(banner.layoutMarginsGuide.layoutFrame == CGRect(x: 4, y: 0, width: 190, height: 80))
    let label = UILabel()
    banner.addSubview(label)
    #expect(label.superview === banner.content)
    #expect(banner.accessibilityElementCount() == 1)
    #expect(UIView().accessibilityElementCount() == 0)
  }

  @Test("a view in a window has its view controller's traits and hears them change")
  func viewTraits() throws {
    let banner = ForwardingBanner(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
    #expect(banner.traitCollection.horizontalSizeClass == .unspecified)
    let run = try Run.start { run in
      run.root.view.addSubview(banner)
      run.device.runUntilIdle()
      #expect(banner.traitCollection.description == "wC hR")
      run.device.resize(to: CGSize(width: 852, height: 393))
      run.device.runUntilIdle()
    }
    _ = run
    #expect(banner.traitChanges == ["wC hR → wC hC"])
  }

  @Test("a toolbar keeps its items and looks; an image view animates between start and stop")
  func toolbarAndAnimatedImages() {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    toolbar.setItems([UIBarButtonItem(customView: UIView())], animated: true)
    toolbar.setBackgroundImage(
      UIImage(named: "clear"), forToolbarPosition: .any, barMetrics: .default)
    #expect(toolbar.items?.count == 1)
    #expect(
      toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default)?.name == "clear")
    #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil)
    let spinner = UIImageView()
    spinner.startAnimating()
    #expect(!spinner.isAnimating)
    spinner.animationImages = [UIImage(named: "a")!, UIImage(named: "b")!]
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
  }

  @Test("content priorities read back what was set, UIKit's defaults otherwise")
  func contentPriorities() {
    let label = UILabel()
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    label.setContentHuggingPriority(.required, for: .vertical)
    #expect(label.contentHuggingPriority(for: .vertical) == .required)
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
  }

  @Test("a window subclass may start from a scene; makeKey makes it key without showing it")
  func windowFromScene() {
    let window = OverlayWindow(over: nil)
    #expect(window.frame == UIScreen.main.bounds)
    #expect(!window.isKeyWindow)
    window.makeKey()
    #expect(window.isKeyWindow)
  }

  @Test("a window made key but not visible keeps its root off the screen")
  func keyWindowStaysHidden() throws {
    final class Banner: UIViewController {
      var appeared = false
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
      }
    }
    let home = UIViewController()
    let banner = Banner()
    try Simulator.run(scenario: "overlay", to: RecordBuffer()) { device in
      device.window.rootViewController = home
      device.runUntilIdle()
      let overlay = UIWindow(frame: UIScreen.main.bounds)
      overlay.makeKey()
      overlay.rootViewController = banner
      device.runUntilIdle()
      #expect(device.window.rootViewController === home)
      #expect(banner.isViewLoaded)
      #expect(!banner.appeared)
      overlay.makeKeyAndVisible()
      device.runUntilIdle()
      #expect(device.window.rootViewController === banner)
      #expect(banner.appeared)
    }
  }

  @Test("images of one asset are equal; a drawn image equals only itself")
  func imageEquality() {
    #expect(UIImage(named: "star") == UIImage(named: "star"))
    #expect(UIImage(named: "star") != UIImage(named: "star.fill"))
    let drawn = UIImage()
    #expect(drawn == drawn)
    #expect(drawn != UIImage())
    #expect(Set([UIImage(named: "star")!, UIImage(named: "star")!]).count == 1)
  }

  @Test("a layer converts rectangles as its view does; Core Graphics' equalTo")
  func layerRectsAndEquality() {
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let inner = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
    outer.addSubview(inner)
    let frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    #expect(
      inner.layer.convert(frame, to: outer.layer) == CGRect(x: 25, y: 45, width: 10, height: 10))
    #expect(outer.layer.convert(frame, from: inner.layer).origin == CGPoint(x: 25, y: 45))
    #expect(
      CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
    #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
    #expect(CGSize(width: 2, height: 2).equalTo(CGSize(width: 2, height: 2)))
  }
}
