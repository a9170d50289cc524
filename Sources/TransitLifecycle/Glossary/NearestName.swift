/// "Did you mean …?": the known name a mistyped one most likely meant.
package enum NearestName {
  /// The candidate closest to `name` by edit distance, when it is close enough to be a typo:
  /// at most a quarter of the name's length away (and at least 2), ties going to the first;
  /// else the shortest candidate that begins with `name` (a name cut short).
  ///
  /// The work is bounded by the candidates, not by `name`: a candidate whose length differs
  /// from the name's by more than the allowed distance cannot be within it, so a name much
  /// longer than every candidate (a log may hold a call name of megabytes) is compared with
  /// none, and the distance is only computed within that band.
  package static func closest(to name: String, among candidates: [String]) -> String? {
    let longest = candidates.map(\.count).max() ?? 0
    // A typo of a candidate is at most 4/3 of its length (plus the minimum allowance).
    guard name.count <= longest * 4 / 3 + 2 else { return nil }
    let typed = Array(name.lowercased())
    let limit = max(2, typed.count / 4)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      guard abs(other.count - typed.count) <= limit,
        let distance = editDistance(typed, other, within: min(limit, (best?.distance ?? .max) - 1))
      else { continue }
      best = (candidate, distance)
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
    // The same base name with other labels, or none at all: one candidate, or no guess.
    let base = call.baseName
    let sameBase = knownSignatures.filter { $0.baseName == base }
    if sameBase.count == 1 { return sameBase[0] }
    return closest(to: call.rawValue, among: knownSignatureNames).map { CallName(rawValue: $0) }
  }

  /// Every signature the glossary explains, once each, in glossary order.
  private static let knownSignatures: [CallName] = {
    var seen: Set<CallName> = []
    return Glossary.entries.map(\.call).filter { seen.insert($0).inserted }
  }()

  private static let knownSignatureNames = knownSignatures.map(\.rawValue)

  /// Levenshtein distance (insertions, deletions and substitutions, one row at a time), or nil
  /// when it is more than `bound`: only the cells within `bound` of the diagonal are computed,
  /// since a path through any other cell costs more than that.
  package static func editDistance(_ a: [Character], _ b: [Character], within bound: Int)
    -> Int?
  {
    guard bound >= 0, abs(a.count - b.count) <= bound else { return nil }
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    let outside = bound + 1
    var previous = (0...b.count).map { $0 <= bound ? $0 : outside }
    var current = [Int](repeating: outside, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      current[0] = i <= bound ? i : outside
      if low > 1 { current[low - 1] = outside }
      var rowBest = current[0]
      if low <= high {
        for j in low...high {
          let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
          let value = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
          current[j] = value
          rowBest = min(rowBest, value)
        }
      }
      if high < b.count { current[high + 1] = outside }
      if rowBest > bound { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }
}
