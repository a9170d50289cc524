import Foundation
import TransitTrace

/// Mirrors `UIScrollViewDelegate`. Every method is optional, as in UIKit. Transit's scroll views
/// scroll only when code sets `contentOffset` (there is no scrolling step), so only
/// `scrollViewDidScroll(_:)` is ever called; the calls are not logged, as they are not part of a
/// transition's lifecycle.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: ObjectiveCMessaging {
  /// Called after `contentOffset` changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Asked for the view to scale when the zoom scale changes (`UIScrollView+Zooming.swift`);
  /// without one the scroll view does not zoom.
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// Called after the zoom scale changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Called around a pinch's zoom, which one finger never makes: never called here.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    OptionalRequirement.notImplemented(by: self)
    return nil
  }
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
    OptionalRequirement.notImplemented(by: self)
  }
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}

extension UIScrollView {
  /// Sends the delegate an optional message, unlogged, as UIKit sends it: through its
  /// `responds(to:)` and `forwardingTarget(for:)` (`Simulator.sendOptional`).
  func tellDelegate(_ name: CallName, _ body: (any UIScrollViewDelegate) -> Void) {
    guard let delegate else { return }
    guard let simulator = EngineContext.current else { return body(delegate) }
    simulator.unloggedOptional(name, to: delegate, body)
  }
}
