import ArgumentParser
import Foundation
import TransitReporter
import TransitTrace

/// `transit render PATH`: draws a log as a sequence diagram.
struct Render: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw a log as a lifecycle sequence diagram.",
    discussion: """
      SVG, PNG and PDF are drawn in-process by Graphviz (libgvc) from Transit's own layout; \
      dot is that pinned-position DOT (neato -n2 draws it too); mermaid, plantuml and text are \
      written from the same diagram. The output goes to Output/NAME.EXT unless --output says \
      otherwise; it is written beside its destination and renamed into place when complete \
      (a device or FIFO is written directly). A focus the log does not have (a transition, \
      a participant, a seq past its end) is refused, naming what the log has. \
      Exit status: 0 on success, 2 for an unreadable log, an output that cannot be written \
      or wrong usage.
      """
  )

  @Argument(
    help: """
      The log to draw: a log, console text, a scenario file or a built-in scenario; `-` for \
      standard input.
      """)
  var path: String

  @Option(
    name: [.customShort("f"), .customLong("format")],
    help: ArgumentHelp(
      "svg, png, pdf, dot, mermaid, plantuml, text, chrome-trace (a timeline for Perfetto), "
        + "html (the step-through page), or gif (the screen played, for slides).",
      discussion: "Without it, the --output file's extension decides (.png, .puml, .mmd, .txt, "
        + ".html…), and SVG otherwise.",
      valueName: "format"),
    transform: { value in
      guard let format = Format(rawValue: value) else {
        throw ValidationError(
          "unknown format '\(value)'; use one of: " + Format.names.joined(separator: ", "))
      }
      return format
    })
  var requestedFormat: Format?

  /// The format asked for with `--format`, else the one `--output`'s extension names, else SVG.
  var format: Format {
    requestedFormat ?? output.flatMap { Format(extensionOf: $0) }
      ?? (at != nil ? .diagram(.png) : pages == nil ? .diagram(.svg) : .diagram(.pdf))
  }

  @Option(name: .shortAndLong, help: "Where to write the diagram; `-` for standard output.")
  var output: String?

  // `.unconditional` takes `-1` as the value it is, for validate() to refuse, where the
  // default strategy reads it as an unknown option and reports the value missing.
  @Option(
    parsing: .unconditional,
    help: "Only this transition's records (1 or more), with the gesture or call that started it.")
  var transition: Int?

  @Option(parsing: .unconditional, help: "Only records from this seq on (1 or more).")
  var from: Int?

  @Option(parsing: .unconditional, help: "Only records up to this seq (1 or more).")
  var to: Int?

  @Option(help: "Only these participants (comma-separated ids) and the records between them.")
  var participants: String?

  @Option(help: "Leave out these participants (comma-separated ids) and the records touching them.")
  var hide: String?

  @Flag(
    help: "With --hide: leave out calls a lifecycle rule or the glossary marks as essential too.")
  var force = false

  @Option(help: "Participants to place first, left to right (comma-separated ids).")
  var order: String?

  @Option(
    help: ArgumentHelp(
      "What a column stands for: role (the default) or object.",
      discussion: "With role, the objects playing one role (the contexts of four transitions) "
        + "share its column and each message names its object; with object, every object has "
        + "a column of its own.",
      valueName: "role|object"))
  var lanes: String?

  @Option(
    help: ArgumentHelp(
      "Draw these roles' calls as notes on the lane of the object at the other end, in order "
        + "(comma-separated roles: transitionContext, transitionCoordinator, …), or none.",
      discussion: "--preset slide folds transitionContext,transitionCoordinator; --fold none "
        + "gives them their lanes back.",
      valueName: "roles"))
  var fold: String?

  @Option(
    help: ArgumentHelp(
      "Which notes (what no source establishes) to draw: all (the default) or none.",
      discussion: "Warnings and calls to a folded role are drawn either way.",
      valueName: "all|none"))
  var notes: String?

  @Option(help: "Which view-hierarchy changes to show: none, transitions (the default) or all.")
  var views: String?

  @Flag(
    help: ArgumentHelp(
      "Show each release of an object (✕) as a row; the step-through page always does."))
  var lifetimes = false

  @Option(
    help: ArgumentHelp(
      "slide or page: options chosen for one use of the diagram.",
      discussion: "slide: a 16:9 page or image per transition, each slide scaled on its own to fit "
        + "(more when one does not at 0.25 of the type), lanes by role, the transition context "
        + "and coordinator folded into notes, a leaf call's result on its row, no view "
        + "changes, a legend. page: the width of an A4 "
        + "page (Letter with --pages letter), lanes by role, a legend; a PDF is cut into "
        + "pages. Options given with it override it.",
      valueName: "slide|page"))
  var preset: String?

  @Option(
    help: ArgumentHelp(
      "a4 or letter: cut the diagram into pages of that size, the lane headers at the top of "
        + "each (a PDF of many pages, or an SVG or PNG file per page).",
      valueName: "a4|letter"))
  var pages: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Add a legend of the colours, bands, frames and arrow styles (on with --preset).")
  var legend: Bool?

  @Flag(help: "Show every record on its own row instead of folding repeated calls.")
  var noFold = false

  @Option(
    parsing: .unconditional,
    help: "Repeat the participant headers every N rows (0 or more); 0 never repeats them.")
  var headerEvery = 40

  @Option(help: "light or dark; never taken from the environment.")
  var theme: String = Theme.light.name

  @Flag(help: "With --format html: open the page with later steps hidden instead of faded.")
  var reveal = false

  @Flag(help: "Skip a log's lines that are not readable records instead of refusing it.")
  var lenient = false

  @Option(
    parsing: .unconditional,
    help: "With --format png: the screen after this seq (1 or more), instead of the diagram.")
  var at: Int?

  @Option(
    parsing: .unconditional,
    help: "With --format gif: how fast the clock plays, 0.05 to 4 (0.25: four times slower).")
  var speed: Double = 1

  @Option(parsing: .unconditional, help: "With --format gif: frames per second, 1 to 50.")
  var fps = 25

  @Option(
    parsing: .unconditional,
    help: "With --format gif or --at: pixels per point of the screen, 0.1 to 4.")
  var scale: Double = 1

  var readingMode: LogReader.Mode { lenient ? .lenient : .strict }
}
