// `import CoreGraphics`: on Linux, `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from
// Foundation, and `CGAffineTransform` from Transit's UIKit, which this module re-exports too.
@_exported import Foundation
@_exported import TransitUIKit
