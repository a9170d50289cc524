/// The records of the view controllers met lately, by their ids' representation, so that a
/// callback's view controller is not looked up in `CheckRun.viewControllers` again: each such
/// lookup hashed its key and probed the table, about 260 instructions, for every callback a
/// view-controller rule takes and for every transition's ends.
///
/// A slot answers only for an id of the very representation it holds (the same small string,
/// or the same storage, as `ParticipantKeyMemo`'s), and holds only a record the table holds:
/// the memo is emptied whenever the table forgets view controllers (a sweep), and the table
/// never replaces a record it holds. So what the memo answers is always the table's answer,
/// and any other id is looked up in the table as before. At most 1,024 entries, whatever the
/// log.
struct ViewControllerMemo {
  private static let bits = 10
  private var ids: [String?] = Array(repeating: nil, count: 1 << ViewControllerMemo.bits)
  private var records: [ViewControllerRecord?] = Array(
    repeating: nil, count: 1 << ViewControllerMemo.bits)

  /// The record the table holds for `id`, if the memo has it.
  @inline(__always)
  func record(_ id: String) -> ViewControllerRecord? {
    let slot = representationSlot(of: id, bits: Self.bits)
    guard let known = ids[slot], sameRepresentation(known, id) else { return nil }
    return records[slot]
  }

  /// Remembers `record`, which the table holds for `id`.
  @inline(__always)
  mutating func remember(_ id: String, _ record: ViewControllerRecord) {
    let slot = representationSlot(of: id, bits: Self.bits)
    ids[slot] = id
    records[slot] = record
  }

  /// Forgets every record, as the table is about to forget some.
  mutating func removeAll() {
    for slot in ids.indices {
      ids[slot] = nil
      records[slot] = nil
    }
  }
}
