import TransitReporter
import TransitTrace

/// The replayed states of the page's steps as JSON tables: each view and view controller once,
/// each distinct view tree once, each distinct state once.
///
/// A view tree is written flat, in pre-order, as triples: a view's index, how many of its
/// subviews follow, and how many more it has that are left out. `[0,2,0, 1,3,0, …]` is the
/// window with two subviews, the first of which has three. The window's tree comes first, then
/// each detached subtree. Flat, so that neither writing nor reading it recurses, however deep
/// a hand-written log nests its views.
///
/// What a state lists is bounded, so that a long log's page grows with its steps and not with
/// their square: the frontmost `subviewLimit` subviews of a view, at most `treeLimit` views in
/// all, the latest `detachedLimit` detached subtrees, the latest `inFlightLimit` transitions in
/// flight and the latest `endedTransitionLimit` ended ones, and the view controllers on screen
/// or on their way, with the latest `offScreenViewControllerLimit` off screen. What is left out
/// is counted.
struct StateTable {
  /// A view as the tables name it.
  struct ViewInfo: Hashable {
    var id: String
    var viewClass: String?
    var viewController: String?

    var json: JSONText {
      .array([.string(id), .optional(viewClass), .optional(viewController)])
    }
  }

  /// A view controller as the tables name it.
  struct ViewControllerInfo: Hashable {
    var id: String
    var className: String
    var role: String

    var json: JSONText { .array([.string(id), .string(className), .string(role)]) }
  }

  /// The roles a view controller plays, whose appearance the page lists.
  static let viewControllerRoles: Set<ParticipantRole> = [
    .presentingViewController, .presentedViewController, .navigationController,
    .tabBarController,
  ]

  static let subviewLimit = 40
  static let detachedLimit = 8
  static let endedTransitionLimit = 3
  static let offScreenViewControllerLimit = 6
  static let inFlightLimit = 8
  /// The most views a state's tree lists, however many the window holds or however deep they
  /// nest; views past it are counted as left out.
  static let treeLimit = 400

  private(set) var views: [ViewInfo] = []
  private(set) var viewControllers: [ViewControllerInfo] = []
  private(set) var trees: [JSONText] = []
  private(set) var states: [JSONText] = []
  private var viewIndex: [ViewInfo: Int] = [:]
  private var viewControllerIndex: [ViewControllerInfo: Int] = [:]
  private var treeIndex: [String: Int] = [:]
  private var stateIndex: [String: Int] = [:]

  /// Adds `state` unless an equal one is there, and returns its index in `states`.
  mutating func add(_ state: ScreenState) -> Int {
    let value = JSONText.object(members(state))
    let text = value.text
    if let known = stateIndex[text] { return known }
    stateIndex[text] = states.count
    states.append(value)
    return states.count - 1
  }

  /// The state's members; registers its views, view controllers and tree on the way.
  private mutating func members(_ state: ScreenState) -> [(String, JSONText)] {
    [
      ("tree", .int(tree(state.viewTree))),
      ("moreDetached", .int(max(state.viewTree.detachedRoots.count - Self.detachedLimit, 0))),
      ("vcs", .array(appearances(state))),
      ("chains", .array(state.presentationChains.map { .array($0.map(JSONText.string)) })),
      ("transitions", .array(Self.shownTransitions(state).map(Self.json))),
      (
        "moreInFlight", .int(max(state.transitions.count { $0.isInFlight } - Self.inFlightLimit, 0))
      ),
      ("warnings", .array(state.recentWarnings.map { .string($0.description) })),
    ]
  }

  /// Each view controller known at this point, with its appearance state and callback counts.
  private mutating func appearances(_ state: ScreenState) -> [JSONText] {
    var listed: [String] = []
    var seen = Set<String>()
    for participant in state.participants where Self.viewControllerRoles.contains(participant.role)
    {
      if seen.insert(participant.id).inserted { listed.append(participant.id) }
    }
    for appearance in state.appearances where seen.insert(appearance.viewController).inserted {
      listed.append(appearance.viewController)
    }
    // Off screen and not presented: only the latest few, which are the ones a step is about.
    let chained = Set(state.presentationChains.joined())
    let offScreen = listed.filter {
      state.appearance(of: $0) == .disappeared && !chained.contains($0)
    }
    let dropped = Set(offScreen.dropLast(Self.offScreenViewControllerLimit))
    return listed.filter { !dropped.contains($0) }.map { id in
      let participant = state.participant(id)
      let info = ViewControllerInfo(
        id: id, className: participant?.className ?? "?",
        role: participant?.role.rawValue ?? "?")
      let record = state.appearanceRecord(of: id)
      let counts = AppearanceCallback.allCases.map { JSONText.int(record.counts[$0]) }
      return .array([.int(register(info)), .string(record.state.rawValue)] + counts)
    }
  }

  private mutating func register(_ info: ViewControllerInfo) -> Int {
    if let index = viewControllerIndex[info] { return index }
    viewControllerIndex[info] = viewControllers.count
    viewControllers.append(info)
    return viewControllers.count - 1
  }

  private mutating func register(_ info: ViewInfo) -> Int {
    if let index = viewIndex[info] { return index }
    viewIndex[info] = views.count
    views.append(info)
    return views.count - 1
  }

  /// The index in `trees` of `tree`, flat in pre-order: the window's tree, then the latest
  /// detached ones.
  private mutating func tree(_ tree: ViewTree) -> Int {
    var flat: [JSONText] = []
    let detached = tree.detachedRoots.suffix(Self.detachedLimit)
    var stack = Array(([ViewTree.windowID] + detached).reversed())
    // Views are counted as their parent lists them, so every view a parent says follows it
    // does follow it.
    var budget = Self.treeLimit
    while let id = stack.popLast() {
      let node = tree.node(id)
      let subviews = tree.subviews(of: id)
      let shown = subviews.suffix(min(Self.subviewLimit, budget))
      budget -= shown.count
      let info = ViewInfo(id: id, viewClass: node?.viewClass, viewController: node?.viewController)
      flat += [.int(register(info)), .int(shown.count), .int(subviews.count - shown.count)]
      stack += shown.reversed()
    }
    let value = JSONText.array(flat)
    let text = value.text
    if let index = treeIndex[text] { return index }
    treeIndex[text] = trees.count
    trees.append(value)
    return trees.count - 1
  }

  /// The latest transitions in flight, and the latest ones that ended, in log order.
  static func shownTransitions(_ state: ScreenState) -> [ReplayedTransition] {
    let ended = state.transitions.filter { !$0.isInFlight }.suffix(endedTransitionLimit)
    let inFlight = state.transitions.filter(\.isInFlight).suffix(inFlightLimit)
    let keep = Set(ended.map(\.id) + inFlight.map(\.id))
    return state.transitions.filter { keep.contains($0.id) }
  }

  static func json(_ transition: ReplayedTransition) -> JSONText {
    .object([
      ("id", .int(transition.id)),
      ("kind", .optional(transition.kind?.rawValue)),
      ("from", .optional(transition.from)),
      ("to", .optional(transition.to)),
      ("style", .optional(transition.style)),
      ("animated", transition.animated.map(JSONText.bool) ?? .null),
      ("interactive", transition.interactive.map(JSONText.bool) ?? .null),
      ("container", .optional(transition.container)),
      ("state", .string(transition.state.rawValue)),
      ("outcome", .optional(transition.outcome?.rawValue)),
      ("percent", transition.percentComplete.map(JSONText.number) ?? .null),
    ])
  }
}
