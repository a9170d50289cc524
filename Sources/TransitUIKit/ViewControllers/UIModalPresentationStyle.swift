/// Mirrors `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable, CaseIterable, CustomStringConvertible {
  /// Covers the screen; the presenter's views are removed when the presentation completes, and
  /// the presenter gets its disappear and appear callbacks (Apple's .fullScreen page;
  /// betterhee's 2022 device log).
  case fullScreen = 0
  /// A card over the presenter, the default since iOS 13; the presenter gets no callbacks.
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  /// Uses the presentation controller the transitioning delegate vends.
  case custom = 4
  /// Covers the screen but keeps the presenter's views (Apple's .overFullScreen page).
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  /// Resolves to `.pageSheet` for a plain view controller since iOS 13
  /// (docs/lifecycle.md#contradiction-default-style).
  case automatic = -2

  /// The style UIKit actually uses.
  var resolved: UIModalPresentationStyle {
    switch self {
    case .automatic, .popover, .none: return .pageSheet
    default: return self
    }
  }

  /// Whether UIKit's presentation controller for this style removes the presenter's views,
  /// which is what gives the presenter its appearance callbacks (UIKit 26.1;
  /// docs/lifecycle.md#fact-presenter-callbacks-when-removed).
  var removesPresentersView: Bool {
    self == .fullScreen || self == .currentContext
  }

  /// The name as the log writes it: `fullScreen`, `pageSheet`, `custom`…
  public var description: String {
    switch self {
    case .fullScreen: return "fullScreen"
    case .pageSheet: return "pageSheet"
    case .formSheet: return "formSheet"
    case .currentContext: return "currentContext"
    case .custom: return "custom"
    case .overFullScreen: return "overFullScreen"
    case .overCurrentContext: return "overCurrentContext"
    case .popover: return "popover"
    case .none: return "none"
    case .automatic: return "automatic"
    }
  }
}
