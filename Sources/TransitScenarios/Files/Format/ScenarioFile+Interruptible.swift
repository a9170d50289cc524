import Foundation

// The references of an interruptible transition: a finger that catches a presentation in
// flight with `pause()`, a card that expands from a view, a pan timed from the step before.
extension ScenarioFile {
  /// A pan with `pause:` catches the presentation of the view controller it is on: the
  /// interaction must be the one that view controller's transitioning delegate vends for its
  /// presentation, vended for every presentation (`wantsInteractiveStart: false`), and its
  /// animator must vend an interruptible animator, since `pause()` holds that animator and
  /// UIKit ignores it otherwise
  /// (https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/pause()).
  func checkCatch(
    _ pan: PanAction, on owner: ViewControllerSpec,
    _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    guard let pause = pan.pause else { return }
    guard let interaction = interactions.first(where: { $0.name == pause.name }) else {
      throw fail(
        pause.position,
        "'\(pause.name)' is not an interaction; declared: "
          + interactions.map(\.name).joined(separator: ", "))
    }
    guard presentedNames.contains(owner.className) else {
      throw fail(
        pause.position,
        "the finger pauses '\(pause.name)' to catch the presentation of \(owner.className), "
          + "but nothing presents \(owner.className)")
    }
    let delegate = delegates.first { $0.className == owner.transitioningDelegate?.name }
    guard let delegate, case .object(let vended)? = delegate.interactionForPresentation,
      vended.name == pause.name
    else {
      throw fail(
        pause.position,
        "the finger pauses '\(pause.name)', but \(owner.className)'s transitioning delegate "
          + "does not vend it from interactionControllerForPresentation")
    }
    guard !interaction.wantsInteractiveStart else {
      throw fail(
        pause.position,
        "pause() catches a presentation that plays on its own, but '\(pause.name)' starts it "
          + "interactively; give interaction '\(pause.name)' wantsInteractiveStart: false")
    }
    guard case .object(let animatorName)? = delegate.animatorForPresented,
      let animator = animators.first(where: { $0.className == animatorName.name })
    else {
      throw fail(
        pause.position,
        "UIKit asks for an interaction controller only when the delegate vends an animator; "
          + "give \(delegate.className) an animationControllerForPresented")
    }
    guard animator.isSwift || animator.implementsInterruptibleAnimator else {
      throw fail(
        pause.position,
        "pause() holds the transition's interruptible animator, and UIKit ignores it when the "
          + "animator vends none; add implements: [interruptibleAnimator] to animator "
          + "'\(animator.className)'")
    }
  }

  /// An animator that expands from a view names a view the file declares; a pan timed with
  /// `after:` follows a step.
  func checkInterruptibleReferences(
    viewIDs: [String: Position], _ fail: (Position, String) -> ScenarioFileError
  ) throws {
    for animator in animators {
      guard case .expand(let from) = animator.motion, viewIDs[from.name] == nil else { continue }
      throw fail(
        from.position,
        "animator '\(animator.className)' expands from '\(from.name)', but there is no such "
          + "view; declared: " + viewIDs.keys.sorted().joined(separator: ", "))
    }
    let betweenScreens =
      navigationDelegates.map { ($0.className, $0.animator) }
      + tabBarDelegates.map { ($0.className, $0.animator) }
    for case (let delegate, .object(let ref)?) in betweenScreens {
      guard let animator = animators.first(where: { $0.className == ref.name }),
        case .expand = animator.motion
      else { continue }
      throw fail(
        ref.position,
        "animator '\(ref.name)' expands a presented view from a view, which only a "
          + "presentation has; \(delegate) moves between screens, so give it an animator that "
          + "slides or fades")
    }
    if case .pan(let pan, let position)? = steps.first, pan.after != nil {
      throw fail(
        position,
        "step 1 has no step before it, so no transition in flight to catch; 'after' times a "
          + "pan from the step before it")
    }
  }
}
