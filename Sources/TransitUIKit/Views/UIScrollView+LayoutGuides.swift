import Foundation

// A scroll view's two layout guides (iOS 11): the content's rectangle and the scroll view's own
// frame, in the scroll view's coordinates, as Apple's `contentLayoutGuide` and
// `frameLayoutGuide` pages describe them. Constraints to them are kept, not solved, as all
// constraints here; their `layoutFrame` answers from the content size and the bounds.
extension UIScrollView {
  /// Mirrors `contentLayoutGuide`: the content, at the content's origin and of `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    guide("UIScrollViewContentLayoutGuide") { view in
      guard let scrollView = view as? UIScrollView else { return .zero }
      let bounds = scrollView.bounds
      let size = scrollView.contentSize
      return UIEdgeInsets(
        top: -bounds.minY, left: -bounds.minX, bottom: bounds.maxY - size.height,
        right: bounds.maxX - size.width)
    }
  }

  /// Mirrors `frameLayoutGuide`: the scroll view's frame, which in its own coordinates is its
  /// bounds, moving with the content offset.
  public var frameLayoutGuide: UILayoutGuide {
    guide("UIScrollViewFrameLayoutGuide") { _ in .zero }
  }
}
