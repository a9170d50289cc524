import TransitLifecycle

// Pairing the view controllers of the two sides, so that each one's callbacks are compared
// with its counterpart's: an app's `HomeViewController` with the scenario's, the second
// `DetailViewController` pushed with the second one.
extension LogDiff {
  /// The view controllers paired, each pair numbered: A's and B's ids to their pair's number.
  struct Pairing {
    var a: [String: Int] = [:]
    var b: [String: Int] = [:]

    private var next = 0

    mutating func add(_ x: String, _ y: String) {
      guard a[x] == nil, b[y] == nil else { return }
      a[x] = next
      b[y] = next
      next += 1
    }

    /// Unpairs `ids` of A and `others` of B.
    mutating func remove(a ids: [String], b others: [String]) {
      for id in ids { a[id] = nil }
      for id in others { b[id] = nil }
    }
  }

  /// Pairs the view controllers of `x` and `y`, given the calls compared.
  ///
  /// Classes pair by name, and a class only one side has with one only the other has where
  /// their transitions line up (the app's `HomeViewController` presents where the scenario's
  /// `PaletteViewController` does). Within a class, two logs Transit's engine wrote pair by
  /// id; otherwise the calls are aligned by class, and each view controller is paired with the
  /// one its callbacks lined up with most, the rest in the order they first appear.
  static func pair(_ x: SideFacts, _ y: SideFacts, keptA: [Item], keptB: [Item]) -> Pairing {
    let classes = classMap(x, y)
    func className(_ side: SideFacts, _ id: String, mapped: Bool) -> String? {
      guard let name = side.viewControllers[id]?.className else { return nil }
      return mapped ? classes[name] : name
    }
    var pairing = Pairing()
    if !x.imported, !y.imported {
      for id in x.viewControllerOrder
      where y.viewControllers[id] != nil
        && className(x, id, mapped: true) == className(y, id, mapped: false)
      {
        pairing.add(id, id)
      }
    }
    // Aligned by class (and by the flags both sides print), the calls vote for the view
    // controllers they line up.
    let useFlags =
      keptA.contains { $0.isViewControllerCall && $0.args.firstFlag != nil }
      && keptB.contains { $0.isViewControllerCall && $0.args.firstFlag != nil }
    func token(_ side: SideFacts, _ item: Item, mapped: Bool) -> String {
      guard item.isViewControllerCall, let name = className(side, item.receiver, mapped: mapped)
      else { return Self.token(item) }
      let flag = useFlags ? item.args.firstFlag.map { " \($0)" } ?? "" : ""
      return "vc:" + name + " " + item.call.rawValue + flag
    }
    let alignment = Alignment(
      keptA.map { token(x, $0, mapped: true) }, keptB.map { token(y, $0, mapped: false) })
    var votes: [Pair: Int] = [:]
    for step in alignment.steps {
      guard case .same(let i, let j) = step, keptA[i].isViewControllerCall,
        x.viewControllers[keptA[i].receiver] != nil, y.viewControllers[keptB[j].receiver] != nil
      else { continue }
      votes[Pair(a: keptA[i].receiver, b: keptB[j].receiver), default: 0] += 1
    }
    // Most votes first; among equals, the view controllers that appear first.
    let ranked = votes.map { pair, count in
      (pair, -count, x.viewControllers[pair.a]?.first ?? 0, y.viewControllers[pair.b]?.first ?? 0)
    }.sorted { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }
    for (pair, _, _, _) in ranked { pairing.add(pair.a, pair.b) }
    // Where an A view controller's votes split, or it had none, the votes may have it wrong.
    var voted: [String: Set<String>] = [:]
    for pair in votes.keys { voted[pair.a, default: []].insert(pair.b) }
    let doubtful = Set(
      x.viewControllerOrder.filter { (voted[$0]?.count ?? 0) != 1 }.compactMap {
        x.viewControllers[$0].flatMap { classes[$0.className] }
      })
    if !doubtful.isEmpty {
      refine(&pairing, x, y, keptA: keptA, keptB: keptB, classes: classes, only: doubtful)
    }
    // The rest of a class, in the order its view controllers first appear.
    var unpaired: [String: [String]] = [:]
    for id in y.viewControllerOrder where pairing.b[id] == nil {
      unpaired[y.viewControllers[id]?.className ?? "", default: []].append(id)
    }
    for id in x.viewControllerOrder where pairing.a[id] == nil {
      guard let name = className(x, id, mapped: true), var left = unpaired[name], !left.isEmpty
      else { continue }
      pairing.add(id, left.removeFirst())
      unpaired[name] = left
    }
    return pairing
  }

