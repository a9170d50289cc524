import Foundation
import TransitTrace

// A view's geometry and look as the log's geometry channel records them (`GeometryRecorder`).
extension UIView {
  /// What a view is before anything is set on it, as UIKit makes it.
  static let defaultGeometry = ViewProperties(
    frame: ScreenRect(x: 0, y: 0, width: 0, height: 0),
    bounds: ScreenRect(x: 0, y: 0, width: 0, height: 0), alpha: 1, transform: .identity,
    cornerRadius: 0, backgroundColor: .clear, isHidden: false, clipsToBounds: false)

  /// Every property the channel records, as the view has it now. The layer's background colour
  /// and masking count here too; its opacity is the view's `alpha` (`CALayer`).
  var geometryProperties: ViewProperties {
    let color: ScreenColor
    if let background = drawnBackgroundColor {
      color = ScreenColor(
        fractionRed: Double(background.red), green: Double(background.green),
        blue: Double(background.blue), alpha: Double(background.alpha))
    } else if let parts = layer.backgroundColor?.components?.map(Double.init), parts.count >= 4 {
      color = ScreenColor(fractionRed: parts[0], green: parts[1], blue: parts[2], alpha: parts[3])
    } else {
      color = .clear
    }
    let origin = bounds.origin
    return ViewProperties(
      frame: ScreenRect(frame),
      bounds: ScreenRect(
        x: Double(origin.x), y: Double(origin.y), width: Double(frame.width),
        height: Double(frame.height)),
      alpha: Double(alpha),
      transform: ScreenTransform(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty)),
      cornerRadius: Double(layer.cornerRadius), backgroundColor: color, isHidden: isHidden,
      clipsToBounds: clipsToBounds || layer.masksToBounds)
  }

  /// Tells the log's geometry channel that a property may have changed; a view the log has
  /// not named yet is recorded whole when it is.
  func geometryDidChange() {
    guard loggedGeometry != nil, let simulator = EngineContext.current, let id = traceID else {
      return
    }
    simulator.geometry.record(self, id: id)
  }

  /// Sets the properties `values` gives, as code would: a property animator ending at its start
  /// puts its views back this way.
  func apply(_ values: ViewProperties) {
    if let frame = values.frame {
      self.frame = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
    }
    if let bounds = values.bounds {
      self.bounds = CGRect(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
    }
    if let center = values.center { self.center = CGPoint(x: center.x, y: center.y) }
    if let alpha = values.alpha {
      self.alpha = CGFloat(alpha)
    }
    if let transform = values.transform {
      self.transform = CGAffineTransform(
        a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx,
        ty: transform.ty)
    }
    if let radius = values.cornerRadius { layer.cornerRadius = CGFloat(radius) }
    if let color = values.backgroundColor {
      backgroundColor = UIColor(
        red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255,
        blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }
    if let hidden = values.isHidden { isHidden = hidden }
    if let clips = values.clipsToBounds { clipsToBounds = clips }
  }
}

extension ScreenRect {
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }
}

extension ViewProperties {
  /// The properties of `current` that differ from `previous`; `bounds` only when its origin
  /// moved, as `frame` gives its size.
  static func changes(from previous: ViewProperties, to current: ViewProperties) -> ViewProperties {
    var result = ViewProperties()
    if current.frame != previous.frame { result.frame = current.frame }
    if let bounds = current.bounds, bounds.x != previous.bounds?.x || bounds.y != previous.bounds?.y
    {
      result.bounds = bounds
    }
    if current.alpha != previous.alpha { result.alpha = current.alpha }
    if current.transform != previous.transform { result.transform = current.transform }
    if current.cornerRadius != previous.cornerRadius { result.cornerRadius = current.cornerRadius }
    if current.backgroundColor != previous.backgroundColor {
      result.backgroundColor = current.backgroundColor
    }
    if current.isHidden != previous.isHidden { result.isHidden = current.isHidden }
    if current.clipsToBounds != previous.clipsToBounds {
      result.clipsToBounds = current.clipsToBounds
    }
    return result
  }

  /// The values the animatable properties of `changes` had in `previous`, or nil when none of
  /// them animates: `isHidden` and `clipsToBounds` change at once, inside an animation too.
  static func animatable(of changes: ViewProperties, from previous: ViewProperties)
    -> ViewProperties?
  {
    var from = ViewProperties()
    if changes.frame != nil { from.frame = previous.frame }
    if changes.bounds != nil { from.bounds = previous.bounds }
    if changes.alpha != nil { from.alpha = previous.alpha }
    if changes.transform != nil { from.transform = previous.transform }
    if changes.cornerRadius != nil { from.cornerRadius = previous.cornerRadius }
    if changes.backgroundColor != nil { from.backgroundColor = previous.backgroundColor }
    return from.isEmpty ? nil : from
  }

  /// The animatable properties of `values`.
  static func animatable(of values: ViewProperties) -> ViewProperties {
    var result = values
    result.isHidden = nil
    result.clipsToBounds = nil
    return result
  }
}
