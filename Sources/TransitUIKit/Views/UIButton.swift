import Foundation

/// Mirrors `UIButton`: a control with a title or an image that sends its actions when tapped.
///
/// Headless: the title and the image's name are kept for the scenario's own use, and nothing is
/// drawn. Close buttons use it with `addTarget(_:action:for:)` and `.touchUpInside`.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Mirrors `buttonType`: what `init(type:)` made (`UIButton+ButtonType.swift`).
  public internal(set) var buttonType = ButtonType.custom
  private var titles: [UInt: String] = [:]
  private var imageNames: [UInt: String] = [:]

  /// Mirrors `setTitle(_:for:)`.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
  }

  /// Mirrors `title(for:)`.
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the image shown in `state`, by its asset name (Transit has no `UIImage`).
  open func setImage(named name: String?, for state: UIControl.State) {
    imageNames[state.rawValue] = name
  }

  /// The name of the image shown in `state`.
  open func imageName(for state: UIControl.State) -> String? {
    imageNames[state.rawValue] ?? imageNames[UIControl.State.normal.rawValue]
  }
}

extension UIControl {
  /// Mirrors `UIControl.State`.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

extension UIButton {
  /// Mirrors `setImage(_:for:)`, keeping the image's name.
  public func setImage(_ image: UIImage?, for state: UIControl.State) {
    setImage(named: image?.name, for: state)
  }
}
