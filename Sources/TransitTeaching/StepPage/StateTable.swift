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
    .presentingViewController, .presentedViewController, .viewController,
    .navigationController, .tabBarController,
  ]

  static let subviewLimit = 40
  /// The most objects a state lists alive or released: the latest declared.
  static let objectLimit = 40
  static let detachedLimit = 8
  static let endedTransitionLimit = 3
  static let offScreenViewControllerLimit = 6
  static let inFlightLimit = 8
  /// The most view controllers on screen listed, the latest; and the most of a presentation
  /// chain, its top, after the count of those below.
  static let onScreenViewControllerLimit = 24
  static let chainLimit = 12
  /// The most views a state's tree lists, however many the window holds or however deep they
  /// nest; views past it are counted as left out.
  static let treeLimit = 400

  private(set) var views: [ViewInfo] = []
  private(set) var viewControllers: [ViewControllerInfo] = []
  /// Whether the states list objects alive or released: only for a log that records
  /// lifetimes (a release or a `retained` record), which says something about them.
  var listsObjects = false
  /// The objects the states list alive or released, each once: `[id, class, role]`.
  private(set) var objects: [ViewControllerInfo] = []
  private var objectIndex: [ViewControllerInfo: Int] = [:]
  private(set) var trees: [JSONText] = []
  private(set) var states: [JSONText] = []
  private var viewIndex: [ViewInfo: Int] = [:]
  private var viewControllerIndex: [ViewControllerInfo: Int] = [:]
  private var treeIndex: [String: Int] = [:]
  private var stateIndex: [String: Int] = [:]
  /// The view controllers a state may list, kept as states come (each later than the last):
  /// those declared with a view controller's role, in declaration order, then those only an
  /// appearance callback names, in the order of their first; and how much of each state's
  /// participants and appearances has been looked at.
  private var declaredViewControllers: [String] = []
  private var otherViewControllers: [String] = []
  private var knownViewControllers: Set<String> = []
  private var participantsSeen = 0
  private var appearancesSeen = 0
  /// How many of the latest view controllers a state looks at to choose those it lists.
  static let viewControllerWindow = 512

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
    let (vcs, moreViewControllers) = appearances(state)
    // `moreVCs` only when some are left out, so a page with few view controllers is what it
    // was before the limit.
    let more: [(String, JSONText)] =
      moreViewControllers > 0 ? [("moreVCs", .int(moreViewControllers))] : []
    return [
      ("tree", .int(tree(state.viewTree))),
      ("moreDetached", .int(max(state.viewTree.detachedCount - Self.detachedLimit, 0))),
      ("vcs", .array(vcs)),
    ] + more + [
      ("chains", .array(state.presentationChains.map(Self.chain))),
      ("transitions", .array(Self.shownTransitions(state).map(Self.json))),
      ("moreInFlight", .int(max(state.inFlightCount - Self.inFlightLimit, 0))),
      ("warnings", .array(state.recentWarnings.map { .string($0.description) })),
    ] + lifetimes(state)
  }

  /// Each object the log has named, the latest `objectLimit` of them, alive or released
  /// (docs/lifecycle.md#facts-lifetime): `[index, seq of its release or 0, who let go or
  /// null]`; and what the log showed still alive after the transition that should have freed
  /// it. Nothing unless `listsObjects`.
  private mutating func lifetimes(_ state: ScreenState) -> [(String, JSONText)] {
    guard listsObjects else { return [] }
    let known = state.participants.filter { $0.role != .uikit && $0.role != .app }
    let shown = known.suffix(Self.objectLimit).map { participant -> JSONText in
      let info = ViewControllerInfo(
        id: participant.id, className: participant.className, role: participant.role.rawValue)
      let index: Int
      if let existing = objectIndex[info] {
        index = existing
      } else {
        index = objects.count
        objectIndex[info] = index
        objects.append(info)
      }
      let release = state.release(of: participant.id)
      return .array([
        .int(index), .int(release?.seq ?? 0), .optional(release?.release.by),
      ])
    }
    return [
      ("objects", .array(shown)),
      ("moreObjects", .int(known.count - shown.count)),
      ("retained", .array(state.recentRetentions.map { .string($0.description) })),
    ]
  }

  /// Each view controller known at this point, with its appearance state and callback counts:
  /// those on screen or on their way (the latest `onScreenViewControllerLimit`) and the latest
  /// `offScreenViewControllerLimit` off screen.
  private mutating func appearances(_ state: ScreenState) -> (listed: [JSONText], more: Int) {
    for participant in state.participants.dropFirst(participantsSeen)
    where Self.viewControllerRoles.contains(participant.role) {
      if knownViewControllers.insert(participant.id).inserted {
        declaredViewControllers.append(participant.id)
      } else if let index = otherViewControllers.firstIndex(of: participant.id) {
        otherViewControllers.remove(at: index)
        declaredViewControllers.append(participant.id)
      }
    }
    participantsSeen = state.participants.count
    for appearance in state.appearances.dropFirst(appearancesSeen)
    where knownViewControllers.insert(appearance.viewController).inserted {
      otherViewControllers.append(appearance.viewController)
    }
    appearancesSeen = state.appearances.count
    // Only the latest ones are looked at, so a log naming thousands of view controllers does not
    // make every state look at them all; the others are counted.
    let total = declaredViewControllers.count + otherViewControllers.count
    let window = Self.viewControllerWindow
    let listed =
      Array(declaredViewControllers.suffix(max(window - otherViewControllers.count, 0)))
      + otherViewControllers.suffix(window)
    // Off screen and not presented: only the latest few, which are the ones a step is about.
    let chained = Set(state.presentationChains.joined())
    let offScreen = listed.filter {
      state.appearance(of: $0) == .disappeared && !chained.contains($0)
    }
    var dropped = Set(offScreen.dropLast(Self.offScreenViewControllerLimit))
    let isOffScreen = Set(offScreen)
    let onScreen = listed.filter { !isOffScreen.contains($0) }
    let more = max(onScreen.count - Self.onScreenViewControllerLimit, 0) + total - listed.count
    dropped.formUnion(onScreen.dropLast(Self.onScreenViewControllerLimit))
    let shown = listed.filter { !dropped.contains($0) }.map { id -> JSONText in
      let participant = state.participant(id)
      let info = ViewControllerInfo(
        id: id, className: participant?.className ?? "?",
        role: participant?.role.rawValue ?? "?")
      let record = state.appearanceRecord(of: id)
      let counts = AppearanceCallback.allCases.map { JSONText.int(record.counts[$0]) }
      return .array([.int(register(info)), .string(record.state.rawValue)] + counts)
    }
    return (shown, more)
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
    let detached = tree.latestDetached(Self.detachedLimit)
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

  /// A presentation chain, its top `chainLimit` view controllers after the count of those
  /// left out below them: `[37, "vc.a", …]`.
  static func chain(_ chain: [String]) -> JSONText {
    let shown = chain.suffix(chainLimit).map(JSONText.string)
    let hidden = chain.count - shown.count
    return .array((hidden > 0 ? [.int(hidden)] : []) + shown)
  }

  /// The latest transitions in flight, and the latest ones that ended, in log order.
  static func shownTransitions(_ state: ScreenState) -> [ReplayedTransition] {
    let inFlight = state.inFlight(last: inFlightLimit)
    return (state.latestEnded(endedTransitionLimit) + inFlight).sorted {
      (state.position(ofTransition: $0.id) ?? 0) < (state.position(ofTransition: $1.id) ?? 0)
    }
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
