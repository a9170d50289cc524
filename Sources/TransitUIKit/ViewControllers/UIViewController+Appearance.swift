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
  ///
  /// With no appearance change begun, UIKit prints "Unbalanced calls to begin/end appearance
  /// transitions for <view controller>." and calls nothing (UIKit 18.2's
  /// `-[UIViewController _endAppearanceTransition:]`).
  public func endAppearanceTransition() {
    guard let simulator = EngineContext.current else { return }
    simulator.userCall(.endAppearanceTransition, on: self) {
      if appearState == .appeared || appearState == .disappeared {
        simulator.warnUnbalancedAppearance(of: self)
      }
      endAppearance(caller: ParticipantRegistry.uikitID)
    }
  }

  /// Starts an appearance change: the will-callback, then the state change.
  ///
  /// UIKit is not known to drop a second begin in the same direction (reports of
  /// `viewWillAppear` arriving twice come from exactly this), so neither does the engine.
  func beginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    lastAppearanceWasAnimated = animated
    let simulator = EngineContext.current
    if isAppearing {
      // Owed before the will-callback runs: a container that forwards by hand begins its
      // children's appearance inside its own viewWillAppear(_:), and the layout that follows
      // reaches the container's view before its children's (Apple's viewIsAppearing(_:) page).
      simulator?.viewControllerNeedsIsAppearing(self)
      simulator?.callback(.viewWillAppear, on: self, from: caller, animated: animated) {
        viewWillAppear(animated)
      }
      appearState = .appearing
      needsIsAppearing = true
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
