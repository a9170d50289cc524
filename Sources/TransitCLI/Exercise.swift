import ArgumentParser
import Foundation
import TransitFiles
import TransitReporter
import TransitTeaching
import TransitTrace

/// `transit exercise NAME`: a worksheet with the lifecycle calls blanked, an answer sheet and
/// an answer key, for instructors.
struct ExerciseCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "exercise",
    abstract: "Write an exercise: a diagram with UIKit's calls blanked, to put back in order.",
    discussion: """
      NAME is a built-in scenario, a scenario file (.yaml) or a log (.jsonl). Two files are \
      written to the output folder: NAME.exercise.txt, the worksheet (the sequence diagram as \
      text with every lifecycle call UIKit makes blanked, and the blanked calls in a shuffled \
      list labelled a, b, c…), and NAME.answers.txt, the answer sheet a learner fills in. \
      With --transition N the names end in -transition-N. The shuffle is seeded, so the same \
      NAME, transition and seed always give the same files. The answer key is written only \
      where --key says, never beside the worksheet by default, as that folder is usually the \
      one handed out. `transit grade --exercise NAME` (or --key) checks a filled-in answer \
      sheet.

      The files are written as a set: each beside its destination, and renamed into place \
      only when all of them are complete, so a failure leaves none of them behind. \
      Exit status: 0 on success, 2 for an unreadable log, an unknown scenario, a file that \
      cannot be written or wrong usage.
      """
  )

  @Argument(help: "A built-in scenario, a scenario file (.yaml) or a log (.jsonl).")
  var name: String

  @Option(
    parsing: .unconditional,
    help: "Only this transition's calls (1 or more); every transition's when left out.")
  var transition: Int?

  @Option(help: "The seed of the shuffled list.")
  var seed: UInt64 = 1

  @Option(name: .customLong("output-dir"), help: "The folder to write the files to (Output).")
  var outputDirectory: String?

  @Flag(help: "Also draw the blanked diagram as SVG (NAME.exercise.svg), for a screen.")
  var svg = false

  @Flag(
    help: "Also write NAME.exercise.html: the worksheet with the app's screen beside each blank.")
  var screens = false

  @Option(
    help: "Also write the answer key to this file, for transit grade --key; keep it apart.")
  var key: String?

  func validate() throws {
    if let transition, transition < 1 { throw ValidationError("--transition must be 1 or more") }
    guard outputDirectory?.isEmpty != true else {
      throw ValidationError("--output-dir needs a folder; `.` is the current one")
    }
    guard name != "-" else {
      throw ValidationError("an exercise needs a name transit grade can read again, not -")
    }
    if key?.isEmpty == true { throw ValidationError("--key needs the path of a file") }
  }

  @MainActor
  func run() async throws {
    let source = try LogSource.load(name)
    let exercise = try Exercise(
      records: source.records, source: name,
      options: ExerciseOptions(transition: transition, seed: seed))
    let stem = source.stem + (transition.map { "-transition-\($0)" } ?? "")
    let given = outputDirectory ?? "Output"
    let folder = given.hasSuffix("/") ? given : given + "/"
    // The files' names are Transit's, and their folder too unless --output-dir names it.
    let naming: OutputFile.Naming = outputDirectory == nil ? .chosen : .chosenName
    let answers = stem + ".answers.txt"
    var files: [(path: String, bytes: [UInt8], naming: OutputFile.Naming)] = [
      (
        folder + stem + ".exercise.txt", Array(exercise.worksheet(answerSheet: answers).utf8),
        naming
      ),
      (folder + answers, Array(exercise.answerSheet(named: answers).utf8), naming),
    ]
    if let key { files.append((key, Array(exercise.answerKey().utf8), .given)) }
    if screens {
      guard let page = exercise.screensPage(records: source.records, answerSheet: answers) else {
        throw FocusError(
          "--screens: the log has no geometry records, so it has no screen to show beside the "
            + "blanks; record it with `transit trace` or `transit run`")
      }
      files.append((folder + stem + ".exercise.html", Array(page.utf8), naming))
    }
    if svg {
      files.append(
        (
          folder + stem + ".exercise.svg",
          try DiagramRenderer.render(exercise.diagram, format: .svg), naming
        ))
    }
    try OutputFile.write(files)
    let summary =
      "\(VisibleText.escaped(name)): \(exercise.blanks.count) blanks → "
      + files.map { VisibleText.escaped($0.path) }.joined(separator: ", ")
    StandardError.write(summary + "\n")
    StandardError.write("grade with: " + exercise.gradeCommand(sheet: folder + answers) + "\n")
  }
}
