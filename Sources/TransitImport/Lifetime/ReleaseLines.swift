import TransitLifecycle
import TransitTrace

// An app's `deinit` and `dealloc` prints, which become release records rather than calls:
// `<App.DetailViewController: 0x600000c04000> deinit` (`print(self, #function)`),
// `DetailViewController deinit` (a type and the function), `-[DetailViewController dealloc]`
// (`__PRETTY_FUNCTION__`). A release says the object was freed there; the leak rule judges a
// class only where the console shows it freed at least once (docs/lifecycle.md#fact-removed-freed).
// A bare `deinit`, which names no object, says nothing and is dropped.
extension LogAssembler {
  /// Writes the release a `deinit` or `dealloc` line shows, or drops one that names no object.
  func addRelease(_ printed: PrintedCall, at line: Int, time seconds: Double?) throws {
    guard case .named(let object) = printed.receiver else {
      summary.appPrints += 1
      return
    }
    summary.releases += 1
    let id = try declare(object, as: Self.receiver(ofReleased: object), receiving: printed.call)
    try emit(.release(Release(participant: id)), transition: nil, line: line, time: seconds)
  }

  /// What kind of object a class freed before it took part is, read from its name, so that it
  /// is declared under the role its calls would have given it: `SlideAnimator` is an animator,
  /// anything the name does not tell a view controller (the usual class that prints `deinit`).
  static func receiver(ofReleased object: PrintedObject) -> CallDefinition.Receiver {
    let name = object.name
    return releasedKinds.first { name.hasSuffix($0.suffix) }?.receiver ?? .viewController
  }

  /// The endings of class names that tell what a freed object was, made once rather than on
  /// every `deinit` line.
  private static let releasedKinds: [(suffix: String, receiver: CallDefinition.Receiver)] = [
    ("NavigationController", .navigationController), ("TabBarController", .tabBarController),
    ("PresentationController", .presentationController),
    ("TransitioningDelegate", .transitioningDelegate), ("Animator", .animator),
    ("AnimatedTransitioning", .animator), ("Transition", .animator),
    ("Interactor", .interactionController), ("Interaction", .interactionController),
    ("InteractiveTransition", .interactionController),
  ]
}
