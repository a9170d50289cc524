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

// Key paths into a layer's structures, as the Core Animation Programming Guide's "Key-Value
// Coding Extensions" lists them: a point's `x` and `y`, a size's `width` and `height`, a
// rectangle's `origin` and `size` (and theirs), and a transform's `rotation.x`, `.y`, `.z`
// (`rotation` alone is `z`), `scale.x`, `.y`, `.z` (`scale` alone their mean), and
// `translation.x`, `.y`, `.z` (`translation` alone a size of x and y).
extension CALayer {
  /// Mirrors `value(forKeyPath:)`: `value(forKey:)` for a key, else the field the rest of the
  /// path names in that key's value; nil where the path names nothing.
  public func value(forKeyPath keyPath: String) -> Any? {
    guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
    let rest = String(keyPath[keyPath.index(after: dot)...])
    return Self.field(rest, of: value(forKey: String(keyPath[..<dot])))
  }

  /// Mirrors `setValue(_:forKeyPath:)`: sets the field the path names, in the value of its
  /// first key, and sets that value back.
  public func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
    let key = String(keyPath[..<dot])
    let rest = String(keyPath[keyPath.index(after: dot)...])
    guard let whole = Self.setting(rest, to: value, in: self.value(forKey: key)) else { return }
    setValue(whole, forKey: key)
  }

  static func field(_ path: String, of value: Any?) -> Any? {
    switch value {
    case let point as CGPoint:
      return path == "x" ? point.x : path == "y" ? point.y : nil
    case let size as CGSize:
      return path == "width" ? size.width : path == "height" ? size.height : nil
    case let rect as CGRect:
      if path == "origin" { return rect.origin }
      if path == "size" { return rect.size }
      if path.hasPrefix("origin.") { return field(String(path.dropFirst(7)), of: rect.origin) }
      if path.hasPrefix("size.") { return field(String(path.dropFirst(5)), of: rect.size) }
      return nil
    case let transform as CATransform3D:
      return TransformParts(transform).value(path)
    default:
      return nil
    }
  }

  static func setting(_ path: String, to new: Any?, in value: Any?) -> Any? {
    switch value {
    case var point as CGPoint:
      guard let number = boxedNumber(new).map({ CGFloat($0) }) else { return nil }
      if path == "x" {
        point.x = number
      } else if path == "y" {
        point.y = number
      } else {
        return nil
      }
      return point
    case var size as CGSize:
      guard let number = boxedNumber(new).map({ CGFloat($0) }) else { return nil }
      if path == "width" {
        size.width = number
      } else if path == "height" {
        size.height = number
      } else {
        return nil
      }
      return size
    case var rect as CGRect:
      if path == "origin", let origin = new as? CGPoint {
        rect.origin = origin
      } else if path == "size", let size = new as? CGSize {
        rect.size = size
      } else if path.hasPrefix("origin."),
        let origin = setting(String(path.dropFirst(7)), to: new, in: rect.origin) as? CGPoint
      {
        rect.origin = origin
      } else if path.hasPrefix("size."),
        let size = setting(String(path.dropFirst(5)), to: new, in: rect.size) as? CGSize
      {
        rect.size = size
      } else {
        return nil
      }
      return rect
    case let transform as CATransform3D:
      var parts = TransformParts(transform)
      guard parts.set(path, to: new) else { return nil }
      return parts.transform
    default:
      return nil
    }
  }
}

/// A transform as Core Animation's key paths see it: a translation, a scale on each axis, and a
/// rotation about each axis. Reading takes them from the matrix (the rotation about z from its
/// first row, as a 2D transform has it); setting one field rebuilds the matrix from the parts,
/// scale first, then rotation about x, y and z, then translation, which is exact for the
/// transforms such key paths animate.
struct TransformParts {
  var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
  var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
  var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)

  init(_ t: CATransform3D) {
    translation = (t.m41, t.m42, t.m43)
    scale = (
      (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot(),
      (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot(),
      (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
    )
    rotation = (
      atan2(t.m23, t.m33), atan2(-t.m13, (t.m23 * t.m23 + t.m33 * t.m33).squareRoot()),
      atan2(t.m12, t.m11)
    )
  }

  var transform: CATransform3D {
    // Row vectors, as Core Animation's matrices are: the scale applies first.
    [
      CATransform3DMakeRotation(rotation.x, 1, 0, 0),
      CATransform3DMakeRotation(rotation.y, 0, 1, 0),
      CATransform3DMakeRotation(rotation.z, 0, 0, 1),
      CATransform3DMakeTranslation(translation.x, translation.y, translation.z),
    ].reduce(CATransform3DMakeScale(scale.x, scale.y, scale.z), CATransform3DConcat)
  }

  func value(_ path: String) -> Any? {
    switch path {
    case "rotation.x": rotation.x
    case "rotation.y": rotation.y
    case "rotation", "rotation.z": rotation.z
    case "scale.x": scale.x
    case "scale.y": scale.y
    case "scale.z": scale.z
    case "scale": (scale.x + scale.y + scale.z) / 3
    case "translation.x": translation.x
    case "translation.y": translation.y
    case "translation.z": translation.z
    case "translation": CGSize(width: translation.x, height: translation.y)
    default: nil
    }
  }

  mutating func set(_ path: String, to value: Any?) -> Bool {
    if path == "translation", let size = value as? CGSize {
      translation.x = size.width
      translation.y = size.height
      return true
    }
    guard let n = boxedNumber(value).map({ CGFloat($0) }) else { return false }
    switch path {
    case "rotation.x": rotation.x = n
    case "rotation.y": rotation.y = n
    case "rotation", "rotation.z": rotation.z = n
    case "scale.x": scale.x = n
    case "scale.y": scale.y = n
    case "scale.z": scale.z = n
    case "scale": scale = (n, n, n)
    case "translation.x": translation.x = n
    case "translation.y": translation.y = n
    case "translation.z": translation.z = n
    default: return false
    }
    return true
  }
}
