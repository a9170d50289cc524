import Foundation

/// Mirrors `UIStackView`: its arranged subviews laid out in a row or a column, in the order
/// they were arranged, with `spacing` between them, at each layout pass (`layoutSubviews()`).
///
/// Text is not measured and Auto Layout is not solved here, so each arranged view's natural
/// size is the one `sizeThatFits(_:)` gives (its own size, unless it overrides that). Along the
/// axis, `.fill` and `.fillProportionally` stretch or shrink the views to the stack's length
/// (`.fill` gives what is left over to the last view, as no hugging priorities are weighed),
/// `.fillEqually` gives each the same length, `.equalSpacing` and `.equalCentering` keep the
/// natural lengths and share the space left between them. Across it, `.fill` gives each view
/// the stack's breadth, the other alignments keep the natural breadth at the start, centre or
/// end. A hidden arranged view takes no space, as UIKit documents. Apple's documentation:
/// https://developer.apple.com/documentation/uikit/uistackview
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// Mirrors `UIStackView.Distribution`.
  public enum Distribution: Int, Sendable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// Mirrors `UIStackView.Alignment`.
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// Mirrors `UIStackView.spacingUseDefault` and `spacingUseSystem`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis = NSLayoutConstraint.Axis.horizontal { didSet { setNeedsLayout() } }
  open var distribution = Distribution.fill { didSet { setNeedsLayout() } }
  open var alignment = Alignment.fill { didSet { setNeedsLayout() } }
  open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
  open var isBaselineRelativeArrangement = false
  open var isLayoutMarginsRelativeArrangement = false
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Mirrors `addArrangedSubview(_:)`: arranged last, and a subview.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Mirrors `insertArrangedSubview(_:at:)`.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    setNeedsLayout()
  }

  /// Mirrors `removeArrangedSubview(_:)`: no longer arranged, but still a subview, as UIKit
  /// documents (remove it from its superview to take it away).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsLayout()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    // A subview that leaves the stack is no longer arranged (UIKit's documentation).
    if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
  }

  /// Mirrors `setCustomSpacing(_:after:)`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsLayout()
  }

  /// Mirrors `customSpacing(after:)`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The arranged views' natural sizes, laid end to end with the spacing.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    let sizes = shown.map { $0.sizeThatFits(.zero) }
    let length =
      sizes.map { along($0) }.reduce(0, +) + gaps(after: shown).reduce(0, +)
    let breadth = sizes.map { across($0) }.max() ?? 0
    return axis == .horizontal
      ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  private func along(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
  private func across(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

  /// The gap after each view but the last: its custom spacing, else `spacing`.
  private func gaps(after views: [UIView]) -> [CGFloat] {
    views.dropLast().map { view in
      let custom = customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
      return custom == Self.spacingUseDefault || custom == Self.spacingUseSystem ? spacing : custom
    }
  }

  /// Places the arranged views that are not hidden.
  private func arrange() {
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let length = along(bounds.size)
    let breadth = across(bounds.size)
    let natural = shown.map { $0.sizeThatFits(.zero) }
    var lengths = natural.map { along($0) }
    var gaps = gaps(after: shown)
    let room = length - gaps.reduce(0, +)
    switch distribution {
    case .fillEqually:
      lengths = Array(repeating: max(0, room / CGFloat(shown.count)), count: shown.count)
    case .fill:
      lengths[lengths.count - 1] = max(0, room - lengths.dropLast().reduce(0, +))
    case .fillProportionally:
      let total = lengths.reduce(0, +)
      lengths =
        total > 0
        ? lengths.map { $0 * room / total }
        : Array(repeating: max(0, room / CGFloat(shown.count)), count: shown.count)
    case .equalSpacing, .equalCentering:
      if shown.count > 1 {
        let gap = max(spacing, (length - lengths.reduce(0, +)) / CGFloat(shown.count - 1))
        gaps = Array(repeating: gap, count: shown.count - 1)
      }
    }
    var position: CGFloat = 0
    for (index, view) in shown.enumerated() {
      let natural = across(natural[index])
      let size = alignment == .fill ? breadth : min(natural, breadth)
      let offset: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: offset = 0
      case .center: offset = (breadth - size) / 2
      case .trailing, .lastBaseline: offset = breadth - size
      }
      view.frame =
        axis == .horizontal
        ? CGRect(x: position, y: offset, width: lengths[index], height: size)
        : CGRect(x: offset, y: position, width: size, height: lengths[index])
      position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
    }
  }
}
