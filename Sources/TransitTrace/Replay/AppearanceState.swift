/// Where a view controller stands in its appearance cycle, as the appearance callbacks leave it.
///
/// Mirrors the four states UIKit keeps privately for every view controller and checks when
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` are called
/// (docs/lifecycle.md#fact-begin-end-balanced).
/// A view controller the log has not called back yet is `disappeared`.
public enum AppearanceState: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Off screen: never shown, or `viewDidDisappear(_:)` has run. Every view controller starts here.
  case disappeared
  /// `viewWillAppear(_:)` has run and `viewDidAppear(_:)` has not; `viewIsAppearing(_:)` fires
  /// in this state and leaves it here.
  case appearing
  /// `viewDidAppear(_:)` has run: the view is on screen.
  case appeared
  /// `viewWillDisappear(_:)` has run and `viewDidDisappear(_:)` has not; a cancelled interactive
  /// transition can turn it back to `appearing` (docs/lifecycle.md#order-d-10-2).
  case disappearing

  public var description: String { rawValue }

  /// The state `callback` leaves a view controller in, and whether UIKit makes that call from
  /// this state.
  ///
  /// The reversed "will" calls of a cancelled transition are balanced: a view controller that was
  /// disappearing may get `viewWillAppear(_:)` and one that was appearing `viewWillDisappear(_:)`
  /// (docs/lifecycle.md#fact-cancel-reverses-to-first; the UIViewControllerTransitionCoordinator.h
  /// header comments).
  public func after(_ callback: AppearanceCallback) -> (state: AppearanceState, isBalanced: Bool) {
    switch callback {
    case .viewWillAppear:
      return (.appearing, self == .disappeared || self == .disappearing)
    case .viewIsAppearing:
      return (.appearing, self == .appearing)
    case .viewDidAppear:
      return (.appeared, self == .appearing)
    case .viewWillDisappear:
      return (.disappearing, self == .appeared || self == .appearing)
    case .viewDidDisappear:
      return (.disappeared, self == .disappearing)
    }
  }
}

/// One of the five `UIViewController` appearance callbacks that drive `AppearanceState`.
public enum AppearanceCallback: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// `viewWillAppear(_:)`: the view is about to be added to the window.
  case viewWillAppear
  /// `viewIsAppearing(_:)` (iOS 13+): the view is in the window and laid out, not yet on screen.
  case viewIsAppearing
  /// `viewDidAppear(_:)`: the appearance finished.
  case viewDidAppear
  /// `viewWillDisappear(_:)`: the view is about to leave the screen.
  case viewWillDisappear
  /// `viewDidDisappear(_:)`: the disappearance finished.
  case viewDidDisappear

  /// The callback a call record names, or nil for any other call.
  public init?(_ name: CallName) {
    switch name {
    case .viewWillAppear: self = .viewWillAppear
    case .viewIsAppearing: self = .viewIsAppearing
    case .viewDidAppear: self = .viewDidAppear
    case .viewWillDisappear: self = .viewWillDisappear
    case .viewDidDisappear: self = .viewDidDisappear
    default: return nil
    }
  }

  /// The name the log writes: `viewWillAppear(_:)`.
  public var callName: CallName {
    switch self {
    case .viewWillAppear: return .viewWillAppear
    case .viewIsAppearing: return .viewIsAppearing
    case .viewDidAppear: return .viewDidAppear
    case .viewWillDisappear: return .viewWillDisappear
    case .viewDidDisappear: return .viewDidDisappear
    }
  }

  public var description: String { callName.rawValue }
}

/// How many times each appearance callback reached one view controller.
public struct AppearanceCounts: Sendable, Hashable, CustomStringConvertible {
  public var viewWillAppear = 0
  public var viewIsAppearing = 0
  public var viewDidAppear = 0
  public var viewWillDisappear = 0
  public var viewDidDisappear = 0

  public init(
    viewWillAppear: Int = 0, viewIsAppearing: Int = 0, viewDidAppear: Int = 0,
    viewWillDisappear: Int = 0, viewDidDisappear: Int = 0
  ) {
    self.viewWillAppear = viewWillAppear
    self.viewIsAppearing = viewIsAppearing
    self.viewDidAppear = viewDidAppear
    self.viewWillDisappear = viewWillDisappear
    self.viewDidDisappear = viewDidDisappear
  }

  /// The count for one callback.
  public subscript(callback: AppearanceCallback) -> Int {
    get {
      switch callback {
      case .viewWillAppear: return viewWillAppear
      case .viewIsAppearing: return viewIsAppearing
      case .viewDidAppear: return viewDidAppear
      case .viewWillDisappear: return viewWillDisappear
      case .viewDidDisappear: return viewDidDisappear
      }
    }
    set {
      switch callback {
      case .viewWillAppear: viewWillAppear = newValue
      case .viewIsAppearing: viewIsAppearing = newValue
      case .viewDidAppear: viewDidAppear = newValue
      case .viewWillDisappear: viewWillDisappear = newValue
      case .viewDidDisappear: viewDidDisappear = newValue
      }
    }
  }

  /// All callbacks together.
  public var total: Int { AppearanceCallback.allCases.reduce(0) { $0 + self[$1] } }

  /// The callbacks that fired, in lifecycle order: `willAppear 1, isAppearing 1, didAppear 1`;
  /// `none` before the first.
  public var description: String {
    let fired = AppearanceCallback.allCases.filter { self[$0] > 0 }
    if fired.isEmpty { return "none" }
    return fired.map { "\($0.shortName) \(self[$0])" }.joined(separator: ", ")
  }
}

extension AppearanceCallback {
  /// The name without `view` and the signature: `willAppear`.
  var shortName: String {
    let name = rawValue.dropFirst("view".count)
    return name.prefix(1).lowercased() + name.dropFirst()
  }
}

/// One view controller's appearance: its state and how often each callback reached it.
public struct ViewControllerAppearance: Sendable, Hashable, CustomStringConvertible {
  /// The view controller's participant id.
  public var viewController: String
  public var state: AppearanceState
  public var counts: AppearanceCounts

  public init(
    viewController: String, state: AppearanceState = .disappeared,
    counts: AppearanceCounts = AppearanceCounts()
  ) {
    self.viewController = viewController
    self.state = state
    self.counts = counts
  }

  /// `vc.detail appeared (willAppear 1, isAppearing 1, didAppear 1)`.
  public var description: String { "\(viewController) \(state) (\(counts))" }
}
