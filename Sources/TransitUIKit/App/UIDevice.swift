import Foundation

/// Mirrors `UIDevice.current`: an iPhone 15 running iOS 17, upright.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  /// Mirrors `UIDevice.current`.
  public static let current = UIDevice()

  /// Mirrors `UIDevice.Orientation`.
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  public var name: String { "iPhone" }
  public var model: String { "iPhone" }
  public var localizedModel: String { "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "17.0" }
  /// Mirrors `userInterfaceIdiom`: a phone.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// Mirrors `orientation`: follows the simulator's window (landscape when it is wider).
  public var orientation: Orientation {
    guard let window = EngineContext.current?.window else { return .portrait }
    return window.bounds.width > window.bounds.height ? .landscapeLeft : .portrait
  }
  public var isMultitaskingSupported: Bool { true }
  public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  public var isBatteryMonitoringEnabled = false
  public var batteryLevel: Float { -1 }

  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}

  public static let orientationDidChangeNotification = Notification.Name(
    "UIDeviceOrientationDidChangeNotification")
}

/// Mirrors `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad, tv, carPlay
  case mac = 5
  case vision = 6
}

/// Mirrors `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight

  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// Mirrors `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [
    .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
  ]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [
    .portrait, .landscapeLeft, .landscapeRight,
  ]
}

/// Mirrors `UIAccessibility`: VoiceOver and the other assistive settings are off, as on a
/// device where the user has not turned them on; announcements are inert.
public enum UIAccessibility {
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }

  /// Mirrors `UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Mirrors `post(notification:argument:)`: nothing listens here.
  public static func post(notification: Notification, argument: Any?) {}

  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// Mirrors `UIFeedbackGenerator`: haptics, which a simulator cannot feel; inert.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  open func prepare() {}
}

/// Mirrors `UIImpactFeedbackGenerator`; inert.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// Mirrors `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
  }

  public override convenience init() { self.init(style: .medium) }

  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Mirrors `UISelectionFeedbackGenerator`; inert.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// Mirrors `UINotificationFeedbackGenerator`; inert.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Mirrors `UINotificationFeedbackGenerator.FeedbackType`.
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