  /// For a class with a few view controllers on each side, the pairing in the order they
  /// appear that leaves the fewest calls unmatched: votes may split between two view
  /// controllers of a class whose callbacks look alike.
  private static func refine(
    _ pairing: inout Pairing, _ x: SideFacts, _ y: SideFacts, keptA: [Item], keptB: [Item],
    classes: [String: String], only doubtful: Set<String>
  ) {
    var instancesA: [String: [String]] = [:]
    for id in x.viewControllerOrder {
      guard let name = x.viewControllers[id].flatMap({ classes[$0.className] }) else { continue }
      instancesA[name, default: []].append(id)
    }
    var instancesB: [String: [String]] = [:]
    for id in y.viewControllerOrder {
      instancesB[y.viewControllers[id]?.className ?? "", default: []].append(id)
    }
    for (name, ids) in instancesA.sorted(by: { $0.key < $1.key }) where doubtful.contains(name) {
      guard let candidates = instancesB[name], candidates.count > 1, ids.count <= 3,
        candidates.count <= 8, ids.count <= candidates.count
      else { continue }
      var best: (cost: Int, choice: [String])?
      for choice in increasingChoices(of: ids.count, from: candidates) {
        var trial = pairing
        trial.remove(a: ids, b: candidates)
        for (id, other) in zip(ids, choice) { trial.add(id, other) }
        let cost = Self.cost(keptA, keptB, trial)
        if best.map({ cost < $0.cost }) ?? true { best = (cost, choice) }
      }
      guard let best, best.cost < Self.cost(keptA, keptB, pairing) else { continue }
      pairing.remove(a: ids, b: candidates)
      for (id, other) in zip(ids, best.choice) { pairing.add(id, other) }
    }
  }

  /// Every way to pick `count` of `items` in their order.
  private static func increasingChoices(of count: Int, from items: [String]) -> [[String]] {
    guard count > 0 else { return [[]] }
    guard items.count >= count else { return [] }
    var result: [[String]] = []
    for index in 0...(items.count - count) {
      for rest in increasingChoices(of: count - 1, from: Array(items[(index + 1)...])) {
        result.append([items[index]] + rest)
      }
    }
    return result
  }

  /// How many calls the alignment leaves unmatched with `pairing`.
  private static func cost(_ keptA: [Item], _ keptB: [Item], _ pairing: Pairing) -> Int {
    func tokens(_ items: [Item], _ numbers: [String: Int]) -> [String] {
      items.compactMap { item in
        guard item.isViewControllerCall else { return token(item) }
        guard let number = numbers[item.receiver] else { return nil }
        return item.role + " #\(number) " + item.call.rawValue
      }
    }
    let alignment = Alignment(tokens(keptA, pairing.a), tokens(keptB, pairing.b))
    if alignment.approximate { return Int.max }
    return alignment.steps.count { if case .same = $0 { return false } else { return true } }
  }

  /// The first `profileLength` callbacks each class of `names` gets on `side`, by name: what
  /// a class does, compared when nothing else tells which class plays its part.
  private static func profiles(_ side: SideFacts, of names: Set<String>) -> [String: [String]] {
    var result: [String: [String]] = [:]
    for item in side.items where item.isViewControllerCall {
      guard let name = side.viewControllers[item.receiver]?.className, names.contains(name)
      else { continue }
      if result[name, default: []].count < profileLength {
        result[name, default: []].append(item.call.rawValue)
      }
    }
    return result
  }

  /// How many callbacks of a class its profile holds: enough to tell a sheet's from a home
  /// screen's, and few enough that comparing every pair of classes costs little.
  private static let profileLength = 32

