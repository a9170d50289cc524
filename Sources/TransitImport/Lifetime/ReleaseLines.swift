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
    // Compared as bytes: `String.hasSuffix` compares characters, about 150 instructions an
    // ending, ten endings on every `deinit` line. The two differ only where the character
    // before an ending joins its first letter, which no class name or label does.
    var name = object.name
    return name.withUTF8 { bytes in
      for kind in releasedKinds where Bytes.hasSuffix(bytes, kind.suffix) {
        return kind.receiver
      }
      return Bytes.hasSuffix(bytes, "Controller") || Bytes.hasSuffix(bytes, "VC")
        ? .viewController : .appObject
    }
  }

  /// The endings of class names that tell what a freed object was, made once rather than on
  /// every `deinit` line; a view controller's endings, as `Participants` strips them
  /// (`Controller`, `VC`), come after them. The first ending that matches wins, so an ending
  /// comes before any shorter one it ends with: `InteractiveTransition` (UIKit's
  /// `UIPercentDrivenInteractiveTransition` and its subclasses) before `Transition`.
  private static let releasedKinds: [(suffix: StaticString, receiver: CallDefinition.Receiver)] = [
    ("NavigationController", .navigationController), ("TabBarController", .tabBarController),
    ("PresentationController", .presentationController),
    ("TransitioningDelegate", .transitioningDelegate), ("Animator", .animator),
    ("AnimatedTransitioning", .animator), ("InteractiveTransition", .interactionController),
    ("Transition", .animator), ("Interactor", .interactionController),
    ("Interaction", .interactionController),
  ]
}
