import Testing

@testable import TransitTrace

/// `diff` pairs the classes no transition placed by comparing every pair of their callback
/// profiles, so it does that only while both sides have few such classes: a log of thousands
/// of classes made up to be compared is paired by order of appearance, in linear time.
@Suite("diff's class profiles, bounded")
struct DiffProfileBoundTests {
  @Test("profiles are compared only for a bounded number of classes on each side")
  func bounded() {
    let cap = LogDiff.maximumProfiledClasses
    #expect(cap == 64)
    #expect(LogDiff.comparesProfiles(unplaced: 1, onlyB: 1))
    #expect(LogDiff.comparesProfiles(unplaced: cap, onlyB: cap))
    #expect(!LogDiff.comparesProfiles(unplaced: 0, onlyB: 5))
    #expect(!LogDiff.comparesProfiles(unplaced: cap + 1, onlyB: 1))
    #expect(!LogDiff.comparesProfiles(unplaced: 1, onlyB: cap + 1))
    #expect(!LogDiff.comparesProfiles(unplaced: 20_000, onlyB: 20_000))
  }
}
