import Testing
import TransitTestSupport

/// The subsets the precision test projects a log onto with many channels: a covering array,
/// proved here to cover what it claims, to be the same every time, and to stay small.
@Suite("Covering subsets of a log's channels")
struct ChannelCoveringTests {
  @Test("a log with few channels is taken under every subset")
  func fewChannelsEverySubset() {
    #expect(ChannelCovering.masks(count: 0, strength: 4, everyUpTo: 128) == [0])
    #expect(ChannelCovering.masks(count: 7, strength: 4, everyUpTo: 128) == Array(0..<128))
  }

  @Test(
    "any choice of kept and left-out channels among `strength` of them is some subset's",
    arguments: [(8, 2), (9, 3), (12, 4), (16, 4)])
  func everyCombinationIsCovered(count: Int, strength: Int) {
    let masks = ChannelCovering.masks(count: count, strength: strength, everyUpTo: 128)
    var missing: [String] = []
    for combination in ChannelCovering.combinations(of: count, choosing: strength) {
      for pattern in 0..<(1 << strength) {
        let shown = masks.contains { mask in
          combination.enumerated().allSatisfy { place, channel in
            let kept: Bool = mask & (UInt64(1) << UInt64(channel)) != 0
            let wanted: Bool = pattern & (1 << place) != 0
            return kept == wanted
          }
        }
        if !shown { missing.append("\(combination) as \(pattern)") }
      }
    }
    #expect(missing.isEmpty, "\(missing.prefix(5))")
    // Every channel, none, each alone and all but each.
    let all = (UInt64(1) << count) - 1
    #expect(masks.contains(all) && masks.contains(0))
    for i in 0..<count {
      #expect(masks.contains(UInt64(1) << i) && masks.contains(all & ~(UInt64(1) << i)))
    }
    #expect(Set(masks).count == masks.count)
    // Far fewer than every subset, and the same each time.
    #expect(masks.count * 4 < 1 << count)
    #expect(masks == ChannelCovering.masks(count: count, strength: strength, everyUpTo: 128))
  }
}
