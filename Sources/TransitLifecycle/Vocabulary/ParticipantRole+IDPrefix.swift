extension ParticipantRole {
  /// The first part of the id of an object in this role, before its class's distinctive part:
  /// `vc` in `vc.home`, `animator` in `animator.zoom`, `ctx` in `ctx.1`. The one table the
  /// engine and the importer name objects by, so a traced log and an imported console give
  /// one object the same id.
  package var idPrefix: String {
    switch self {
    case .presentingViewController, .presentedViewController, .viewController: return "vc"
    case .transitioningDelegate, .containerDelegate, "adaptiveDelegate": return "delegate"
    case .presentationController: return "pc"
    case .animator: return "animator"
    case .interactionController: return "interactor"
    case .transitionContext: return "ctx"
    case .transitionCoordinator: return "coordinator"
    case .navigationController: return "nav"
    case .tabBarController: return "tab"
    case .pageViewController: return "page"
    case .splitViewController: return "split"
    case .propertyAnimator: return "propertyAnimator"
    case .uikit: return "uikit"
    default: return "object"
    }
  }
}

extension CallDefinition.Receiver {
  /// The id prefix of an object a console shows receiving such a call: its role's
  /// (`ParticipantRole.idPrefix`), and for the receivers that play no role of their own, a
  /// prefix of theirs.
  package var idPrefix: String {
    switch self {
    case .viewController: return ParticipantRole.presentedViewController.idPrefix
    // A property animator plays the animator's part in a transition, but keeps its own name.
    case .propertyAnimator: return ParticipantRole.propertyAnimator.idPrefix
    case .pageDelegate: return ParticipantRole.containerDelegate.idPrefix
    case .view: return "view"
    case .listDelegate: return "list"
    case .appObject: return "object"
    // An object UIKit hands a closure to is the app's.
    case .uikit: return "app"
    default: return role?.idPrefix ?? "object"
    }
  }
}
