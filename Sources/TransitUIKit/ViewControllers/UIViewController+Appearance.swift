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
  /// UIKit counts the begins it has not ended yet; a begin in the other direction while one is
  /// open turns the view controller around and starts the count again at one (UIKit 18.2's
  /// `beginAppearanceTransition:animated:`). UIKit is not known to drop a second begin in the
  /// same direction for its own transitions (reports of `viewWillAppear` arriving twice come
  /// from exactly this), so neither does the engine.
  func beginAppearance(_ isAppearing: Bool, animated: Bool, caller: String?) {
    if (isAppearing && appearState == .disappearing) || (!isAppearing && appearState == .appearing)
    {
      turnedAround = true
      appearanceLevel = 1
    } else {
      appearanceLevel += 1
    }
    lastAppearanceWasAnimated = animated
    let simulator = EngineContext.current
    if isAppearing {
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

  /// Finishes the appearance change begun last: the did-callback of the direction the view
  /// controller is going, whichever transition ends it (UIKit 18.2's `_endAppearanceTransition:`).
  ///
  /// When two transitions overlapped on it (a view controller in the middle of a dismissed
  /// stack, or a pushed view controller that a presentation covers mid-push), the first to end
  /// delivers the did-callback of the direction the last begin took, and the second finds
  /// nothing open: UIKit prints "Unbalanced calls to begin/end appearance transitions" and
  /// sends nothing more, the view controller being settled already
  /// (docs/lifecycle.md#fact-overlapping-appearance).
  func endAppearance(caller: String?) {
    let animated = lastAppearanceWasAnimated
    let simulator = EngineContext.current
    let level = appearanceLevel
    appearanceLevel = max(0, level - 1)
    if level <= 0, turnedAround {
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
  /// began appearing). UIKit's end does not look at the direction: it delivers what the view
  /// controller is doing now (`endAppearance(caller:)`).
  func endAppearance(caller: String?, began appearing: Bool) {
    endAppearance(caller: caller)
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
    appearanceLevel = 0
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
        + "Two transitions overlapped on its appearance: the first to end already gave it the "
        + "did-callback of the way it was going, so this end finds nothing open and UIKit sends "
        + "nothing more (docs/lifecycle.md#fact-overlapping-appearance).")
  }
}
