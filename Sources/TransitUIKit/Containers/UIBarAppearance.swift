import Foundation

/// Mirrors `UIBarAppearance` (iOS 13): how a bar draws its background, shadow and text. Kept
/// and never drawn: a bar's height and the safe area it makes do not depend on it. Not an
/// `NSObject` here, so that `copy()` returns its own class, as in UIKit's Swift interface,
/// rather than competing with Linux Foundation's `NSObject.copy()`.
@preconcurrency @MainActor
open class UIBarAppearance {
  /// Which of the three `configureWith…Background()` set the background, as UIKit's
  /// `_backgroundData` does.
  public enum Background: Sendable { case `default`, opaque, transparent }

  public private(set) var configuredBackground = Background.default
  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  open var backgroundEffect: UIBlurEffect? = UIBlurEffect(style: .systemChromeMaterial)
  open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)
  open var shadowImage: UIImage?

  public init() {}

  /// Mirrors `init(barAppearance:)`: a copy of the background and shadow of another.
  public required init(barAppearance: UIBarAppearance) {
    copyBackground(of: barAppearance)
  }

  /// Mirrors `configureWithDefaultBackground()`: a translucent background with a blur and a
  /// shadow.
  open func configureWithDefaultBackground() {
    configuredBackground = .default
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Mirrors `configureWithOpaqueBackground()`: the system background colour and a shadow.
  open func configureWithOpaqueBackground() {
    configuredBackground = .opaque
    backgroundColor = .systemBackground
    backgroundEffect = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  /// Mirrors `configureWithTransparentBackground()`: no background and no shadow.
  open func configureWithTransparentBackground() {
    configuredBackground = .transparent
    backgroundColor = .clear
    backgroundEffect = nil
    shadowColor = .clear
  }

  /// Mirrors `copy()`: a new appearance of the same class with the same settings.
  open func copy() -> Self {
    let made = Self.init(barAppearance: self)
    made.copyAttributes(of: self)
    return made
  }

  func copyBackground(of other: UIBarAppearance) {
    configuredBackground = other.configuredBackground
    backgroundColor = other.backgroundColor
    backgroundImage = other.backgroundImage
    backgroundEffect = other.backgroundEffect
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }

  /// What a subclass adds to the background and shadow, copied by `copy()`.
  func copyAttributes(of other: UIBarAppearance) {}
}

/// Mirrors `UIBarButtonItemAppearance` and its state appearances: kept.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance {
  /// Mirrors `UIBarButtonItemStateAppearance`.
  @preconcurrency @MainActor
  public final class StateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var backgroundImage: UIImage?
  }

  public let normal = StateAppearance()
  public let highlighted = StateAppearance()
  public let disabled = StateAppearance()
  public let focused = StateAppearance()

  public init() {}
  public init(style: UIBarButtonItem.Style) {}
}

/// Mirrors `UINavigationBarAppearance` (iOS 13): kept, never drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var backButtonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
  open var backIndicatorImage: UIImage?
  open var backIndicatorTransitionMaskImage: UIImage?

  /// Mirrors `setBackIndicatorImage(_:transitionMaskImage:)`.
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    self.backIndicatorImage = backIndicatorImage
    backIndicatorTransitionMaskImage = transitionMaskImage
  }

  override func copyAttributes(of other: UIBarAppearance) {
    guard let other = other as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    buttonAppearance = other.buttonAppearance
    backButtonAppearance = other.backButtonAppearance
    doneButtonAppearance = other.doneButtonAppearance
    backIndicatorImage = other.backIndicatorImage
    backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
  }
}

/// Mirrors `UITabBarItemAppearance` and its state appearances: kept.
@preconcurrency @MainActor
open class UITabBarItemAppearance {
  /// Mirrors `UITabBarItemStateAppearance`.
  @preconcurrency @MainActor
  public final class StateAppearance {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
  }

  public let normal = StateAppearance()
  public let selected = StateAppearance()
  public let disabled = StateAppearance()
  public let focused = StateAppearance()

  public init() {}
}

/// Mirrors `UITabBarAppearance` (iOS 13): kept, never drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  open var selectionIndicatorTintColor: UIColor?
  open var selectionIndicatorImage: UIImage?

  override func copyAttributes(of other: UIBarAppearance) {
    guard let other = other as? UITabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance
    inlineLayoutAppearance = other.inlineLayoutAppearance
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
  }
}

/// Mirrors `UIToolbarAppearance` (iOS 13): kept, never drawn.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
