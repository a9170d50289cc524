import Foundation

/// Mirrors `UISwitch`: an on/off control. A tap turns it over and sends `.valueChanged`, as a
/// tap on a device does; setting `isOn` or calling `setOn(_:animated:)` in code sends nothing
/// (Apple's UISwitch page). UIKit keeps a switch at its own size whatever frame it is given,
/// 51 × 31 points.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// The size UIKit gives every switch.
  static let size = CGSize(width: 51, height: 31)

  open var isOn = false

  /// A switch keeps its size whatever frame it is given; only the origin moves.
  open override var frame: CGRect {
    didSet { if frame.size != Self.size { frame.size = Self.size } }
  }
  open var onTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open var onImage: UIImage?
  open var offImage: UIImage?
  /// Mirrors `preferredStyle` and `style` (iOS 14): kept; an iPhone's switch is a sliding one.
  open var preferredStyle = Style.automatic
  open var style: Style { .sliding }

  /// Mirrors `UISwitch.Style`.
  public enum Style: Int, Sendable {
    case automatic, checkbox, sliding
  }

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    isOn = coder.decodeBool(forKey: "on")
    frame.size = Self.size
  }

  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  /// Mirrors `intrinsicContentSize`: a switch's fixed size.
  open override var intrinsicContentSize: CGSize { Self.size }

  override var liftEvents: Event { .valueChanged }

  override func touchLifted(on view: UIView) {
    setOn(!isOn, animated: true)
    sendActions(for: .valueChanged)
  }
}

/// Mirrors `UIStepper`: a minus and a plus button side by side, 94 × 32 points. A tap on the
/// left half takes `stepValue` off `value`, on the right half adds it, within the minimum and
/// the maximum (or round them, with `wraps`), and sends `.valueChanged` when the value changed.
/// Holding a half repeats on a device (`autorepeat`); a scenario's tap is one step.
@preconcurrency @MainActor
open class UIStepper: UIControl {
  static let size = CGSize(width: 94, height: 32)

  open var value: Double = 0 {
    didSet { value = min(max(value, minimumValue), maximumValue) }
  }
  open var minimumValue: Double = 0 {
    didSet {
      if maximumValue < minimumValue { maximumValue = minimumValue }
      if value < minimumValue { value = minimumValue }
    }
  }
  open var maximumValue: Double = 100 {
    didSet {
      if minimumValue > maximumValue { minimumValue = maximumValue }
      if value > maximumValue { value = maximumValue }
    }
  }
  open var stepValue: Double = 1
  open var wraps = false
  open var autorepeat = true
  open var isContinuous = true

  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.size))
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.containsValue(forKey: "maximumValue") {
      maximumValue = coder.decodeDouble(forKey: "maximumValue")
    }
    minimumValue = coder.decodeDouble(forKey: "minimumValue")
    if coder.containsValue(forKey: "stepValue") {
      stepValue = coder.decodeDouble(forKey: "stepValue")
    }
    value = coder.decodeDouble(forKey: "value")
    wraps = coder.decodeBool(forKey: "wraps")
    frame.size = Self.size
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

  override var liftEvents: Event { .valueChanged }

  override func touchLifted(on view: UIView) {
    let point = takeTouchPoint()
    let old = value
    var next = point.x < bounds.midX ? value - stepValue : value + stepValue
    if wraps {
      if next > maximumValue {
        next = minimumValue
      } else if next < minimumValue {
        next = maximumValue
      }
    }
    value = next
    if value != old { sendActions(for: .valueChanged) }
  }
}
