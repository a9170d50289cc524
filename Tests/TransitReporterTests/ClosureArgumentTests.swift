import Testing
import TransitTrace

@testable import TransitReporter

/// A closure argument reads as the code that passed it: `{ … }` when given, `nil` when not, and
/// an argument the log does not record is unknown (`…`), never nil.
@Suite("Closure arguments")
struct ClosureArgumentTests {
  static func text(_ name: CallName, _ args: Arguments) -> String {
    RowText.call([Call(caller: "animator.fade", receiver: "uikit", name: name, args: args)])
  }

  @Test("closures given read { … }, a closure not given reads nil")
  func closures() {
    #expect(
      Self.text(
        "animate(withDuration:animations:)", ["duration": 0.25, "animations": "closure"])
        == "animate(withDuration: 0.25, animations: { … })")
    #expect(
      Self.text(
        "animate(withDuration:animations:completion:)",
        ["duration": 0.3, "animations": "closure", "completion": .null])
        == "animate(withDuration: 0.3, animations: { … }, completion: nil)")
    #expect(
      Self.text(
        "animate(alongsideTransition:completion:)", ["animation": "closure", "completion": .null])
        == "animate(alongsideTransition: { … }, completion: nil)")
  }

  @Test("arguments are placed by name; a label the log has no argument for reads …")
  func placedByName() {
    #expect(
      Self.text(
        "animate(withDuration:delay:options:animations:completion:)",
        ["duration": 0.4, "delay": 0.0, "animations": "closure", "completion": "closure"])
        == "animate(withDuration: 0.4, delay: 0, options: …, animations: { … }, completion: { … })"
    )
    #expect(
      Self.text(
        "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)",
        [
          "duration": 0.5, "delay": 0.0, "dampingRatio": 0.8, "velocity": 0.0,
          "animations": "closure", "completion": .null,
        ])
        == "animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, "
        + "initialSpringVelocity: 0, options: …, animations: { … }, completion: nil)")
    // A log written before the animations closure was recorded: its `completion` names no
    // label of the signature, so the arguments follow the signature as recorded, never
    // `animations: nil`.
    #expect(
      Self.text("animate(withDuration:animations:)", ["duration": 0.25, "completion": .null])
        == "animate(withDuration:animations:) {duration: 0.25, completion: nil}")
  }
}
