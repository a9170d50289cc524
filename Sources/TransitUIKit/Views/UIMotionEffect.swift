import Foundation

/// Mirrors `UIMotionEffect`: what a view does as the device tilts. There is no device to tilt
/// here, so an effect is kept on its view (`motionEffects`) and never moves it; a view's frame
/// is what the app gives it, as on a device held still.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  public override init() { super.init() }

  /// Mirrors `keyPathsAndRelativeValues(forViewerOffset:)`: none, as the viewer never moves.
  open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
    nil
  }
}

/// Mirrors `UIInterpolatingMotionEffect`: its key path, axis and range, kept.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// Mirrors `UIInterpolatingMotionEffect.EffectType`.
  public enum EffectType: Int, Sendable { case tiltAlongHorizontalAxis, tiltAlongVerticalAxis }

  public let keyPath: String
  public let type: EffectType
  open var minimumRelativeValue: Any?
  open var maximumRelativeValue: Any?

  public init(keyPath: String, type: EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }
}

/// Mirrors `UIMotionEffectGroup`: effects applied together, kept.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  open var motionEffects: [UIMotionEffect]?
}

extension UIView {
  /// Mirrors `addMotionEffect(_:)`: kept in `motionEffects`; it never moves the view.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.append(effect)
  }

  /// Mirrors `removeMotionEffect(_:)`.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}
