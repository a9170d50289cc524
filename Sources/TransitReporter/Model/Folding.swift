import TransitTrace

/// A shown record and the shown records that ran inside it (its `cause` descendants).
final class TreeNode {
  let event: Event
  var children: [TreeItem] = []

  init(event: Event) { self.event = event }
}

/// One entry of a list of siblings: a record, or a folded run of identical windows of records.
enum TreeItem {
  case node(TreeNode)
  /// `instances[i]` is the i-th repetition of the window; every one has the same shape.
  case fold(instances: [[TreeNode]])
}

/// The shown records as a forest, following `cause`.
enum Forest {
  /// The deepest a record is nested. A call made inside a call that deep is drawn beside the
  /// calls at that depth, as if made by the same caller: no diagram can show 64 nested
  /// activation bars apart, and a bound on the depth bounds every walk of the tree (folding,
  /// rows, releasing it), so a log whose every call causes the next cannot exhaust the stack.
  static let maximumDepth = 64

  /// Nests each event under its nearest shown ancestor, keeping `seq` order: an event whose
  /// ancestor is no longer open (a log not written depth-first) starts a new top-level tree
  /// rather than moving back up the diagram.
  static func build(_ events: [Event], log: LogIndex) -> [TreeItem] {
    let shown = Set(events.map(\.seq))
    // The nearest shown ancestor of each hidden record met so far, so a long chain of hidden
    // causes is walked once, not once per record below it.
    var nearestShown: [Int: Int?] = [:]
    func shownAncestor(of event: Event) -> Int? {
      var walked: [Int] = []
      var ancestor = event.cause
      var found: Int?
      while let seq = ancestor {
        if shown.contains(seq) {
          found = seq
          break
        }
        if let known = nearestShown[seq] {
          found = known
          break
        }
        walked.append(seq)
        ancestor = log.event(seq)?.cause
      }
      for seq in walked { nearestShown[seq] = found }
      return found
    }
    var roots: [TreeItem] = []
    var stack: [TreeNode] = []
    for event in events {
      let node = TreeNode(event: event)
      if let ancestor = shownAncestor(of: event),
        let depth = stack.lastIndex(where: { $0.event.seq == ancestor })
      {
        let parent = min(depth, maximumDepth - 2)
        stack.removeSubrange((parent + 1)...)
        stack[parent].children.append(.node(node))
      } else {
        stack.removeAll()
        roots.append(.node(node))
      }
      stack.append(node)
    }
    return roots
  }
}

/// Folds repeated windows of sibling records into one, the way AppMap's sequence diagrams do:
/// each subtree gets a digest of its shape, and a window of up to `maximumWindow` siblings
/// repeated at least `minimumRepeats` times in a row folds into one instance with a count.
///
/// A shape ignores numbers (the `update(_:)` progress, a pan's translation) and keeps
/// everything else, so forty `update(_:)` calls, each with its gesture, fold into one window.
enum Folding {
  static let maximumWindow = 4
  static let minimumRepeats = 3

  static func fold(_ items: [TreeItem]) -> [TreeItem] {
    var digests = Digests()
    return fold(items, &digests)
  }

  private static func fold(_ items: [TreeItem], _ digests: inout Digests) -> [TreeItem] {
    let nodes: [TreeNode] = items.compactMap {
      if case .node(let node) = $0 { return node }
      return nil
    }
    for node in nodes { node.children = fold(node.children, &digests) }
    guard nodes.count == items.count, nodes.count >= minimumRepeats else { return items }
    let keys = nodes.map { digests.digest($0) }
    var result: [TreeItem] = []
    var index = 0
    while index < nodes.count {
      var best: (window: Int, repeats: Int)?
      for window in 1...maximumWindow where index + window * minimumRepeats <= nodes.count {
        var repeats = 1
        while index + (repeats + 1) * window <= nodes.count,
          keys[(index + repeats * window)..<(index + (repeats + 1) * window)]
            .elementsEqual(keys[index..<(index + window)])
        {
          repeats += 1
        }
        if repeats >= minimumRepeats, window * repeats > (best.map { $0.window * $0.repeats } ?? 0)
        {
          best = (window, repeats)
        }
      }
      if let best {
        let instances = (0..<best.repeats).map { instance in
          Array(nodes[(index + instance * best.window)..<(index + (instance + 1) * best.window)])
        }
        result.append(.fold(instances: instances))
        index += best.window * best.repeats
      } else {
        result.append(.node(nodes[index]))
        index += 1
      }
    }
    return result
  }

  /// Shape digests, interned as small integers so comparing two subtrees is one comparison.
  private struct Digests {
    private var ids: [String: Int] = [:]
    private var cache: [ObjectIdentifier: Int] = [:]

    mutating func digest(_ node: TreeNode) -> Int {
      if let known = cache[ObjectIdentifier(node)] { return known }
      var key = Self.shape(of: node.event)
      for child in node.children {
        switch child {
        case .node(let inner): key += "|\(digest(inner))"
        case .fold(let instances):
          key +=
            "|fold\(instances.count):"
            + instances[0].map { String(digest($0)) }
            .joined(separator: ",")
        }
      }
      let id: Int
      if let known = ids[key] {
        id = known
      } else {
        id = ids.count
        ids[key] = id
      }
      cache[ObjectIdentifier(node)] = id
      return id
    }

    /// What must match for two records to fold: everything but numbers.
    private static func shape(of event: Event) -> String {
      func value(_ value: Value?) -> String {
        guard let value else { return "-" }
        return value.doubleValue == nil ? "=\(value)" : "#"
      }
      switch event.body {
      case .call(let call):
        let args = call.args.pairs.map { $0.key + value($0.value) }
        return join(
          ["c", call.callerID, call.receiver, call.name.rawValue, value(call.result)]
            + [call.block == nil ? "" : "block"] + args)
      case .gesture(let gesture):
        return join(["g", gesture.kind, gesture.state, gesture.view, gesture.target])
      case .view(let change):
        return join(["v", change.caller, change.name.rawValue, change.view, change.superview])
      case .transition, .warning, .note, .release, .retained:
        // Never folded: each is a moment of its own.
        return join(["t", String(event.seq)])
      }
    }

    /// Joins fields with a separator no id or name contains, so two shapes never run together.
    private static func join(_ fields: [String]) -> String {
      fields.joined(separator: "\u{1}")
    }
  }
}
