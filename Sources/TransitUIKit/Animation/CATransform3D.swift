// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Core Animation's C functions keep their C names, as UIKit code calls them.
import Foundation

/// Mirrors `CATransform3D`, kept as its sixteen values.
public struct CATransform3D: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
  public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1
  public init() {}
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = [
    [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34],
    [a.m41, a.m42, a.m43, a.m44],
  ]
  let y = [
    [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34],
    [b.m41, b.m42, b.m43, b.m44],
  ]
  var r = Array(repeating: Array(repeating: CGFloat(0), count: 4), count: 4)
  for i in 0..<4 {
    for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } }
  }
  var t = CATransform3D()
  (t.m11, t.m12, t.m13, t.m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
  (t.m21, t.m22, t.m23, t.m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
  (t.m31, t.m32, t.m33, t.m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
  (t.m41, t.m42, t.m43, t.m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  return t
}

public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = cos(angle)
  let s = sin(angle)
  let k = 1 - c
  var t = CATransform3D()
  t.m11 = c + ux * ux * k
  t.m12 = ux * uy * k + uz * s
  t.m13 = ux * uz * k - uy * s
  t.m21 = uy * ux * k - uz * s
  t.m22 = c + uy * uy * k
  t.m23 = uy * uz * k + ux * s
  t.m31 = uz * ux * k + uy * s
  t.m32 = uz * uy * k - ux * s
  t.m33 = c + uz * uz * k
  return t
}

public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Mirrors `CATransform3DIsAffine(_:)`: whether the transform is a 2D affine one.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Mirrors `CATransform3DGetAffineTransform(_:)`: the affine part of the transform (its
/// result is undefined for one that is not affine, as Core Animation's is).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Mirrors `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a == b
}
