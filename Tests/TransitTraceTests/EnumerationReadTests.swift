import Testing
import TransitTrace

/// A transition's `state` and `kind` and a finger's phase are recognised from the bytes of
/// their string in the line, and only a string with escapes or a name no case spells is read
/// as a `String` first; either way each reads as `init(rawValue:)` reads it.
@Suite("Fixed names read from their bytes")
struct EnumerationReadTests {
  /// A transition record with `state` and `kind` written as given (JSON, quotes included).
  private func transition(state: String, kind: String) -> String {
    #"{"seq":1,"type":"transition","t":0,"transition":1,"cause":null,"state":\#(state),"#
      + #""kind":\#(kind),"from":"vc.home","to":"vc.detail"}"#
  }

  /// A finger record with `state` written as given.
  private func finger(state: String) -> String {
    #"{"type":"finger","t":0,"state":\#(state),"location":[1,2]}"# + "\n"
      + #"{"seq":1,"type":"note","t":0,"transition":null,"cause":null,"participant":"uikit","#
      + #""code":"n","message":"m"}"#
  }

  private func readTransition(state: String, kind: String) throws -> TransitionChange? {
    let records = try LogReader(text: logText(transition(state: state, kind: kind)))
      .remainingRecords()
    guard case .transition(let change)? = records.last?.event?.body else { return nil }
    return change
  }

  private func readPhase(_ state: String) throws -> Finger.Phase? {
    for case .geometry(.finger(let finger)) in try LogReader(text: logText(finger(state: state)))
      .remainingRecords()
    {
      return finger.phase
    }
    return nil
  }

  @Test("every transition state and kind reads as itself, plain and escaped")
  func transitionNames() throws {
    for state in TransitionState.allCases {
      for kind in TransitionKind.allCases {
        let plain = try readTransition(state: "\"\(state.rawValue)\"", kind: "\"\(kind.rawValue)\"")
        #expect(plain?.state == state && plain?.kind == kind, "\(state) \(kind)")
        // The first letter escaped: read through a `String`, as before.
        let escaped = try readTransition(
          state: "\"\\u00\(hex(state.rawValue))\(state.rawValue.dropFirst())\"",
          kind: "\"\\u00\(hex(kind.rawValue))\(kind.rawValue.dropFirst())\"")
        #expect(escaped?.state == state && escaped?.kind == kind, "\(state) \(kind), escaped")
      }
    }
  }

  @Test("every finger phase reads as itself, plain and escaped")
  func fingerPhases() throws {
    for phase in Finger.Phase.allCases {
      #expect(try readPhase("\"\(phase.rawValue)\"") == phase)
      let escaped = "\"\\u00\(hex(phase.rawValue))\(phase.rawValue.dropFirst())\""
      #expect(try readPhase(escaped) == phase, "\(phase), escaped")
    }
  }

  @Test(
    "a name that differs from a case by a letter, a length or its capitals is refused",
    arguments: ["", "b", "begun", "Began", "beganx", "ende", "endedd", "complete", "cancelled"])
  func nearMissStates(_ name: String) throws {
    let failure = readFailure(logText(transition(state: "\"\(name)\"", kind: "\"present\"")))
    #expect(
      failure?.message
        == "unknown transition state \"\(name)\"; expected one of requested, began, finishing, "
        + "cancelling, completed, ended", "\(name)")
  }

  @Test(
    "a kind or finger phase near a case is refused",
    arguments: ["presen", "presents", "Push", "po", "pops", "tabswitch", "unknownn", "d"])
  func nearMissKinds(_ name: String) throws {
    let failure = readFailure(logText(transition(state: "\"began\"", kind: "\"\(name)\"")))
    #expect(failure?.message.hasPrefix("unknown transition kind \"\(name)\";") == true, "\(name)")
    let phase = readFailure(logText(finger(state: "\"\(name)\"")))
    #expect(phase?.message.hasPrefix("unknown finger phase \"\(name)\";") == true, "\(name)")
  }

  /// The first letter of `name` as two hexadecimal digits, for a `\u00XX` escape.
  private func hex(_ name: String) -> String {
    String(name.utf8.first!, radix: 16)
  }
}
