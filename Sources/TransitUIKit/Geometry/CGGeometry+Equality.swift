import Foundation

#if !canImport(Darwin)
  /// Mirrors Core Graphics' `__CGPointEqualToPoint(_:_:)`: whether two points are the same.
  /// `CGGeometry.h` defines `CGPointEqualToPoint` as this inline function, which Swift imports
  /// under its own name, so code migrated from Objective-C calls it. On Apple's platforms it is
  /// Core Graphics' own.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func __CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool {
    point1.x == point2.x && point1.y == point2.y
  }

  /// Mirrors Core Graphics' `__CGSizeEqualToSize(_:_:)`, `CGSizeEqualToSize` in `CGGeometry.h`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func __CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool {
    size1.width == size2.width && size1.height == size2.height
  }

  /// Mirrors `equalTo(_:)` on points, sizes and rectangles, Core Graphics'
  /// `CGPointEqualToPoint`, `CGSizeEqualToSize` and `CGRectEqualToRect` as Swift imports them;
  /// two rectangles are equal when their standardized forms are, as `CGGeometry.h` says.
  extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
  }

  extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
  }

  extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
  }

  /// Mirrors `===` on classes: whether two class objects are the same class. With the
  /// Objective-C runtime a class is an object, so `type(of: view) === UIScrollView.self`
  /// compiles on iOS; Swift on Linux has no such conversion, so Transit compares the metatypes.
  public func === (lhs: AnyClass?, rhs: AnyClass?) -> Bool {
    switch (lhs, rhs) {
    case (let lhs?, let rhs?): return ObjectIdentifier(lhs) == ObjectIdentifier(rhs)
    case (nil, nil): return true
    default: return false
    }
  }

  /// Mirrors `!==` on classes.
  public func !== (lhs: AnyClass?, rhs: AnyClass?) -> Bool { !(lhs === rhs) }
#endif
