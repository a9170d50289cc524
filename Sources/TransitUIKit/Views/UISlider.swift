import Foundation

/// Mirrors `UISlider`: a value in a range, kept and pinned to the range as UIKit's header says
/// (`value` 0, `minimumValue` 0, `maximumValue` 1, `isContinuous` true by default; a new minimum
/// or maximum moves a value outside it, and no other bound). A tap on the track does not move the
/// thumb on a device, and nothing here drags it: a scenario's pan on a slider moves nothing, and
/// `.valueChanged` is sent only by the app (`sendActions(for:)`). Setting `value` in code sends
/// nothing (Apple's UISlider page). Its images and colours are kept, not drawn.
@preconcurrency @MainActor
open class UISlider: UIControl {
  private var storedValue: Float = 0

  /// Mirrors `value`, pinned to `minimumValue`...`maximumValue`.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }
  open var minimumValue: Float = 0 {
    didSet { value = storedValue }
  }
  open var maximumValue: Float = 1 {
    didSet { value = storedValue }
  }
  open var isContinuous = true
  open var minimumTrackTintColor: UIColor?
  open var maximumTrackTintColor: UIColor?
  open var thumbTintColor: UIColor?
  open var minimumValueImage: UIImage?
  open var maximumValueImage: UIImage?
  private var thumbImages: [UInt: UIImage] = [:]
  private var minimumTrackImages: [UInt: UIImage] = [:]
  private var maximumTrackImages: [UInt: UIImage] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    if coder.containsValue(forKey: "maxValue") {
      maximumValue = Float(coder.decodeDouble(forKey: "maxValue"))
    }
    minimumValue = Float(coder.decodeDouble(forKey: "minValue"))
    value = Float(coder.decodeDouble(forKey: "value"))
    if coder.containsValue(forKey: "continuous") {
      isContinuous = coder.decodeBool(forKey: "continuous")
    }
  }

  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  open func setThumbImage(_ image: UIImage?, for state: State) {
    thumbImages[state.rawValue] = image
  }

  /// Mirrors `thumbImage(for:)`: the state's image, else the normal state's.
  open func thumbImage(for state: State) -> UIImage? {
    thumbImages[state.rawValue] ?? thumbImages[State.normal.rawValue]
  }

  open var currentThumbImage: UIImage? { thumbImage(for: state) }

  open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
    minimumTrackImages[state.rawValue] = image
  }

  open func minimumTrackImage(for state: State) -> UIImage? {
    minimumTrackImages[state.rawValue]
  }

  open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
    maximumTrackImages[state.rawValue] = image
  }

  open func maximumTrackImage(for state: State) -> UIImage? {
    maximumTrackImages[state.rawValue]
  }

  /// A tap on the track changes nothing, and sends nothing.
  override var liftEvents: Event { .valueChanged }

  override func touchLifted(on view: UIView) {}
}

/// Mirrors `UIProgressView`: a progress between 0 and 1, kept within them. Not a control: it
/// takes no touches of its own.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// Mirrors `UIProgressView.Style`.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  open var progressViewStyle: Style
  open var progress: Float = 0 {
    didSet { progress = min(max(progress, 0), 1) }
  }
  open var progressTintColor: UIColor?
  open var trackTintColor: UIColor?
  open var progressImage: UIImage?
  open var trackImage: UIImage?
  open var observedProgress: Progress?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
  }

  public override init(frame: CGRect) {
    progressViewStyle = .default
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    progressViewStyle = .default
    super.init(coder: coder)
    progress = Float(coder.decodeDouble(forKey: "progress"))
    if coder.decodeObject(forKey: "progressViewStyle") as? String == "bar" {
      progressViewStyle = .bar
    }
  }

  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }
}

/// Mirrors `UIPageControl`: dots for `numberOfPages`, the current one filled. A tap on the
/// left half shows the page before the current one, on the right half the page after, and
/// sends `.valueChanged` when the page changed (Apple's UIPageControl page: "the page control
/// moves one page in either direction"). Setting `currentPage` in code sends nothing.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
    }
  }
  open var currentPage = 0 {
    didSet { currentPage = min(max(currentPage, 0), max(0, numberOfPages - 1)) }
  }
  /// Mirrors `hidesForSinglePage`: kept; nothing is drawn.
  open var hidesForSinglePage = false
  open var pageIndicatorTintColor: UIColor?
  open var currentPageIndicatorTintColor: UIColor?
  open var backgroundStyle = BackgroundStyle.automatic
  open var allowsContinuousInteraction = true

  /// Mirrors `UIPageControl.BackgroundStyle` (iOS 14).
  public enum BackgroundStyle: Int, Sendable {
    case automatic, prominent, minimal
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    numberOfPages = coder.decodeInteger(forKey: "numberOfPages")
    currentPage = coder.decodeInteger(forKey: "currentPage")
  }

  /// Mirrors `size(forNumberOfPages:)`: 16 points a page and 26 high, kept simple (nothing is
  /// drawn; the figure is no measurement).
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * 16, height: 26)
  }

  override var liftEvents: Event { .valueChanged }

  override func touchLifted(on view: UIView) {
    let point = takeTouchPoint()
    let old = currentPage
    currentPage += point.x < bounds.midX ? -1 : 1
    if currentPage != old { sendActions(for: .valueChanged) }
  }
}
