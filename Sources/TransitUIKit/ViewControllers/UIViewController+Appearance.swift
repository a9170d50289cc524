import TransitTrace

/// A view controller's appearance state, which UIKit keeps to pair will- and did-callbacks.
enum AppearState {
  /// Not on screen (the initial state).
  case disappeared
  /// Got `viewWillAppear(_:)`, waiting for `viewDidAppear(_:)`.
  case appearing
  /// On screen.
  case appeared
  /// Got `viewWillDisappear(_:)`, waiting for `viewDidDisappear(_:)`.
  case disappearing
}

extension UIViewController {
  /// Mirrors `beginAppearanceTransition(_:animated:)`: tells the view controller its view is
  /// about to appear or disappear, calling `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
  ///
  /// For container view controllers and presentation controllers that forward appearance by
  /// hand; every call must be balanced by `endAppearanceTransition()`.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(
      .beginAppearanceTransition, on: self,
      args: ["isAppearing": .bool(isAppearing), "animated": .bool(animated)]
    ) {
      // UIKit's implementation makes the callbacks, as when it forwards appearance itself.
      beginAppearance(isAppearing, animated: animated, caller: ParticipantRegistry.uikitID)
    }
  }

  /// Mirrors `endAppearanceTransition()`: calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`
  /// to match the last `beginAppearanceTransition(_:animated:)`.
  public func endAppearanceTransition() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.endAppearanceTransition, on: self) {
      endAppearance(caller: ParticipantRegistry.uikitID)
    }
  }

  /// Starts an appearance change: the will-callback, then the state change.
  ///
  /// UIKit is not known to drop a second begin in the same direction (reports of
  /// `viewWillAppear` arriving twice come from exactly this), so neither does the engine.
  func beginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    // A begin in the other direction while a change is open: a second transition turned this
    // view controller around before the first one ended.
    if (isAppearing && appearState == .disappearing) || (!isAppearing && appearState == .appearing)
    {
      turnedAround = true
    }
    lastAppearanceWasAnimated = animated
    let simulator = EngineContext.current
    if isAppearing {
      simulator?.callback(.viewWillAppear, on: self, from: caller, animated: animated) {
        viewWillAppear(animated)
      }
      appearState = .appearing
      needsIsAppearing = true
      simulator?.viewControllerNeedsIsAppearing(self)
    } else {
      simulator?.callback(.viewWillDisappear, on: self, from: caller, animated: animated) {
        viewWillDisappear(animated)
      }
      appearState = .disappearing
      needsIsAppearing = false
    }
    forwardBeginAppearance(isAppearing, animated: animated, caller: caller)
  }

  /// Finishes the appearance change begun last: the did-callback.
  func endAppearance(caller: String?) {
    let animated = lastAppearanceWasAnimated
    let simulator = EngineContext.current
    if owesUnbalancedEnd, appearState == .appearing || appearState == .disappearing {
      owesUnbalancedEnd = false
      turnedAround = false
      simulator?.warnOverlappingAppearance(of: self)
    }
    switch appearState {
    case .appearing:
      // Owed only while the view is in the window; a view the animator never added gets none.
      fireIsAppearingIfPending(caller: caller)
      needsIsAppearing = false
      simulator?.callback(.viewDidAppear, on: self, from: caller, animated: animated) {
        viewDidAppear(animated)
      }
      appearState = .appeared
    case .disappearing:
      simulator?.callback(.viewDidDisappear, on: self, from: caller, animated: animated) {
        viewDidDisappear(animated)
      }
      appearState = .disappeared
    case .appeared, .disappeared:
      return
    }
    forwardEndAppearance(caller: caller)
  }

  /// Finishes the appearance change a transition began in one direction (`began`: true when it
  /// began appearing), as UIKit's modal and navigation transitions end what they began.
  ///
  /// When another transition turned the change around before this one ended (a view controller
  /// in the middle of a dismissed stack, or a pushed view controller that a presentation covers
  /// mid-push), this one still delivers the did-callback of the direction it began, and the
  /// other transition's end then finds nothing open: UIKit prints "Unbalanced calls to
  /// begin/end appearance transitions" and still calls back (UIKit 18.2's
  /// `-[UIViewController _endAppearanceTransition:]`; an iOS 8 report of every view controller
  /// of a dismissed stack hearing viewDidAppear(_:), kyfxbl.com 2014).
  func endAppearance(caller: String?, began appearing: Bool) {
    switch (appearState, appearing) {
    case (.disappearing, true), (.appearing, false):
      owesUnbalancedEnd = true
      let animated = lastAppearanceWasAnimated
      EngineContext.current?.callback(
        appearing ? .viewDidAppear : .viewDidDisappear, on: self, from: caller,
        animated: animated
      ) {
        appearing ? viewDidAppear(animated) : viewDidDisappear(animated)
      }
    default:
      endAppearance(caller: caller)
    }
  }

  /// Finishes an appearance change its container forwards (`appeared`: the direction the
  /// container's own change took). When another transition turned this view controller around
  /// and already ended, nothing is open any more: UIKit prints "Unbalanced calls" and still
  /// sends the did-callback the container's change asks for (UIKit 18.2's
  /// `_endAppearanceTransition:`; docs/lifecycle.md#fact-overlapping-appearance).
  func endForwardedAppearance(caller: String?, appeared: Bool) {
    let settled = appearState == .appeared || appearState == .disappeared
    guard settled, turnedAround, (appearState == .appeared) != appeared else {
      endAppearance(caller: caller)
      return
    }
    turnedAround = false
    let simulator = EngineContext.current
    simulator?.warnOverlappingAppearance(of: self)
    let animated = lastAppearanceWasAnimated
    simulator?.callback(
      appeared ? .viewDidAppear : .viewDidDisappear, on: self, from: caller, animated: animated
    ) {
      appeared ? viewDidAppear(animated) : viewDidDisappear(animated)
    }
    appearState = appeared ? .appeared : .disappeared
  }

  /// Reverses an appearance change that a cancelled transition never finished: UIKit's private
  /// `cancelBeginAppearanceTransition`, which gives the reversed will- and did-callbacks
  /// (Eureka PR #1037; docs/lifecycle.md#order-d-10-2).
  func cancelAppearance(caller: String?) {
    let animated = lastAppearanceWasAnimated
    switch appearState {
    case .appearing:
      beginAppearance(false, animated: animated, caller: caller)
      endAppearance(caller: caller)
    case .disappearing:
      beginAppearance(true, animated: animated, caller: caller)
      endAppearance(caller: caller)
    case .appeared, .disappeared:
      return
    }
    // A cancel turns the change around on purpose; nothing is left unbalanced.
    turnedAround = false
  }

  /// Delivers `viewIsAppearing(_:)` if it is still owed and the view is now in the window.
  func fireIsAppearingIfPending(caller: String?) {
    guard needsIsAppearing else { return }
    guard viewIfLoaded?.window != nil else { return }
    needsIsAppearing = false
    EngineContext.current?.callback(
      .viewIsAppearing, on: self, from: caller, animated: lastAppearanceWasAnimated
    ) {
      viewIsAppearing(lastAppearanceWasAnimated)
    }
  }
}

extension Simulator {
  /// UIKit's console warning when two transitions overlap on one view controller's appearance.
  func warnOverlappingAppearance(of viewController: UIViewController) {
    warn(
      about: viewController, code: "overlapping-appearance-transitions",
      "Unbalanced calls to begin/end appearance transitions for \(describe(viewController)). "
        + "Two transitions overlapped on its appearance: the one that turned it around ends "
        + "after the other already called back. UIKit prints this and still calls the "
        + "did-callback (docs/lifecycle.md#fact-overlapping-appearance).")
  }
}
