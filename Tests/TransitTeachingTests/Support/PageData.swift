import Foundation

/// The JSON a step-through page embeds, parsed back for tests: its steps, captions,
/// violations and replayed states, read the way the page's script reads them.
struct PageData {
  struct Step {
    var id: String
    var seq: Int
    var last: Int
    var kind: String
    var code: String
    var who: String
    var what: String
    var general: String?
    var state: Int
    var stateSeq: Int
    var caption: Int
    var changes: [String]
    var skipped: [Skipped]
    var skippedMore: Int
    var violations: [Int]
  }

  /// A record listed as not drawn: its `Event.description`, `12 uikit → …`.
  struct Skipped {
    var text: String
    var leadingSeq: Int? { Int(text.prefix { $0.isNumber }) }
  }

  struct Caption {
    var meaning: String
    /// Each source's evidence, short name and the address its name links to.
    var sources: [(evidence: String, name: String, link: String?)]
  }
  struct Violation {
    var step: Int
    var rule: String
  }

  /// One replayed state, decoded: the view tree, appearance, chains and transitions.
  struct State {
    /// The window, then each detached root.
    var roots: [String] = []
    /// Every view's subviews, back to front.
    var subviews: [String: [String]] = [:]
    var appearance: [(String, String)] = []
    var chains: [[String]] = []
    /// `1 began` for each transition.
    var transitions: [String] = []
    /// How many subviews the tree leaves out, and how many detached subtrees.
    var leftOut = 0
    var moreDetached = 0
    /// `vc.detail alive` or `vc.detail released at seq 88 by vc.detailList`, for each object
    /// listed; nil for a log that records no lifetimes.
    var objects: [String]?
    /// What the log showed still alive after the transition that should have freed it.
    var retained: [String] = []
  }

  let checked: Bool
  let steps: [Step]
  let captions: [Caption]
  let violations: [Violation]
  private let views: [[Any]]
  private let viewControllers: [[Any]]
  private let objects: [[Any]]
  private let trees: [[Int]]
  private let states: [[String: Any]]

  struct Missing: Error {}

  /// The data of the page `html`, from its `transit-data` script element.
  init(html: String) throws {
    let open = "<script type=\"application/json\" id=\"transit-data\">"
    guard let start = html.range(of: open),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { throw Missing() }
    let text = html[start.upperBound..<end.lowerBound]
    guard let root = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
    else { throw Missing() }
    checked = root["checked"] as? Bool ?? false
    let generals = root["generals"] as? [String] ?? []
    views = root["views"] as? [[Any]] ?? []
    viewControllers = root["vcs"] as? [[Any]] ?? []
    objects = root["objects"] as? [[Any]] ?? []
    trees = root["trees"] as? [[Int]] ?? []
    states = root["states"] as? [[String: Any]] ?? []
    captions = (root["captions"] as? [[String: Any]] ?? []).map {
      Caption(
        meaning: $0["meaning"] as? String ?? "",
        sources: ($0["sources"] as? [[String: Any]] ?? []).map {
          (
            $0["evidence"] as? String ?? "", $0["name"] as? String ?? "",
            $0["link"] as? String
          )
        })
    }
    violations = (root["violations"] as? [[String: Any]] ?? []).map {
      Violation(step: $0["step"] as? Int ?? -1, rule: $0["rule"] as? String ?? "")
    }
    steps = (root["steps"] as? [[String: Any]] ?? []).map { step in
      Step(
        id: step["id"] as? String ?? "", seq: step["seq"] as? Int ?? 0,
        last: step["last"] as? Int ?? 0, kind: step["kind"] as? String ?? "",
        code: step["code"] as? String ?? "", who: step["who"] as? String ?? "",
        what: step["what"] as? String ?? "",
        general: (step["general"] as? Int).flatMap { $0 >= 0 ? generals[$0] : nil },
        state: step["state"] as? Int ?? 0, stateSeq: step["stateSeq"] as? Int ?? 0,
        caption: step["caption"] as? Int ?? -1, changes: step["changes"] as? [String] ?? [],
        skipped: (step["skipped"] as? [String] ?? []).map(Skipped.init),
        skippedMore: step["skippedMore"] as? Int ?? 0,
        violations: step["violations"] as? [Int] ?? [])
    }
  }

  /// The state `step` shows, decoded from the flat tree and the tables.
  func state(of step: Step) -> State {
    var decoded = State()
    let raw = states[step.state]
    let flat = trees[raw["tree"] as? Int ?? 0]
    var open: [(id: String, left: Int)] = []
    var index = 0
    while index + 2 < flat.count {
      let id = views[flat[index]][0] as? String ?? "?"
      let count = flat[index + 1]
      decoded.leftOut += flat[index + 2]
      index += 3
      if let parent = open.last {
        decoded.subviews[parent.id, default: []].append(id)
        open[open.count - 1].left -= 1
      } else {
        decoded.roots.append(id)
      }
      decoded.subviews[id] = decoded.subviews[id] ?? []
      if count > 0 {
        open.append((id, count))
      } else {
        while let last = open.last, last.left == 0 { open.removeLast() }
      }
    }
    for entry in raw["vcs"] as? [[Any]] ?? [] {
      let info = viewControllers[entry[0] as? Int ?? 0]
      decoded.appearance.append((info[0] as? String ?? "?", entry[1] as? String ?? "?"))
    }
    decoded.objects = (raw["objects"] as? [[Any]])?.map { entry in
      let id = objects[entry[0] as? Int ?? 0][0] as? String ?? "?"
      let seq = entry[1] as? Int ?? 0
      guard seq > 0 else { return "\(id) alive" }
      return "\(id) released at seq \(seq)" + ((entry[2] as? String).map { " by \($0)" } ?? "")
    }
    decoded.retained = raw["retained"] as? [String] ?? []
    decoded.chains = raw["chains"] as? [[String]] ?? []
    decoded.moreDetached = raw["moreDetached"] as? Int ?? 0
    decoded.transitions = (raw["transitions"] as? [[String: Any]] ?? []).map {
      "\($0["id"] as? Int ?? 0) \($0["state"] as? String ?? "?")"
    }
    return decoded
  }
}
