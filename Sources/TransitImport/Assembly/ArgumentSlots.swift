import TransitTrace

/// A call's arguments as the importer binds them: the value shown for each parameter of the
/// call's signature, by the parameter's index, held in place.
///
/// The importer binds arguments on nearly every line it reads and writes each call once. Made
/// into `Arguments`, they were an array of key and value pairs allocated for the call, its keys
/// retained, freed a transition later, and every key checked for escapes as it was written.
/// Slots hold the values alone, in the event that holds the call (`HeldEvent`); the keys are
/// the call's, which `RecordEncoder.writeCall` takes quoted once for each call of the
/// vocabulary (`KnownCall.quotedKeys`).
struct ArgumentSlots {
  /// The most parameters a call holds slots for: the vocabulary's longest signature,
  /// `transition(from:to:duration:options:animations:completion:)`, has five the log keys.
  static let capacity = 5

  // One stored property a slot, read and set by a switch: a tuple's elements were copied
  // together on each read.
  private var slot0: Value?
  private var slot1: Value?
  private var slot2: Value?
  private var slot3: Value?
  private var slot4: Value?
  /// One bit for each slot that holds a value, the first parameter's lowest.
  private(set) var bound: UInt8 = 0

  /// Whether no slot holds a value.
  var isEmpty: Bool { bound == 0 }

  /// The value of the parameter at `index`, below `capacity`; nil for none.
  subscript(index: Int) -> Value? {
    @inline(__always) get {
      guard bound & 1 << index != 0 else { return nil }
      switch index {
      case 0: return slot0
      case 1: return slot1
      case 2: return slot2
      case 3: return slot3
      default: return slot4
      }
    }
    @inline(__always) set {
      precondition(index >= 0 && index < Self.capacity, "a parameter past the slots")
      if case .none = newValue {
        bound &= ~(1 << index)
      } else {
        bound |= 1 << index
      }
      switch index {
      case 0: slot0 = newValue
      case 1: slot1 = newValue
      case 2: slot2 = newValue
      case 3: slot3 = newValue
      default: slot4 = newValue
      }
    }
  }

  /// The arguments as a record holds them, in signature order, each keyed by `key(index)`.
  func arguments(key: (Int) -> String) -> Arguments {
    guard !isEmpty else { return Arguments() }
    var pairs: [(key: String, value: Value)] = []
    pairs.reserveCapacity(bound.nonzeroBitCount)
    for index in 0..<Self.capacity {
      if let value = self[index] { pairs.append((key: key(index), value: value)) }
    }
    return Arguments(pairs)
  }
}
