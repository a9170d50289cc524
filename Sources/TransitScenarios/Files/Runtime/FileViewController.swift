import Foundation
import TransitUIKit

/// A view controller a scenario file describes. It builds its views in `viewDidLoad()` and
/// handles their taps and pans exactly as the built-in scenarios' view controllers do, so a
/// file and its Swift twin log the same calls.
@MainActor
final class FileViewController: UIViewController, DeclaredClassName, UISearchResultsUpdating {
  let spec: ScenarioFile.ViewControllerSpec
  unowned let world: FileWorld
  /// What each bar button item of the navigation item does.
  var barActions: [ObjectIdentifier: ScenarioFile.Action?] = [:]
  /// The interaction a finger caught in flight with `pause()`, and where it caught it.
  private var caught: (name: String, at: CGFloat)?

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
      let subview =
        viewSpec.isButton ? UIButton(frame: viewSpec.frame) : UIView(frame: viewSpec.frame)
      world.register(subview, as: viewSpec.id, owner: self)
      if let title = viewSpec.title { (subview as? UIButton)?.setTitle(title, for: .normal) }
      if viewSpec.touchUpInside != nil, let button = subview as? UIButton {
        button.addTarget(self, action: FileViewController.touchedUpInside, for: .touchUpInside)
      }
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
    if spec.onPan != nil {
      view.addGestureRecognizer(
        UIPanGestureRecognizer(target: self, action: FileViewController.panned))
    }
    observeTraits()
    world.setUpEveryday(of: self)
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

  private func touchedUpInside(_ button: UIButton) {
    if let action = spec.views.first(where: { $0.id == button.accessibilityIdentifier })?
      .touchUpInside
    {
      perform(action)
    }
  }

  /// Does what a button of this screen does, as its own code would.
  func perform(_ action: ScenarioFile.Action) {
    switch action {
    case .present(let target, let animated, let completion):
      defer { world.forgetLocals() }
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
    case .changeSheet(let change):
      world.changeSheet(change, of: self)
    case .show, .presentAlert, .setNavigationBarHidden, .splitColumn:
      world.performEveryday(action, on: self)
    case .setPage(let name, let direction, let animated, let completion):
      guard let pages = parent as? FilePageViewController else {
        world.fail(
          name.position,
          "\(spec.className) sets a page, but it is not a page of a page view controller")
        return
      }
      pages.setPage(
        name.name, direction: direction, animated: animated, completion: completion, world: world)
    }
  }

  /// A bar button item of the navigation item was tapped: its action, as the target's code.
  func barButtonTapped(_ item: UIBarButtonItem) {
    if let action = barActions[ObjectIdentifier(item)] ?? nil { perform(action) }
  }

  /// The search controller asks for results; the file's screens show none of their own.
  func updateSearchResults(for searchController: UISearchController) {}
}

/// A screen whose search controller has it as its delegate (`searchController: {delegate:
/// true}`) hears the search's presentation and dismissal.
extension FileViewController: UISearchControllerDelegate {
  func willPresentSearchController(_ searchController: UISearchController) {}
  func didPresentSearchController(_ searchController: UISearchController) {}
  func willDismissSearchController(_ searchController: UISearchController) {}
  func didDismissSearchController(_ searchController: UISearchController) {}
}

extension FileViewController {
  /// Drives an interactive presentation or dismissal: it starts when the finger goes down,
  /// follows it, and finishes past the interaction's threshold or cancels. The delegate vends
  /// the interaction while it drives, as card-zoom's delegate and the programming guide's swipe do.
  ///
  /// With `pause:`, a finger that lands while the view controller is being presented catches
  /// the presentation instead, as WWDC16 session 216's interruptible transitions do.
  private func panned(_ recognizer: UIPanGestureRecognizer) {
    let onPan = recognizer.view === view ? spec.onPan : viewSpec(of: recognizer)?.onPan
    guard let pan = onPan else { return }
    if catchPresentation(pan, with: recognizer) { return }
    let name = pan.interaction.name
    let progress = world.progress(of: recognizer, in: view, for: name)
    switch recognizer.state {
    case .began:
      world.activeInteractions[name] = world.interactionForGesture(named: name)
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

  /// Drives the interaction a finger caught in flight: `pause()` when it lands during the
  /// presentation, then from where it caught it, and on release finishes past the
  /// interaction's threshold or cancels. False when the pan does something else.
  private func catchPresentation(
    _ pan: ScenarioFile.PanAction, with recognizer: UIPanGestureRecognizer
  )
    -> Bool
  {
    if recognizer.state == .began {
      guard let pause = pan.pause, isBeingPresented,
        let interaction = world.longLivedInteractions[pause.name]
      else { return false }
      interaction.pause()
      caught = (pause.name, interaction.percentComplete)
      return true
    }
    guard let (name, caughtAt) = caught,
      let interaction = world.longLivedInteractions[name]
    else { return false }
    let progress = min(max(caughtAt + world.travel(of: recognizer, in: view, for: name), 0), 1)
    switch recognizer.state {
    case .changed:
      interaction.update(progress)
    case .ended, .cancelled:
      world.setTimingCurve(of: interaction, named: name, from: recognizer)
      if progress > world.interactionSpec(named: name).finishAbove && recognizer.state == .ended {
        interaction.finish()
      } else {
        interaction.cancel()
      }
      caught = nil
    default:
      break
    }
    return true
  }
}
