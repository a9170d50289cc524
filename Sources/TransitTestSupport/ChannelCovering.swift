/// Which subsets of a log's channels a precision test takes, with work bounded by the number of
/// channels rather than exponential in it.
///
/// A log with few channels is taken under every subset. A log with more is taken under a
/// covering array of the given strength: for any `strength` channels and any choice of which
/// of them are kept, some subset keeps exactly those of the `strength` (whatever it does with
/// the rest). A rule reads a few channels (its steps, its scope and its conditions), so a false
/// alarm that comes from keeping some of them and not others shows under a covering subset as
/// it does under every subset, as long as the rule reads no more than `strength` channels. The
/// covering always holds every channel, none, each channel alone and all but each channel.
///
/// The subsets are made greedily and deterministically: the same channel count gives the same
/// subsets, so a failure names a projection that can be run again.
package enum ChannelCovering {
  /// Subsets of `count` channels as bit masks (bit `i` set: channel `i` kept): all `2^count`
  /// when that is at most `everyUpTo`, else a covering array of `strength`.
  package static func masks(count: Int, strength: Int, everyUpTo: Int) -> [UInt64] {
    precondition(count >= 0 && count < 64 && strength >= 1)
    if count < 63, 1 << count <= everyUpTo { return (0..<(UInt64(1) << count)).map { $0 } }
    let strength = min(strength, count)
    let all = (UInt64(1) << count) - 1
    var rows: [UInt64] = [all, 0]
    for i in 0..<count {
      rows.append(UInt64(1) << i)
      rows.append(all & ~(UInt64(1) << i))
    }
    // Each combination of `strength` channels, and which of its patterns no row shows yet.
    let combinations = Self.combinations(of: count, choosing: strength)
    let patterns = 1 << strength
    var uncovered = [Bool](repeating: true, count: combinations.count * patterns)
    var remaining = uncovered.count
    func pattern(of row: UInt64, in combination: [Int]) -> Int {
      var value = 0
      for (place, channel) in combination.enumerated() where row & (UInt64(1) << channel) != 0 {
        value |= 1 << place
      }
      return value
    }
    func cover(_ row: UInt64) {
      for (index, combination) in combinations.enumerated() {
        let slot = index * patterns + pattern(of: row, in: combination)
        if uncovered[slot] {
          uncovered[slot] = false
          remaining -= 1
        }
      }
    }
    func gain(_ row: UInt64) -> Int {
      var gain = 0
      for (index, combination) in combinations.enumerated()
      where uncovered[index * patterns + pattern(of: row, in: combination)] {
        gain += 1
      }
      return gain
    }
    rows.forEach(cover)
    // A fixed linear congruential generator: the same count, the same subsets.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(count)
    func random() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    while remaining > 0 {
      // Each candidate shows the first pattern still missing, the rest of its bits at random;
      // the candidate that shows the most missing patterns is kept.
      let first = uncovered.firstIndex(of: true)!
      let combination = combinations[first / patterns]
      let missing = first % patterns
      var best: (row: UInt64, gain: Int) = (0, -1)
      for _ in 0..<24 {
        var row = random() & all
        for (place, channel) in combination.enumerated() {
          let bit = UInt64(1) << channel
          row = missing & (1 << place) != 0 ? row | bit : row & ~bit
        }
        let rowGain = gain(row)
        if rowGain > best.gain { best = (row, rowGain) }
      }
      rows.append(best.row)
      cover(best.row)
    }
    var seen: Set<UInt64> = []
    return rows.filter { seen.insert($0).inserted }
  }

  /// Every way to choose `k` of `0..<n`, each in increasing order.
  package static func combinations(of n: Int, choosing k: Int) -> [[Int]] {
    var result: [[Int]] = []
    var current: [Int] = []
    func extend(from start: Int) {
      if current.count == k {
        result.append(current)
        return
      }
      guard start < n, n - start >= k - current.count else { return }
      for next in start..<n {
        current.append(next)
        extend(from: next + 1)
        current.removeLast()
      }
    }
    extend(from: 0)
    return result
  }
}
