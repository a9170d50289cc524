import Testing
import TransitLifecycle

@testable import TransitImport

/// The table of a transition's view controllers' callbacks (`TransitionReading.CallbackTable`),
/// which compares ids for a few and keeps a dictionary past `small`: each finds every id's
/// callbacks, keeps the order they were first heard in, and takes a bare view controller in
/// by its first callback.
@Suite("A transition's callbacks by view controller")
struct CallbackTableTests {
  @Test("every id's callbacks are found, in order, below and past the table's small size")
  func lookups() throws {
    let will = try #require(KnownCall.named(.viewWillAppear))
    let did = try #require(KnownCall.named(.viewDidAppear))
    let small = TransitionReading.CallbackTable.small
    for count in [2, small, small + 1, small * 3] {
      var table = TransitionReading.CallbackTable()
      let ids = (0..<count).map { "vc.screen\($0)" }
      // Each heard twice, the second time after every other: the lookups find the first.
      for (index, id) in ids.enumerated() { table.note(will, at: index * 2, for: id) }
      for (index, id) in ids.enumerated() { table.note(did, at: count * 2 + index, for: id) }
      #expect(table.order == ids)
      for (index, id) in ids.enumerated() {
        let callbacks = try #require(table[id])
        #expect(callbacks.first == index * 2)
        #expect(callbacks.wills.map(\.index) == [index * 2])
        #expect(callbacks.dids.map(\.index) == [count * 2 + index])
      }
      #expect(table["vc.other"] == nil)
      // A bare view controller first heard at 3 goes after the one first heard at 2.
      var bare = TransitionReading.Callbacks(first: 3)
      bare.note(will, at: 3)
      table.insert(bare, for: "vc.bare")
      #expect(table.order == Array(ids.prefix(2)) + ["vc.bare"] + ids.dropFirst(2))
      #expect(table["vc.bare"]?.first == 3)
      for (index, id) in ids.enumerated() { #expect(table[id]?.first == index * 2) }
    }
  }
}
