import TransitChecker
import TransitLifecycle
import TransitReporter
import TransitTrace

// The three files an instructor hands out or keeps: the worksheet (diagram and shuffled list),
// the answer sheet the learner fills in, and the answer key, which is itself an answer file
// that `transit grade` finds all right.
extension Exercise {
  /// `every transition` or `transition 2`.
  var scope: String {
    options.transition.map { "transition \($0)" } ?? "every transition"
  }

  /// The header lines every answer file starts with, naming the exercise it answers. The name
  /// is escaped as every name from outside is (`VisibleText`): a file name's line break would
  /// end the `exercise:` line and start a line of the name's making in the learner's sheet.
  var answerHeader: [String] {
    var lines = ["exercise: \(VisibleText.escaped(source))"]
    if let transition = options.transition { lines.append("transition: \(transition)") }
    lines += ["seed: \(options.seed)", "fingerprint: \(fingerprint)"]
    return lines
  }

  /// The command that grades an answer sheet named `sheet` against this exercise:
  /// `transit grade --exercise card-zoom --transition 1 answers.txt` (the seed when it is not
  /// the default), with a name a shell would split quoted.
  package func gradeCommand(sheet: String) -> String {
    var words = ["transit", "grade", "--exercise", Self.shellWord(source)]
    if let transition = options.transition { words += ["--transition", String(transition)] }
    if options.seed != ExerciseOptions().seed { words += ["--seed", String(options.seed)] }
    return (words + [Self.shellWord(sheet)]).joined(separator: " ")
  }

  /// `word` as a shell reads it back: as it is when it holds only letters, digits and
  /// `._/-+:,=@`, else in single quotes.
  static func shellWord(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "/", "-", "+", ":", ",", "=", "@": true
      default: false
      }
    }
    if plain, !word.isEmpty { return word }
    // Scalar by scalar: a quote followed by a combining mark is still a quote to a shell.
    var quoted = "'"
    for scalar in VisibleText.escaped(word).unicodeScalars {
      if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
    }
    return quoted + "'"
  }

  /// The worksheet: what to do, the blanked diagram as text, and the shuffled list.
  package func worksheet(answerSheet name: String, width: Int = 100) -> String {
    var lines = [
      "Transit exercise: \(VisibleText.escaped(title)), \(scope) "
        + "(seed \(options.seed), \(blanks.count) blanks)",
      "",
    ]
    lines += TextLayout.wrap(
      "The diagram below is a run of \(VisibleText.escaped(title)) with the calls UIKit makes "
        + "blanked out: each blank is a row that reads ________, and the number on its left is "
        + "its seq. The arrow shows who calls whom; what the app's own code does stays visible. "
        + "Under the diagram, the blanked calls are listed in a shuffled order. Put each one "
        + "back: in \(name), write the letter of the call after the seq of its blank. A call "
        + "listed twice fills two blanks. Then check your order with: "
        + TextLayout.glued(gradeCommand(sheet: name)),
      width: width, first: "", rest: "")
    lines.append("")
    // A landmark's label too long for the page is cut; blanks are short.
    lines += DiagramRenderer.textDiagram(diagram).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { TextLayout.truncated(String($0), to: width) }
    if lines.last == "" { lines.removeLast() }
    lines += ["", "Calls to place:"]
    let width = choices.map(\.label.count).max() ?? 1
    for choice in choices {
      lines.append("  " + TextLayout.padded(choice.label, to: width) + "  " + choice.call.rawValue)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The answer sheet a learner fills in: how, the header naming the exercise, one line per
  /// blank.
  package func answerSheet(named name: String, width: Int = 100) -> String {
    var lines = ["# Answer sheet: \(VisibleText.escaped(title)), \(scope) (transit exercise)", "#"]
    lines += TextLayout.wrap(
      "After each seq, write the letter of the call that fills that blank on the worksheet "
        + "(a, b, …) or the call itself, such as viewWillAppear(_:). Several answers may share a "
        + "line, separated by spaces: the second fills the next blank, and so on. A line "
        + "starting with # is a comment; leave the first lines as they are. Check your order "
        + "with: " + TextLayout.glued(gradeCommand(sheet: name)), width: width, first: "# ",
      rest: "# ")
    lines += answerHeader + [""]
    lines += blanks.map { "\($0.seq):" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The answer key: an answer file with every blank right, each line commented with who calls
  /// whom and what the call means.
  package func answerKey(width: Int = 100) -> String {
    var lines = [
      "# Answer key: \(VisibleText.escaped(title)), \(scope), seed \(options.seed).",
      "# transit grade --key grades answer sheets against this file, which it finds all right.",
    ]
    lines += answerHeader + [""]
    let labelWidth = blanks.map { String($0.seq).count }.max() ?? 1
    let choiceWidth = choices.map(\.label.count).max() ?? 1
    for (blank, label) in zip(blanks, keyLabels) {
      let answer =
        TextLayout.padded("\(blank.seq):", to: labelWidth + 1) + " "
        + TextLayout.padded(label, to: choiceWidth)
      lines.append(
        answer + "  # " + VisibleText.escaped(blank.caller) + " → "
          + VisibleText.escaped(blank.receiver) + "  " + VisibleText.escaped(blank.call.rawValue))
      if let entry = Glossary.entry(for: blank.call, handedOverBy: blank.handedOverBy) {
        let indent = String(repeating: " ", count: TextMeasure.cells(answer) + 2) + "#   "
        lines += TextLayout.wrap(entry.summary, width: width, first: indent, rest: indent)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The choice label for each blank, in blank order: a call listed twice gives its labels out
  /// in list order, so every label is used once.
  var keyLabels: [String] {
    var used: Set<String> = []
    return blanks.map { blank in
      let label = choices.first { $0.call == blank.call && !used.contains($0.label) }?.label ?? "?"
      used.insert(label)
      return label
    }
  }
}

extension DiagramRenderer {
  /// The diagram as text, for a worksheet a learner can print.
  static func textDiagram(_ diagram: SequenceDiagram) -> String {
    // The text format never reaches Graphviz, so it cannot fail.
    let bytes = (try? render(diagram, format: .text)) ?? []
    return String(decoding: bytes, as: UTF8.self)
  }
}
