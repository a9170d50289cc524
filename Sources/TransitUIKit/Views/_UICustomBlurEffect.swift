import Foundation

/// Mirrors UIKit's private `_UICustomBlurEffect`, a `UIBlurEffect` whose radius, tint and scale
/// are set by key, which blur libraries find by name (`NSClassFromString("_UICustomBlurEffect")`)
/// and make through its class (`init()`), then set with `setValue(_:forKeyPath:)`.
///
/// Inert, as every effect here: the values are kept and read back, and nothing is blurred or
/// tinted. The keys are those public blur libraries set and read (the list in
/// efremidze/VisualEffectView's `VisualEffectView.swift`; SPStorkController's vendored
/// `SPBlurView` uses `blurRadius` and `scale`). A number set for a numeric key is kept as a
/// `CGFloat`, as key-value coding unboxes an `NSNumber` into the property's type, so
/// `value(forKeyPath: "blurRadius") as! CGFloat` reads what `setValue(1.0, …)` set; before
/// anything is set, a numeric key reads 0 and a Boolean one false (Objective-C's zeroed instance
/// variables; no public source gives the private class's own defaults), `colorTint` nil.
final class _UICustomBlurEffect: UIBlurEffect, @unchecked Sendable {
  /// The keys whose values are numbers.
  static let numericKeys: Set<String> = [
    "blurRadius", "scale", "zoom", "saturationDeltaFactor", "colorTintAlpha",
    "grayscaleTintLevel", "grayscaleTintAlpha", "colorBurnTintLevel", "colorBurnTintAlpha",
    "darkeningTintAlpha", "darkeningTintHue", "darkeningTintSaturation",
  ]
  /// The keys whose values are Booleans.
  static let booleanKeys: Set<String> = ["lightenGrayscaleWithSourceOver", "darkenWithSourceOver"]

  private var numbers: [String: CGFloat] = [:]
  private var booleans: [String: Bool] = [:]

  /// Mirrors `init()`, which blur libraries call through the class value.
  init() {
    super.init(style: .regular)
  }

  override func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }

  override func value(forKey key: String) -> Any? {
    if Self.numericKeys.contains(key) { return numbers[key] ?? 0 }
    if Self.booleanKeys.contains(key) { return booleans[key] ?? false }
    return super.value(forKey: key)
  }

  override func setValue(_ value: Any?, forKeyPath keyPath: String) {
    setValue(value, forKey: keyPath)
  }

  override func setValue(_ value: Any?, forKey key: String) {
    if Self.numericKeys.contains(key), let number = boxedNumber(value).map({ CGFloat($0) }) {
      numbers[key] = number
    } else if Self.booleanKeys.contains(key), let flag = value as? Bool {
      booleans[key] = flag
    } else {
      super.setValue(value, forKey: key)
    }
  }

  /// Says what the effect keeps, and that it draws nothing.
  override var description: String {
    let kept = numbers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    return "<_UICustomBlurEffect \(kept.joined(separator: " ")) (kept; no blur is drawn)>"
  }
}
