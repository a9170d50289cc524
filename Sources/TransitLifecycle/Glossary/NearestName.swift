/// "Did you mean …?": the known name a mistyped one most likely meant.
package enum NearestName {
  /// The candidate closest to `name` by edit distance, when it is close enough to be a typo:
  /// at most a quarter of the name's length away (and at least 2), ties going to the first;
  /// else the shortest candidate that begins with `name` (a name cut short).
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    let limit = max(2, typed.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    if let best { return best.name }
    guard !name.isEmpty else { return nil }
    return candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) }
      .min { $0.count < $1.count }
  }

  /// The signature UIKit spells that a log's unknown call name most likely means:
  /// `viewDidAppear` or `viewDidAppear(animated:)` for `viewDidAppear(_:)`, a typo such as
  /// `presentationTransitionWillBegn()` for `presentationTransitionWillBegin()`. Nil for a
  /// known call (one the glossary explains, or any UIKit call the vocabulary knows), and for a
  /// name near none (an app's own method).
  package static func signature(for call: CallName) -> CallName? {
    guard Glossary.entry(for: call) == nil, CallVocabulary.definition(of: call) == nil else {
      return nil
    }
    var known: [CallName] = []
    for entry in Glossary.entries where !known.contains(entry.call) { known.append(entry.call) }
    // The same base name with other labels, or none at all: one candidate, or no guess.
    let sameBase = known.filter { $0.baseName == call.baseName }
    if sameBase.count == 1 { return sameBase[0] }
    return closest(to: call.rawValue, among: known.map(\.rawValue)).map { CallName(rawValue: $0) }
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
