import TransitChecker
import TransitLifecycle
import TransitTrace

extension Grade {
  /// What `transit grade` prints: the score, the wrong blanks, and the first wrong step
  /// explained: what was written, what comes there and why, and where the learner's call goes.
  package func report(width: Int = 100) -> String {
    let total = exercise.blanks.count
    let title = "\(VisibleText.escaped(exercise.title)), \(exercise.scope)"
    if isAllRight {
      return "\(title): all \(total) blanks right.\n"
    }
    var lines = ["\(title): \(rightCount) of \(total) blanks right."]
    let wrong = wrongSeqs
    lines += TextLayout.wrap(
      "Wrong: the \(wrong.count == 1 ? "blank" : "blanks") at seq "
        + Grader.listed(wrong.map(String.init)) + ".", width: width, first: "", rest: "  ")
    guard let index = exercise.blanks.firstIndex(where: { $0.seq == wrong[0] }) else {
      return lines.joined(separator: "\n") + "\n"
    }
    let blank = exercise.blanks[index]
    lines += [
      "",
      "The first wrong step is the blank at seq \(blank.seq): "
        + "\(VisibleText.escaped(blank.caller)) → \(VisibleText.escaped(blank.receiver))",
    ]
    func field(_ label: String, _ text: String) {
      lines += TextLayout.wrap(
        text, width: width, first: "  " + TextLayout.padded(label, to: 14),
        rest: String(repeating: " ", count: 16))
    }
    if let call = given[index] {
      let typed = written[index] ?? call.rawValue
      let shown = typed == call.rawValue ? typed : "\(typed) = \(call.rawValue)"
      field("you wrote:", VisibleText.escaped(shown))
    } else {
      field("you wrote:", "nothing")
    }
    field("it is:", VisibleText.escaped(blank.call.rawValue))
    if let entry = Glossary.entry(for: blank.call, handedOverBy: blank.handedOverBy) {
      field("why:", entry.meaning)
      for (index, source) in entry.sources.enumerated() {
        field(index == 0 ? "source:" : "", "\(source)")
      }
    }
    if index > 0 {
      let before = exercise.blanks[index - 1]
      field("before it:", "\(VisibleText.escaped(before.call.rawValue)) at seq \(before.seq)")
    }
    if let call = given[index], call != blank.call {
      field("your call:", whereItGoes(call, instead: blank))
    }
    field("step by step:", "transit explain \(exercise.source) --step \(blank.seq)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Where the learner's call belongs, with what it means.
  private func whereItGoes(_ call: CallName, instead blank: Exercise.Blank) -> String {
    let name = VisibleText.escaped(call.rawValue)
    let seqs = exercise.blanks.filter { $0.call == call }.map(\.seq)
    let meaning = Glossary.entry(for: call).map { " " + $0.summary } ?? ""
    guard !seqs.isEmpty else {
      return "\(name) is not one of the calls blanked here.\(meaning)"
    }
    let later = seqs.filter { $0 > blank.seq }
    let place =
      later.isEmpty
      ? "comes earlier, at seq " + Grader.listed(seqs.map(String.init))
      : "comes later, at seq " + Grader.listed(later.map(String.init))
    return "\(name) \(place).\(meaning)"
  }
}
