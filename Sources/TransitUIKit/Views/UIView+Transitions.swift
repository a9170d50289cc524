import Foundation
import TransitTrace

// Mirrors UIView's view transitions, the cross-dissolves and flips apps run to swap content:
// `transition(with:duration:options:animations:completion:)` and
// `transition(from:to:duration:options:completion:)`. As for the block animations, the changes
// are made at once and the completion runs when the animation's time is up on the virtual
// clock; a transition's look (a flip, a curl) is not drawn.
extension UIView.AnimationOptions {
  public static let `repeat` = UIView.AnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = UIView.AnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
  public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
  /// In a view transition, hides the from-view and shows the to-view instead of removing and
  /// adding them.
  public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
  public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
  public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)
  public static let preferredFramesPerSecondDefault = UIView.AnimationOptions(rawValue: 0)
  public static let preferredFramesPerSecond60 = UIView.AnimationOptions(rawValue: 3 << 24)
  public static let preferredFramesPerSecond30 = UIView.AnimationOptions(rawValue: 7 << 24)
}

extension UIView {
  /// Mirrors `transition(with:duration:options:animations:completion:)`: the changes the
  /// animations block makes to `view` and its subviews, animated as one transition.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    guard let simulator = EngineContext.current else {
      animations?()
      completion?(true)
      return
    }
    simulator.animate(
      "transition(with:duration:options:animations:completion:)",
      args: [
        "view": .string(simulator.viewID(view)), "duration": .double(duration),
        "animations": animations == nil ? .null : "closure",
        "completion": completion == nil ? .null : "closure",
      ], duration: max(0, duration), delay: 0, curve: TimingCurve(options: options),
      animations: { animations?() }, completion: completion)
  }

  /// Mirrors `transition(from:to:duration:options:completion:)`: `toView` is added to the
  /// superview of `fromView` and `fromView` removed from it, or, with
  /// `.showHideTransitionViews`, `fromView` hidden and `toView` shown (Apple's
  /// transition(from:to:duration:options:completion:) and showHideTransitionViews pages).
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    let swap = {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else {
        fromView.superview?.addSubview(toView)
        fromView.removeFromSuperview()
      }
    }
    guard let simulator = EngineContext.current else {
      swap()
      completion?(true)
      return
    }
    simulator.animate(
      "transition(from:to:duration:options:completion:)",
      args: [
        "from": .string(simulator.viewID(fromView)), "to": .string(simulator.viewID(toView)),
        "duration": .double(duration), "completion": completion == nil ? .null : "closure",
      ], duration: max(0, duration), delay: 0, curve: TimingCurve(options: options),
      animations: swap, completion: completion)
  }
}
