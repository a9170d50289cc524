import Foundation

// Key-value coding on layers, without the Objective-C runtime. A layer is a key-value coding
// container: it keeps a value for any key, and answers its own properties by name (Core
// Animation Programming Guide, "Key-Value Coding Extensions"). Code that makes a custom
// animatable property reads it by name from the presentation layer.
extension CALayer {
  /// Mirrors `value(forKey:)`: a property of the layer the key names, else the value set for
  /// the key, else a stored property of that name a subclass declares; nil if none.
  public func value(forKey key: String) -> Any? {
    switch key {
    case "frame": return frame
    case "bounds": return bounds
    case "position": return position
    case "anchorPoint": return anchorPoint
    case "opacity": return opacity
    case "hidden", "isHidden": return isHidden
    case "cornerRadius": return cornerRadius
    case "masksToBounds": return masksToBounds
    case "transform": return transform
    case "zPosition": return zPosition
    case "backgroundColor": return backgroundColor
    case "borderColor": return borderColor
    case "borderWidth": return borderWidth
    case "shadowOpacity": return shadowOpacity
    case "shadowRadius": return shadowRadius
    case "shadowOffset": return shadowOffset
    case "shadowColor": return shadowColor
    case "name": return name
    default: break
    }
    if let value = keyedValues[key] { return value }
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      if let child = current.children.first(where: { $0.label == key }) { return child.value }
      mirror = current.superclassMirror
    }
    return nil
  }

  /// Mirrors `setValue(_:forKey:)`: sets the property the key names when the value has its
  /// type, else keeps the value for the key.
  public func setValue(_ value: Any?, forKey key: String) {
    switch (key, value) {
    case ("frame", let rect as CGRect): frame = rect
    case ("bounds", let rect as CGRect): bounds = rect
    case ("position", let point as CGPoint): position = point
    case ("anchorPoint", let point as CGPoint): anchorPoint = point
    case ("opacity", let number as Float): opacity = number
    case ("hidden", let flag as Bool), ("isHidden", let flag as Bool): isHidden = flag
    case ("cornerRadius", let number as CGFloat): cornerRadius = number
    case ("masksToBounds", let flag as Bool): masksToBounds = flag
    case ("transform", let matrix as CATransform3D): transform = matrix
    case ("zPosition", let number as CGFloat): zPosition = number
    case ("borderWidth", let number as CGFloat): borderWidth = number
    case ("shadowOpacity", let number as Float): shadowOpacity = number
    case ("shadowRadius", let number as CGFloat): shadowRadius = number
    case ("shadowOffset", let size as CGSize): shadowOffset = size
    default: keyedValues[key] = value
    }
  }
}

extension CALayer {
  /// The value of a layer's `@NSManaged` property, which `transit run`'s rewrite reads through
  /// here: the value set for its name, else the zero of its type, as Core Animation gives a
  /// dynamic property never set.
  public func managedValue<Value: LayerManagedValue>(forKey key: String) -> Value {
    (value(forKey: key) as? Value) ?? .unsetLayerValue
  }
}

/// A type a layer's `@NSManaged` property can have: its value before any is set.
public protocol LayerManagedValue {
  static var unsetLayerValue: Self { get }
}

extension CGFloat: LayerManagedValue { public static var unsetLayerValue: CGFloat { 0 } }
extension Double: LayerManagedValue { public static var unsetLayerValue: Double { 0 } }
extension Float: LayerManagedValue { public static var unsetLayerValue: Float { 0 } }
extension Int: LayerManagedValue { public static var unsetLayerValue: Int { 0 } }
extension Bool: LayerManagedValue { public static var unsetLayerValue: Bool { false } }
extension CGPoint: LayerManagedValue { public static var unsetLayerValue: CGPoint { .zero } }
extension CGSize: LayerManagedValue { public static var unsetLayerValue: CGSize { .zero } }
extension CGRect: LayerManagedValue { public static var unsetLayerValue: CGRect { .zero } }
extension Optional: LayerManagedValue { public static var unsetLayerValue: Optional { nil } }
