/// "Did you mean …?" for a name the user mistyped.
enum Suggestion {
  /// The candidate closest to `name` by edit distance, when it is close enough to be a typo:
  /// at most a quarter of the name's length away (and at least 2), ties going to the first;
  /// else the shortest candidate that begins with `name`.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    let limit = max(2, typed.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.name }
    // A name cut short (`nav-push` for `nav-push-pop`): the shortest candidate it begins.
    return candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) && !name.isEmpty }
      .min { $0.count < $1.count }
  }

  /// `" (did you mean X?)"`, or nothing when no candidate is close.
  static func clause(for name: String, among candidates: [String]) -> String {
    closest(to: name, among: candidates).map { " (did you mean \($0)?)" } ?? ""
  }

  /// Levenshtein distance: insertions, deletions and substitutions, one row at a time.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
