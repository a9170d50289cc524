import Foundation
import TransitTrace

/// What a scroll view keeps of zooming: the scale and its limits (UIKit's defaults: 1, 1, 1).
struct ScrollZooming {
  var scale: CGFloat = 1
  var minimum: CGFloat = 1
  var maximum: CGFloat = 1
  var bouncesZoom = true
  var isDirectionalLockEnabled = false
}

// Zooming as UIKit does it for code that sets the scale (a photo browser's double tap): the
// delegate's `viewForZooming(in:)` names the view to scale; the scroll view gives it a scale
// transform, makes the content size its scaled frame's with the view's top left at the
// content's, then tells the delegate
// `scrollViewDidZoom(_:)` (Apple's "Zooming and panning" and `UIScrollView` pages). Without a
// zooming view the scale stays 1. One finger never pinches, so no zoom is a gesture's here, and
// a change asked for with animation is made at once.
extension UIScrollView {
  /// Mirrors `zoomScale` (default 1), kept between `minimumZoomScale` and `maximumZoomScale`.
  public var zoomScale: CGFloat {
    get { zooming.scale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Mirrors `minimumZoomScale` and `maximumZoomScale` (both 1 by default, which allows no
  /// zoom).
  public var minimumZoomScale: CGFloat {
    get { zooming.minimum }
    set { zooming.minimum = newValue }
  }
  public var maximumZoomScale: CGFloat {
    get { zooming.maximum }
    set { zooming.maximum = newValue }
  }

  /// Mirrors `bouncesZoom`, `isZooming`, `isZoomBouncing` and `isDirectionalLockEnabled`:
  /// kept, or false, as no pinch zooms here.
  public var bouncesZoom: Bool {
    get { zooming.bouncesZoom }
    set { zooming.bouncesZoom = newValue }
  }
  public var isZooming: Bool { false }
  public var isZoomBouncing: Bool { false }
  public var isDirectionalLockEnabled: Bool {
    get { zooming.isDirectionalLockEnabled }
    set { zooming.isDirectionalLockEnabled = newValue }
  }

  /// Mirrors `flashScrollIndicators()`: no indicator is drawn here.
  public func flashScrollIndicators() {}

  /// Mirrors `setZoomScale(_:animated:)`: the scale, pinned to the limits, is applied to the
  /// delegate's zooming view, at once.
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    let lower = min(minimumZoomScale, maximumZoomScale)
    let pinned = min(max(scale, lower), maximumZoomScale)
    guard let view = zoomingView() else { return }
    guard pinned != zooming.scale || view.transform != CGAffineTransform(scaleX: pinned, y: pinned)
    else { return }
    zooming.scale = pinned
    view.transform = CGAffineTransform(scaleX: pinned, y: pinned)
    contentSize = CGSize(
      width: view.bounds.width * pinned, height: view.bounds.height * pinned)
    view.center = CGPoint(x: contentSize.width / 2, y: contentSize.height / 2)
    tellDelegate("scrollViewDidZoom(_:)") { $0.scrollViewDidZoom(self) }
  }

  /// Mirrors `zoom(to:animated:)`: the scale at which `rect` (in the zooming view's own
  /// coordinates) fills the bounds, pinned to the limits, then the content scrolled so the
  /// rectangle's centre is in the middle, as far as the content allows.
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0, zoomingView() != nil else { return }
    setZoomScale(
      min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    let scale = zooming.scale
    let largest = CGPoint(
      x: max(contentSize.width - bounds.width, 0), y: max(contentSize.height - bounds.height, 0))
    contentOffset = CGPoint(
      x: min(max(rect.midX * scale - bounds.width / 2, 0), largest.x),
      y: min(max(rect.midY * scale - bounds.height / 2, 0), largest.y))
  }

  /// The delegate's view to zoom, asked unlogged as UIKit asks an optional method.
  private func zoomingView() -> UIView? {
    guard let delegate else { return nil }
    guard let simulator = EngineContext.current else { return delegate.viewForZooming(in: self) }
    let name: CallName = "viewForZooming(in:)"
    let answer: UIView?? = simulator.sendOptional(name, to: delegate) { target in
      simulator.recorder.unloggedOptional(name, on: target as AnyObject) {
        target.viewForZooming(in: self)
      }
    }
    return answer ?? nil
  }
}
