import Foundation

/// Mirrors `UISlider`: a control that picks a value in a range, kept and pinned to the range as
/// UIKit's header says (`value` 0, `minimumValue` 0, `maximumValue` 1, `isContinuous` true by
/// default; a new minimum or maximum moves a value outside it). A finger on it is the slider's
/// to track, as a control's is, so a gesture recognizer's delegate sees the touch's view is a
/// slider; the thumb does not follow a pan, so no drag sends `.valueChanged`. Its images and
/// colours are kept, not drawn.
@preconcurrency @MainActor
open class UISlider: UIControl {
  private var storedValue: Float = 0

  /// Mirrors `value`, pinned to `minimumValue`...`maximumValue`.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }

  /// Mirrors `minimumValue`; a value below it moves up to it.
  open var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }

  /// Mirrors `maximumValue`; a value above it moves down to it.
  open var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }

  /// Mirrors `isContinuous`: whether a drag sends `.valueChanged` as it goes or once at its end.
  open var isContinuous = true
  open var minimumValueImage: UIImage?
  open var maximumValueImage: UIImage?
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var thumbTintColor: UIColor?
  private var thumbImages: [UInt: UIImage] = [:]

  /// Mirrors `setValue(_:animated:)`: moves the thumb; like setting `value`, it sends no action.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Mirrors `setThumbImage(_:for:)`.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    thumbImages[state.rawValue] = image
  }

  /// Mirrors `thumbImage(for:)`: the state's image, else the normal state's.
  open func thumbImage(for state: UIControl.State) -> UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue]
  }

  /// Mirrors `currentThumbImage`.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }
}
