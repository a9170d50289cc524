import Foundation
import TransitUIKit

/// A view controller a scenario file describes. It builds its views in `viewDidLoad()` and
/// handles their taps and pans exactly as the built-in scenarios' view controllers do, so a
/// file and its Swift twin log the same calls.
@MainActor
final class FileViewController: UIViewController, DeclaredClassName {
  let spec: ScenarioFile.ViewControllerSpec
  unowned let world: FileWorld

  init(spec: ScenarioFile.ViewControllerSpec, world: FileWorld) {
    self.spec = spec
    self.world = world
    super.init(nibName: nil, bundle: nil)
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
    observeTraits()
    for child in spec.children { embed(world.makeViewController(named: child.name)) }
  }

  override var shouldAutomaticallyForwardAppearanceMethods: Bool {
    !spec.forwardsAppearanceByHand
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let alongside = spec.alongsideInViewWillAppear {
      transitionCoordinator?.animate(
        alongsideTransition: { _ in }, completion: alongside.completion ? { _ in } : nil)
    }
    if spec.notifiesInteractionChanges {
      transitionCoordinator?.notifyWhenInteractionChanges { _ in }
    }
    forwardToChildren(appearing: true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    endChildrensAppearance()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    forwardToChildren(appearing: false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    endChildrensAppearance()
  }

  private func viewSpec(of recognizer: UIGestureRecognizer) -> ScenarioFile.ViewSpec? {
    spec.views.first { $0.id == recognizer.view?.accessibilityIdentifier }
  }

  private func tapped(_ recognizer: UITapGestureRecognizer) {
    if let action = viewSpec(of: recognizer)?.onTap { perform(action) }
  }

  /// Does what a button of this screen does, as its own code would.
  func perform(_ action: ScenarioFile.Action) {
    switch action {
    case .present(let target, let animated, let completion):
      let presented = world.makeViewController(named: target.name)
      present(
        presented, animated: animated,
        completion: world.block(completion) { [weak presented] in
          presented
        })
    case .dismiss(let animated, let completion):
      let presenter = presentingViewController
      dismiss(
        animated: animated, completion: world.block(completion) { [weak presenter] in presenter })
    case .push(let target, let animated, let completion):
      let pushed = world.makeViewController(named: target.name)
      navigationController?.pushViewController(pushed, animated: animated)
      world.afterPush(of: pushed, on: navigationController, completion)
    case .pop(let animated):
      _ = navigationController?.popViewController(animated: animated)
    case .selectTab(let index):
      tabBarController?.selectedIndex = index
    case .addChild(let target):
      embed(world.makeViewController(named: target.name))
    case .removeFromParent:
      leaveParent()
    case .transitionToChild(let target, let duration):
      swapLastChild(for: world.makeViewController(named: target.name), duration: duration)
    case .setViewControllers(let targets, let animated):
      if let navigation = navigationController {
        world.setStack(of: navigation, to: targets, animated: animated)
      }
    case .popToRoot(let animated):
      _ = navigationController?.popToRootViewController(animated: animated)
    }
  }

  /// Drives an interactive presentation or dismissal: it starts when the finger goes down,
  /// follows it, and finishes past the interaction's threshold or cancels. The delegate vends
  /// the interaction while it drives, as card-zoom's delegate and the programming guide's swipe do.
  private func panned(_ recognizer: UIPanGestureRecognizer) {
    guard let pan = viewSpec(of: recognizer)?.onPan else { return }
    let name = pan.interaction.name
    let progress = world.progress(of: recognizer, in: view, for: name)
    switch recognizer.state {
    case .began:
      world.activeInteractions[name] = UIPercentDrivenInteractiveTransition()
      switch pan.transition {
      case .present(let target):
        present(world.makeViewController(named: target.name), animated: true)
      case .dismiss:
        dismiss(animated: true)
      }
    default:
      world.drive(name, with: recognizer, progress: progress)
    }
  }
}
