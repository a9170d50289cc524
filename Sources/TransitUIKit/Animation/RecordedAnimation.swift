import Foundation
import TransitTrace

/// One animation as the log's geometry channel records it: a block animation, a property
/// animator's animations, or the animation UIKit runs a transition's alongside animations in.
///
/// Its `animation` record is written with the first change it animates, so an animation that
/// moves nothing (UIKit's own, whose views Transit does not move) leaves no trace. It keeps, for
/// each view it moved, the values the view had before and after, so that a property animator
/// ending at its start, or stopped where it stands, can put the views there as UIKit does.
@preconcurrency @MainActor
final class RecordedAnimation {
  /// The animation's number in the log.
  let id: Int
  let duration: TimeInterval
  let delay: TimeInterval
  var curve: TimingCurve
  /// The call inside which it began.
  let cause: Int?
  /// How fast its clock runs when its record is written: 1, or 0 while held.
  var initialRate: Double
  /// Whether its `animation` record is in the log.
  var isWritten = false
  /// The last clock the log was told: offset, rate and curve.
  var lastTiming: (offset: Double, rate: Double, curve: TimingCurve)?
  /// When the log was last told the clock.
  var lastTimingTime = VirtualTime.zero
  /// Whether it was taken off the views.
  var isRemoved = false

  /// A view it moved: the values before its first change and after its last.
  struct Moved {
    weak var view: UIView?
    let id: String
    var from: ViewProperties
    var to: ViewProperties
  }

  private(set) var moved: [Moved] = []

  init(
    id: Int, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, cause: Int?,
    initialRate: Double
  ) {
    self.id = id
    self.duration = max(0, duration)
    self.delay = max(0, delay)
    self.curve = curve
    self.cause = cause
    self.initialRate = initialRate
  }

  /// Whether it animates at all: an animation of no duration changes the views at once.
  var animates: Bool { duration > 0 }

  /// Notes that it moved `view` from `from` to `to`, keeping the first `from` of each property.
  func noteMove(of view: UIView, id: String, from: ViewProperties, to: ViewProperties) {
    guard let index = moved.firstIndex(where: { $0.id == id }) else {
      moved.append(Moved(view: view, id: id, from: from, to: to))
      return
    }
    moved[index].from = Self.merged(moved[index].from, keepingWith: from)
    moved[index].to = Self.merged(to, keepingWith: moved[index].to)
  }

  /// `kept`'s properties, and `extra`'s where `kept` has none.
  static func merged(_ kept: ViewProperties, keepingWith extra: ViewProperties) -> ViewProperties {
    var result = kept
    result.frame = kept.frame ?? extra.frame
    result.bounds = kept.bounds ?? extra.bounds
    result.center = kept.center ?? extra.center
    result.alpha = kept.alpha ?? extra.alpha
    result.transform = kept.transform ?? extra.transform
    result.cornerRadius = kept.cornerRadius ?? extra.cornerRadius
    result.backgroundColor = kept.backgroundColor ?? extra.backgroundColor
    result.isHidden = kept.isHidden ?? extra.isHidden
    result.clipsToBounds = kept.clipsToBounds ?? extra.clipsToBounds
    return result
  }
}

extension TimingCurve {
  /// The curve of a block animation's options (Apple, `UIView.AnimationOptions`: ease-in-out
  /// unless another curve is given).
  init(options: UIView.AnimationOptions) {
    switch (options.rawValue >> 16) & 3 {
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = .easeInOut
    }
  }

  /// The curve of a property animator's timing parameters.
  @MainActor
  init(_ parameters: (any UITimingCurveProvider)?) {
    switch parameters {
    case let cubic as UICubicTimingParameters: self = cubic.curve
    case let spring as UISpringTimingParameters:
      // A spring's velocity is a vector; Transit moves every property by its dx.
      self = .spring(
        damping: Double(spring.dampingRatio), velocity: Double(spring.initialVelocity.dx))
    case let provider?:
      // An app's own provider: the parameters it gives.
      if let parameters = provider.effectiveParameters, parameters !== provider {
        self.init(parameters)
      } else {
        self = .easeInOut
      }
    case nil: self = .easeInOut
    }
  }

  init(_ curve: UIView.AnimationCurve) {
    switch curve {
    case .easeInOut: self = .easeInOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }
}
