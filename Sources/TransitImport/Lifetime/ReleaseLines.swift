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
    try emit(.release(Release(participant: id.id)), transition: nil, line: line, time: seconds)
  }

  /// What kind of object a class freed before it took part is, read from its name, so that it
  /// is declared under the role its calls would have given it: `SlideAnimator` is an animator,
  /// `DetailViewController`, `SettingsController` and `LoginVC` view controllers (the usual
  /// classes that print `deinit`), and a name that tells none of UIKit's kinds (`Presenter`,
  /// `Router`, `ProfileViewModel`) one of the app's own objects, not a view controller.
  static func receiver(ofReleased object: PrintedObject) -> CallDefinition.Receiver {
    let name = object.name
    if let kind = releasedKinds.first(where: { name.hasSuffix($0.suffix) }) {
      return kind.receiver
    }
    return viewControllerEndings.contains { name.hasSuffix($0) } ? .viewController : .appObject
  }

  /// The endings of a view controller's class name, as `Participants` strips them.
  private static let viewControllerEndings = ["Controller", "VC"]

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
