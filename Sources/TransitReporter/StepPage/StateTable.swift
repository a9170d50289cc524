import TransitTrace

/// The replayed states of the page's steps as JSON tables: each view and view controller once,
/// each distinct view tree once, each distinct state once.
///
/// A view tree is written flat, in pre-order, as pairs of a view's index and its number of
/// subviews: `[0,2, 1,3, 2,0, 3,0, 4,0, 5,0]` is the window with two subviews, the first of
/// which has three. The window's tree comes first, then each detached subtree. Flat, so that
/// neither writing nor reading it recurses, however deep a hand-written log nests its views.
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

  private(set) var views: [ViewInfo] = []
  private(set) var viewControllers: [ViewControllerInfo] = []
  private(set) var trees: [JSONText] = []
  private(set) var states: [JSONText] = []
  private var viewIndex: [ViewInfo: Int] = [:]
  private var viewControllerIndex: [ViewControllerInfo: Int] = [:]
  private var treeIndex: [String: Int] = [:]
  private var stateIndex: [String: Int] = [:]
  private var bySeq: [Int: (state: ScreenState, index: Int)] = [:]

  /// The tables of `snapshots`, visited in `seq` order so that indexes follow the log.
  init(snapshots: [Int: ScreenState]) {
    for seq in snapshots.keys.sorted() {
      guard let state = snapshots[seq] else { continue }
      let value = JSONText.object(members(state))
      let text = value.text
      let index: Int
      if let known = stateIndex[text] {
        index = known
      } else {
        index = states.count
        stateIndex[text] = index
        states.append(value)
      }
      bySeq[seq] = (state, index)
    }
  }

  /// The state after `seq`, as replayed; an empty screen for a `seq` no step shows.
  func state(at seq: Int) -> ScreenState {
    bySeq[seq]?.state ?? ScreenState()
  }

  /// The index in `states` of the state after `seq`.
  func index(at seq: Int) -> Int {
    bySeq[seq]?.index ?? 0
  }

  /// The state's members; registers its views, view controllers and tree on the way.
  private mutating func members(_ state: ScreenState) -> [(String, JSONText)] {
    [
      ("tree", .int(tree(state.viewTree))),
      ("vcs", .array(appearances(state))),
      ("chains", .array(state.presentationChains.map { .array($0.map(JSONText.string)) })),
      ("transitions", .array(state.transitions.map(Self.json))),
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
    return listed.map { id in
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

  /// The index in `trees` of `tree`, flat in pre-order: the window's tree, then each detached one.
  private mutating func tree(_ tree: ViewTree) -> Int {
    var flat: [JSONText] = []
    var stack = Array(([ViewTree.windowID] + tree.detachedRoots).reversed())
    while let id = stack.popLast() {
      let node = tree.node(id)
      let subviews = tree.subviews(of: id)
      let info = ViewInfo(id: id, viewClass: node?.viewClass, viewController: node?.viewController)
      flat.append(.int(register(info)))
      flat.append(.int(subviews.count))
      stack += subviews.reversed()
    }
    let value = JSONText.array(flat)
    let text = value.text
    if let index = treeIndex[text] { return index }
    treeIndex[text] = trees.count
    trees.append(value)
    return trees.count - 1
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
