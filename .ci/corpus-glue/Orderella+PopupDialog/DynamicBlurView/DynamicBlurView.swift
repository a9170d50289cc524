import UIKit

// The names PopupDialog uses of the pod DynamicBlurView, which blurs a snapshot of what is
// behind it with Accelerate's vImage. Nothing is blurred here: the view is a plain view that
// keeps its settings, so the dialog's overlay takes its frame and alpha as on a device.

public enum TrackingMode {
  case tracking
  case common
  case none
}

open class DynamicBlurView: UIView {
  open var blurRadius: CGFloat = 0
  open var trackingMode = TrackingMode.none
  open var isDeepRendering = false
  open var blendColor: UIColor?
  open var blurRatio: CGFloat = 1
  open var iterations = 3

  /// Blurs what is behind the view again; nothing to do here.
  open func refresh() {}

  /// Lets go of the blurred snapshot; nothing to do here.
  open func remove() {}
}
