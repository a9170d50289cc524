import Foundation

/// Mirrors `UISegmentedControl`: a row of segments, titles or images, one of them selected.
///
/// A tap selects the segment under the finger and sends `.valueChanged`, when the selection
/// changed or the control is momentary (Apple's UISegmentedControl page); setting
/// `selectedSegmentIndex` in code sends nothing. Segments share the width equally, except those
/// given a width of their own (`setWidth(_:forSegmentAt:)`). A tap on a disabled segment does
/// nothing. Nothing is drawn: titles, images and text attributes are kept.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
  /// Mirrors `noSegment`: no segment selected.
  public static let noSegment = -1

  private struct Segment {
    var title: String?
    var image: UIImage?
    var width: CGFloat = 0
    var isEnabled = true
  }

  private var segments: [Segment] = []
  private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  open var selectedSegmentIndex = UISegmentedControl.noSegment
  open var isMomentary = false
  open var apportionsSegmentWidthsByContent = false
  open var selectedSegmentTintColor: UIColor?
  open var numberOfSegments: Int { segments.count }

  /// Mirrors `init(items:)`: a segment for each `String` (its title) or `UIImage` in `items`.
  public init(items: [Any]?) {
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 32))
    for item in items ?? [] {
      if let image = item as? UIImage {
        segments.append(Segment(image: image))
      } else {
        segments.append(Segment(title: item as? String ?? "\(item)"))
      }
    }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    guard let coder = coder as? InterfaceCoder else { return }
    if let segments = coder.element.children.first(where: { $0.name == "segments" }) {
      for segment in segments.children where segment.name == "segment" {
        self.segments.append(Segment(title: segment.attributes["title"]))
      }
    }
    if let selected = coder.element.attributes["selectedSegmentIndex"].flatMap(Int.init) {
      selectedSegmentIndex = selected
    }
    isMomentary = coder.decodeBool(forKey: "momentary")
  }

  // MARK: Segments

  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    segments.insert(Segment(title: title), at: clampedInsertion(segment))
  }

  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    segments.insert(Segment(image: image), at: clampedInsertion(segment))
  }

  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
  }

  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
  }

  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }

  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }

  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    textAttributes[state.rawValue] = attributes
  }

  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    textAttributes[state.rawValue]
  }

  private func clampedInsertion(_ segment: Int) -> Int {
    min(max(segment, 0), segments.count)
  }

  // MARK: Touches

  /// Mirrors `intrinsicContentSize`: each segment its fixed width, or its title's width in the
  /// 13-point system font (an image's width) with 12 points on each side, the widest of them
  /// for every segment unless `apportionsSegmentWidthsByContent`, and 32 points high. UIKit's
  /// metrics are not documented: these are Transit's estimate of the iOS 13 and later control.
  open override var intrinsicContentSize: CGSize {
    let contents = segments.map { segment -> CGFloat in
      let content =
        segment.title.map {
          UILabel.measure(
            nil, $0, font: .systemFont(ofSize: 13), lines: 1, wrappingAt: 0
          ).width
        } ?? segment.image?.size.width ?? 0
      return content + 24
    }
    let widest = contents.max() ?? 0
    let width = zip(segments, contents).reduce(CGFloat(0)) { total, pair in
      total
        + (pair.0.width > 0 ? pair.0.width : apportionsSegmentWidthsByContent ? pair.1 : widest)
    }
    return CGSize(width: width, height: 32)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// The frame of segment `index` in the control's coordinates: fixed widths first, the rest
  /// of the width shared equally by the segments without one.
  func segmentFrame(at index: Int) -> CGRect {
    let fixed = segments.reduce(0) { $0 + $1.width }
    let flexible = segments.filter { $0.width == 0 }.count
    let share = flexible == 0 ? 0 : max(0, bounds.width - fixed) / CGFloat(flexible)
    var edge = bounds.minX
    for segment in segments.prefix(index) { edge += segment.width == 0 ? share : segment.width }
    let width = segments[index].width == 0 ? share : segments[index].width
    return CGRect(x: edge, y: bounds.minY, width: width, height: bounds.height)
  }

  /// The segment at `x`, in the control's coordinates; the last one past the right edge.
  func segment(atX x: CGFloat) -> Int? {
    guard !segments.isEmpty else { return nil }
    return segments.indices.first { x < segmentFrame(at: $0).maxX } ?? segments.count - 1
  }

  override var liftEvents: Event { .valueChanged }

  override func touchLifted(on view: UIView) {
    let point = takeTouchPoint()
    guard let index = segment(atX: point.x), segments[index].isEnabled else { return }
    let changed = index != selectedSegmentIndex
    selectedSegmentIndex = index
    if changed || isMomentary { sendActions(for: .valueChanged) }
  }
}
