/// An object of the log was freed: nothing held a strong reference to it any more.
///
/// `{"seq":57,"type":"release","t":1.35,"transition":null,"cause":null,"participant":"vc.detail",
///   "by":"vc.home"}`. Transit's engine writes one at the end of the run-loop turn in which the
/// object went, for the developer's classes and UIKit's alike; an app's console gives one for
/// each `deinit` or `dealloc` it prints. A log without release records says nothing about
/// lifetimes, and is judged as if it had none.
public struct Release: Sendable, Hashable {
  /// The object that was freed.
  public var participant: String
  /// The participant whose reference UIKit dropped last in that turn: the presenter of a
  /// dismissed view controller, the navigation controller of a popped one, the transition
  /// context of an animator. Nil when the log does not know, as when the app's own code let go
  /// (a local constant going out of scope) or the log was read from a console.
  public var by: String?

  public init(participant: String, by: String? = nil) {
    self.participant = participant
    self.by = by
  }
}

/// An object that a completed transition removed was still alive at the end of the run-loop
/// turn after it: what Transit's engine saw when it looked.
///
/// `{"seq":60,"type":"retained","t":1.35,"transition":2,"cause":null,"participant":"vc.detail",
///   "path":"DetailViewController.swipe → SwipeDownInteraction.screen → DetailViewController"}`.
/// The event's `transition` is the one that should have freed it. Written only for an object
/// that no view controller still on screen reaches through stored properties, so one an app
/// keeps on purpose (a screen it caches, an animator its delegate owns) is not reported.
public struct Retention: Sendable, Hashable {
  /// The object still alive.
  public var participant: String
  /// The strong references found from a live object to it, each hop `Class.property`, ending
  /// at its class; nil when none was found through stored properties, so something else holds
  /// it: a closure that captures it, a global, a timer.
  public var path: String?

  public init(participant: String, path: String? = nil) {
    self.participant = participant
    self.path = path
  }
}
