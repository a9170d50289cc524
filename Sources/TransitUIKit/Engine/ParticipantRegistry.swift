import TransitTrace

/// Gives every object of a run a short, stable, readable id, and remembers who was declared.
///
/// Ids follow the object's role and class: `HomeViewController` becomes `vc.home`,
/// `DimmingPresentationController` becomes `pc.dimming`, a plain `UIPresentationController`
/// becomes `pc`, and a second object with the same id gets `.2`. A scenario can choose an id
/// itself with `Simulator.identify(_:as:)`.
@preconcurrency @MainActor
final class ParticipantRegistry {
  static let appID = "app"
  static let uikitID = "uikit"

  private var ids: [ObjectIdentifier: String] = [:]
  /// Keeps every named object alive for the whole run, so an id is never reused by a new
  /// object at the same address.
  private var objects: [AnyObject] = []
  private var chosen: [ObjectIdentifier: (id: String, role: ParticipantRole?)] = [:]
  private var declared: Set<String> = []
  private var objectsByID: [String: ObjectIdentifier] = [:]

  /// Reserves `id` (and optionally the role) for `object` before it is first named.
  func choose(_ id: String, role: ParticipantRole?, for object: AnyObject) {
    chosen[ObjectIdentifier(object)] = (id, role)
    objects.append(object)
  }

  /// The object's id, and its declaration if this is the first time it is named.
  func id(of object: AnyObject, role: ParticipantRole) -> (String, Participant?) {
    let key = ObjectIdentifier(object)
    if let id = ids[key] { return (id, nil) }
    let preset = chosen[key]
    let role = preset?.role ?? role
    let id = unique(preset?.id ?? Self.derivedID(for: object, role: role))
    ids[key] = id
    objectsByID[id] = key
    objects.append(object)
    declared.insert(id)
    let participant = Participant(id: id, className: Self.className(of: object), role: role)
    return (id, participant)
  }

  /// The object that has the id `id`, if it is an object of the run.
  func object(named id: String) -> ObjectIdentifier? { objectsByID[id] }

  /// Records a participant that is not an object; returns false if it was declared before.
  func declareIfNew(_ participant: Participant) -> Bool {
    declared.insert(participant.id).inserted
  }

  /// `id`, or `id.2`, `id.3`… if it is taken.
  func unique(_ id: String) -> String {
    guard declared.contains(id) else { return id }
    var counter = 2
    while declared.contains("\(id).\(counter)") { counter += 1 }
    return "\(id).\(counter)"
  }

  /// The Swift class name as a user writes it: `HomeViewController`, not `Module.Home…`.
  static func className(of object: AnyObject) -> String {
    if let declared = object as? DeclaredClassName { return declared.declaredClassName }
    return String(describing: type(of: object))
  }

  static func derivedID(for object: AnyObject, role: ParticipantRole) -> String {
    let prefix = Self.prefix(for: role)
    let stem = Self.stem(of: className(of: object))
    return stem.isEmpty ? prefix : "\(prefix).\(stem)"
  }

  private static func prefix(for role: ParticipantRole) -> String {
    switch role {
    case .presentingViewController, .presentedViewController: return "vc"
    case .transitioningDelegate, .containerDelegate: return "delegate"
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
    case .uikit: return uikitID
    default: return "object"
    }
  }

  /// The distinctive part of a class name: `UIPercentDrivenInteractiveTransition` gives
  /// `percentDriven`, `CardTransitioningDelegate` gives `card`, `LibraryNavigationController`
  /// gives `library` and `UINavigationController` nothing (so its id is the bare `nav`).
  static func stem(of className: String) -> String {
    var name = Substring(className.prefix { $0 != "<" })
    if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true {
      name = name.dropFirst(2)
    }
    let suffixes = [
      "NavigationControllerDelegate", "TabBarControllerDelegate", "NavigationController",
      "TabBarController", "PageViewControllerDataSource", "PageViewControllerDelegate",
      "PageViewController", "SplitViewControllerDelegate", "SplitViewController",
      "ViewPropertyAnimator", "PresentationController",
      "TransitioningDelegate",
      "InteractiveTransition", "TransitionAnimator", "AnimatedTransitioning", "ViewController",
      "Animator", "Interactor", "Controller", "Delegate",
    ]
    if let suffix = suffixes.first(where: { name.hasSuffix($0) }) {
      name = name.dropLast(suffix.count)
    }
    return lowerCamel(name)
  }

  /// `SingleColor` gives `singleColor`; `URLCard` gives `urlCard`.
  private static func lowerCamel(_ name: Substring) -> String {
    let upper = name.prefix { $0.isUppercase }
    guard !upper.isEmpty else { return String(name) }
    let lowered = upper.count > 1 && upper.count < name.count ? upper.dropLast() : upper
    return lowered.lowercased() + name.dropFirst(lowered.count)
  }
}

/// An object standing in for a class that exists only in a description, such as a view
/// controller a scenario file names; the log shows the declared name, not the stand-in's.
@preconcurrency @MainActor
public protocol DeclaredClassName: AnyObject {
  /// The class name the log uses for this object, as a user would write it in Swift.
  var declaredClassName: String { get }
}
