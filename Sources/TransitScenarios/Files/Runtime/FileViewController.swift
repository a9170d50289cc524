import Foundation
import TransitUIKit

/// A view controller a scenario file describes. It builds its views in `viewDidLoad()` and
/// handles their taps and pans exactly as the built-in scenarios' view controllers do, so a
/// file and its Swift twin log the same calls.
@MainActor
final class FileViewController: UIViewController, DeclaredClassName {
  let spec: ScenarioFile.ViewControllerSpec
  private unowned let world: FileWorld

  init(spec: ScenarioFile.ViewControllerSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
    super.init()
  }

  var declaredClassName: String { spec.className }

  override func viewDidLoad() {
    super.viewDidLoad()
    if let color = spec.backgroundColor { view.backgroundColor = color }
    for viewSpec in spec.views {
      let subview = UIView(frame: viewSpec.frame)
      world.register(subview, as: viewSpec.id, owner: self)
      if viewSpec.onTap != nil {
        subview.addGestureRecognizer(
          UITapGestureRecognizer(target: self, action: FileViewController.tapped))
      }
      if viewSpec.onPan != nil {
        subview.addGestureRecognizer(
          UIPanGestureRecognizer(target: self, action: FileViewController.panned))
      }
      view.addSubview(subview)
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let alongside = spec.alongsideInViewWillAppear {
      transitionCoordinator?.animate(
        alongsideTransition: { _ in }, completion: alongside.completion ? { _ in } : nil)
    }
  }

  private func viewSpec(of recognizer: UIGestureRecognizer) -> ScenarioFile.ViewSpec? {
    spec.views.first { $0.id == recognizer.view?.accessibilityIdentifier }
  }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    switch viewSpec(of: recognizer)?.onTap {
    case .present(let target, let animated, let completion):
      let presented = world.makeViewController(named: target.name)
      present(presented, animated: animated, completion: completion ? {} : nil)
    case .dismiss(let animated, let completion):
      dismiss(animated: animated, completion: completion ? {} : nil)
    case nil:
      break
    }
  }

  /// Drives an interactive presentation: it starts when the finger goes down, follows it, and
  /// finishes past the interaction's threshold or cancels.
  private func panned(_ recognizer: UIPanGestureRecognizer) {
    guard let pan = viewSpec(of: recognizer)?.onPan else { return }
    let interaction = world.interactionSpec(named: pan.interaction.name)
    let translation = recognizer.translation(in: view)
    let travel: CGFloat
    switch interaction.direction {
    case .left: travel = -translation.x
    case .right: travel = translation.x
    case .top: travel = -translation.y
    case .bottom: travel = translation.y
    }
    let progress = min(max(travel / interaction.distance, 0), 1)
    let name = pan.interaction.name
    switch recognizer.state {
    case .began:
      world.activeInteractions[name] = UIPercentDrivenInteractiveTransition()
      present(world.makeViewController(named: pan.present.name), animated: true)
    case .changed:
      world.activeInteractions[name]?.update(progress)
    case .ended, .cancelled:
      if progress > interaction.finishAbove && recognizer.state == .ended {
        world.activeInteractions[name]?.finish()
      } else {
        world.activeInteractions[name]?.cancel()
      }
      world.activeInteractions[name] = nil
    default:
      break
    }
  }
}
