import Foundation

extension UIView {
  /// Mirrors `UIView.ContentMode`.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Mirrors `sizeThatFits(_:)`: with no text or image measured, the view's own size.
  public func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Mirrors `sizeToFit()`, which keeps the size `sizeThatFits(_:)` gives.
  public func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }
}

/// Mirrors `UIImage`. Nothing is drawn, so an image is its name and its size: immutable, and
/// usable from any thread, as UIKit's is.
open class UIImage: @unchecked Sendable, _ExpressibleByImageLiteral {
  /// The asset or symbol name it was made from.
  public let name: String?
  public let size: CGSize

  /// Mirrors `init?(named:)`. There is no asset catalog; every name gives an image, of no size.
  public init?(named name: String) {
    self.name = name
    size = .zero
  }

  /// Mirrors `init?(systemName:)`, an SF Symbol.
  public init?(systemName name: String) {
    self.name = name
    size = .zero
  }

  public init() {
    name = nil
    size = .zero
  }

  /// `#imageLiteral(resourceName:)` makes an image of that name, as `UIImage(named:)` does.
  public required convenience init(imageLiteralResourceName path: String) {
    self.init(named: path)!
  }

  /// Mirrors `init?(named:in:compatibleWith:)`.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any?) {
    self.init(named: name)
  }

  /// Mirrors `withRenderingMode(_:)`: the same image, as nothing is drawn.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// Mirrors `UIImage.RenderingMode`.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}