  /// How many unplaced classes of A, and classes only B has, the profiles are compared for at
  /// most, each side: every pair is aligned, so past this the order of appearance decides, as it
  /// did before profiles, and a log of thousands of classes costs no more than 64 × 64
  /// alignments of `profileLength` calls.
  static let maximumProfiledClasses = 64

  /// Whether the classes no transition placed are paired by their profiles: only while both
  /// sets are small enough for comparing every pair.
  static func comparesProfiles(unplaced: Int, onlyB: Int) -> Bool {
    unplaced > 0 && unplaced <= maximumProfiledClasses && onlyB <= maximumProfiledClasses
  }

  private struct Pair: Hashable {
    let a: String
    let b: String
  }

  /// A's class names as B spells them: the same name where B has it; for a class only A has,
  /// the class only B has that plays its part in the transitions that line up by kind (the
  /// from of a push with the from of a push), or that appears first.
  static func classMap(_ x: SideFacts, _ y: SideFacts) -> [String: String] {
    let classesA = Set(x.viewControllers.values.map(\.className))
    let classesB = Set(y.viewControllers.values.map(\.className))
    var map: [String: String] = [:]
    for name in classesA where classesB.contains(name) { map[name] = name }
    let onlyA = classesA.subtracting(classesB)
    let onlyB = classesB.subtracting(classesA).filter { !UIKitClassName.containers.contains($0) }
    guard !onlyA.isEmpty, !onlyB.isEmpty else { return map }
    func className(_ side: SideFacts, _ id: String?) -> String? {
      id.flatMap { side.viewControllers[$0]?.className }
    }
    var votes: [Pair: Int] = [:]
    func vote(_ a: String?, _ b: String?, _ weight: Int) {
      guard let a, let b, onlyA.contains(a), onlyB.contains(b) else { return }
      votes[Pair(a: a, b: b), default: 0] += weight
    }
    let kinds = Alignment(
      x.transitions.map { $0.kind?.rawValue ?? "?" }, y.transitions.map { $0.kind?.rawValue ?? "?" }
    )
    for step in kinds.steps {
      guard case .same(let i, let j) = step, x.transitions[i].kind != nil else { continue }
      vote(className(x, x.transitions[i].from), className(y, y.transitions[j].from), 2)
      vote(className(x, x.transitions[i].to), className(y, y.transitions[j].to), 2)
    }
    // A class no transition placed goes with the class whose callbacks its own line up with
    // best: a console that begins with a sheet already on its way prints the sheet's callbacks,
    // which line up with the scenario's sheet, not with its home screen's launch.
    let placed = Set(votes.keys.map(\.a))
    let unplaced = onlyA.filter { !placed.contains($0) }
    if comparesProfiles(unplaced: unplaced.count, onlyB: onlyB.count) {
      let profilesA = profiles(x, of: unplaced)
      let profilesB = profiles(y, of: onlyB)
      for name in unplaced.sorted() {
        guard let profile = profilesA[name] else { continue }
        var best: (count: Int, names: [String]) = (0, [])
        for (other, otherProfile) in profilesB {
          let count = Alignment(profile, otherProfile).steps.count {
            if case .same = $0 { return true } else { return false }
          }
          if count > best.count {
            best = (count, [other])
          } else if count == best.count, count > 0 {
            best.names.append(other)
          }
        }
        // Only a clear best: where two classes line up as well, the order of appearance
        // decides, as before.
        if best.names.count == 1 { vote(name, best.names[0], 2) }
      }
    }
    let firstA = x.viewControllerOrder.lazy.compactMap { className(x, $0) }.first {
      onlyA.contains($0)
    }
    let firstB = y.viewControllerOrder.lazy.compactMap { className(y, $0) }.first {
      onlyB.contains($0)
    }
    vote(firstA, firstB, 1)
    var usedB: Set<String> = []
    let ranked = votes.sorted {
      (-$0.value, $0.key.a, $0.key.b) < (-$1.value, $1.key.a, $1.key.b)
    }
    for (pair, _) in ranked where map[pair.a] == nil && !usedB.contains(pair.b) {
      map[pair.a] = pair.b
      usedB.insert(pair.b)
    }
    return map
  }
}
