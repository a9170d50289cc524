import Foundation

// UIKit's and Core Animation's geometry in an `NSValue`, as keyboard notifications carry frames
// and as animations take their from and to values (`NSValue(caTransform3D:)`). A point, size
// or rectangle is Foundation's own value; a transform, affine transform, vector or edge insets
// is kept in a value of Transit's that holds it as it is.
extension NSValue {
  /// Mirrors `cgRectValue`.
  public var cgRectValue: CGRect { rectValue }
  /// Mirrors `cgPointValue`.
  public var cgPointValue: CGPoint { pointValue }
  /// Mirrors `cgSizeValue`.
  public var cgSizeValue: CGSize { sizeValue }

  /// Mirrors `init(cgRect:)`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// Mirrors `init(cgPoint:)`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Mirrors `init(cgSize:)`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// Mirrors `init(caTransform3D:)`.
  public convenience init(caTransform3D transform: CATransform3D) {
    self.init(structure: transform, doubles: 16)
  }

  /// Mirrors `init(cgAffineTransform:)`.
  public convenience init(cgAffineTransform transform: CGAffineTransform) {
    self.init(structure: transform, doubles: 6)
  }

  /// Mirrors `init(cgVector:)`.
  public convenience init(cgVector vector: CGVector) {
    self.init(structure: vector, doubles: 2)
  }

  /// Mirrors `init(uiEdgeInsets:)`.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(structure: insets, doubles: 4)
  }

  /// Mirrors `caTransform3DValue`.
  public var caTransform3DValue: CATransform3D { structure(doubles: 16) ?? CATransform3DIdentity }

  /// Mirrors `cgAffineTransformValue`.
  public var cgAffineTransformValue: CGAffineTransform { structure(doubles: 6) ?? .identity }

  /// Mirrors `cgVectorValue`.
  public var cgVectorValue: CGVector { structure(doubles: 2) ?? CGVector(dx: 0, dy: 0) }

  /// Mirrors `uiEdgeInsetsValue`.
  public var uiEdgeInsetsValue: UIEdgeInsets { structure(doubles: 4) ?? .zero }

  /// A value holding `structure`, a structure of `doubles` `CGFloat`s, typed as an array of
  /// doubles: Foundation on Linux encodes arrays of numbers but not structures.
  private convenience init<Structure>(structure: Structure, doubles: Int) {
    precondition(MemoryLayout<Structure>.size == doubles * MemoryLayout<Double>.size)
    let bytes = UnsafeMutablePointer<Structure>.allocate(capacity: 1)
    bytes.initialize(to: structure)
    defer { bytes.deallocate() }
    self.init(bytes: bytes, objCType: "[\(doubles)d]")
  }

  /// The structure of `doubles` `CGFloat`s this value holds, if it holds that many doubles.
  private func structure<Structure>(doubles: Int) -> Structure? {
    guard String(cString: objCType) == "[\(doubles)d]",
      MemoryLayout<Structure>.size == doubles * MemoryLayout<Double>.size
    else { return nil }
    let bytes = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Structure>.size, alignment: MemoryLayout<Structure>.alignment)
    defer { bytes.deallocate() }
    getValue(bytes)
    return bytes.load(as: Structure.self)
  }
}

#if !canImport(Darwin)
  // Apple's Foundation makes a `CGFloat` from an `NSNumber` (`CGFloat(number)`,
  // `width.flatMap(CGFloat.init)`); Linux's has only `init(truncating:)` and `init?(exactly:)`.
  extension CGFloat {
    /// Mirrors `init(_:)` of an `NSNumber`: its value as a double.
    public init(_ number: NSNumber) { self.init(number.doubleValue) }
  }
#endif
