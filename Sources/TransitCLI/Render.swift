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

  /// What `--format` can ask for: a diagram format, the step-through page, or the screen played
  /// as an animated GIF.
  enum Format: Equatable {
    case diagram(DiagramFormat)
    /// The self-contained HTML step-through page.
    case html
    /// The screen played on the virtual clock (`Render+Screen.swift`).
    case gif

    static let names = DiagramFormat.allCases.map(\.rawValue) + ["html", "gif"]

    init?(rawValue: String) {
      if rawValue == "html" {
        self = .html
      } else if rawValue == "gif" {
        self = .gif
      } else if let format = DiagramFormat(rawValue: rawValue) {
        self = .diagram(format)
      } else {
        return nil
      }
    }

    var fileExtension: String {
      switch self {
      case .diagram(let format): return format.fileExtension
      case .html: return "html"
      case .gif: return "gif"
      }
    }

    /// The format a file name's extension names, when it names one (`a.png`, `a.puml`).
    init?(extensionOf path: String) {
      let name = (path as NSString).lastPathComponent
      let suffix = (name as NSString).pathExtension.lowercased()
      guard !suffix.isEmpty else { return nil }
      let aliases = [
        "gv": "dot", "mermaid": "mmd", "pu": "puml", "plantuml": "puml", "htm": "html",
      ]
      let wanted = aliases[suffix] ?? suffix
      guard
        let format = (DiagramFormat.allCases.map(Format.diagram) + [.html, .gif]).first(where: {
          $0.fileExtension == wanted
        })
      else { return nil }
      self = format
    }

    /// How the format is named in messages: `SVG`, `Mermaid`, `the step-through page`.
    var title: String {
      switch self {
      case .diagram(.mermaid): return "Mermaid"
      case .diagram(.plantuml): return "PlantUML"
      case .diagram(.text): return "text"
      case .diagram(.chromeTrace): return "Chrome trace"
      case .diagram(let format): return format.rawValue.uppercased()
      case .html: return "HTML"
      case .gif: return "GIF"
      }
    }
  }

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
      discussion: "slide: a 16:9 page or image per transition, the deck scaled so each fits "
        + "(more when one does not at 0.3 of the type), lanes by role, the transition context "
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

  func validate() throws {
    if output?.isEmpty == true {
      throw ValidationError("--output needs a path, or `-` for standard output")
    }
    if let requestedFormat, let output, let named = Format(extensionOf: output),
      named != requestedFormat
    {
      throw ValidationError(
        "--output '\(output)' names a \(named.title) file, but --format asks for "
          + "\(requestedFormat.title); leave --format out, or end the output in "
          + ".\(requestedFormat.fileExtension)")
    }
    if let lanes, DiagramOptions.Lanes(rawValue: lanes) == nil {
      throw ValidationError("unknown --lanes '\(lanes)'; use role or object")
    }
    let roles = Set(ParticipantRole.lifecycleOrder.map(\.rawValue))
    for role in Self.list(fold) ?? [] where !roles.contains(role) && fold != "none" {
      throw ValidationError(
        "--fold: unknown role '\(role)'\(Suggestion.clause(for: role, among: Array(roles).sorted())); "
          + "the roles are: "
          + ParticipantRole.lifecycleOrder.map(\.rawValue).joined(separator: ", "))
    }
    if force && hide == nil { throw ValidationError("--force goes with --hide") }
    if let transition, transition < 1 { throw ValidationError("--transition must be 1 or more") }
    if let from, from < 1 { throw ValidationError("--from must be 1 or more") }
    if let to, to < 1 { throw ValidationError("--to must be 1 or more") }
    if let from, let to, from > to {
      throw ValidationError("--from \(from) is after --to \(to)")
    }
    guard Theme.named(theme) != nil else {
      throw ValidationError(
        "unknown theme '\(theme)'; use one of: " + Theme.all.map(\.name).joined(separator: ", "))
    }
    if let notes, DiagramOptions.Notes(rawValue: notes) == nil {
      throw ValidationError("unknown --notes '\(notes)'; use all or none")
    }
    if let views, DiagramOptions.Views(rawValue: views) == nil {
      throw ValidationError("unknown --views '\(views)'; use none, transitions or all")
    }
    try validatePages()
    guard headerEvery >= 0 else { throw ValidationError("--header-every must be 0 or more") }
    if reveal && format != .html { throw ValidationError("--reveal needs --format html") }
    try validateScreen()
  }

  /// The ids of a comma-separated option.
  static func list(_ text: String?) -> [String]? {
    text.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
  }

  /// The options: the preset's, then those given explicitly.
  var options: DiagramOptions {
    let list = Self.list
    var options = DiagramOptions(
      transition: transition, fromSeq: from, toSeq: to, participants: list(participants),
      hidden: list(hide) ?? [], order: list(order) ?? [],
      fold: !noFold,
      headerInterval: headerEvery, theme: Theme.named(theme) ?? .light)
    let paper = pages.flatMap(DiagramOptions.PageSize.init(rawValue:))
    if let preset = preset.flatMap(DiagramOptions.Preset.init(rawValue:)) {
      preset.apply(to: &options, paper: paper ?? .a4)
      // A page's PDF is never one poster page.
      if preset == .page, format == .diagram(.pdf) { options.pages = paper ?? .a4 }
    }
    if let paper { options.pages = paper }
    if let fold {
      options.foldedRoles =
        fold == "none" ? [] : (list(fold) ?? []).map(ParticipantRole.init(rawValue:))
    }
    if let notes { options.notes = DiagramOptions.Notes(rawValue: notes) ?? .all }
    if let views { options.views = DiagramOptions.Views(rawValue: views) ?? .transitions }
    if lifetimes { options.lifetimes = true }
    if let lanes { options.lanes = DiagramOptions.Lanes(rawValue: lanes) ?? .role }
    if let legend { options.legend = legend }
    return options
  }

  @MainActor
  func run() async throws {
    if format == .gif || at != nil {
      let (bytes, scenario) = try screenImage()
      try write(bytes, scenario: scenario)
      return
    }
    guard case .diagram(let diagramFormat) = format else {
      let (page, scenario) = try stepPage()
      try write(Array(page.utf8), scenario: scenario)
      return
    }
    if options.pages != nil, let drawing = Graphviz.Format(rawValue: diagramFormat.rawValue) {
      try writePages(drawing)
      return
    }
    switch try prepare(diagramFormat) {
    case .drawn(let dot, let drawing, let scenario):
      // The DOT is handed over, not copied: Graphviz.draw releases it once parsed.
      let drawn = try Graphviz.draw(dot: consume dot, format: drawing)
      try write(drawn.bytes, scenario: scenario)
      if drawn.isReduced, let dotsPerInch = drawn.dotsPerInch {
        StandardError.write(Self.reducedNote(drawn, dotsPerInch: dotsPerInch))
      }
    case .written(let bytes, let scenario):
      try write(bytes, scenario: scenario)
    }
  }

  /// What a PNG drawn below 96 dpi tells its reader, and how to get it whole.
  static func reducedNote(_ drawn: Graphviz.Drawing, dotsPerInch: Double) -> String {
    let size = String(format: "%.0f × %.0f pt", drawn.width, drawn.height)
    return "note: the diagram is \(size); the PNG is drawn at \(dotsPerInch) dpi rather than "
      + "96, since cairo draws no bitmap wider or taller than "
      + "\(Int(Graphviz.largestBitmapSide)) pixels. --format svg or pdf keeps every detail, "
      + "and --transition or --from/--to draws a part at full size.\n"
  }

  /// Refuses a focus the log does not have, naming what it has, rather than drawing an empty
  /// diagram.
  func checkFocus(_ records: [Record]) throws {
    var transitions: [Int] = []
    var seen: Set<Int> = []
    var ids: [String] = []
    var lastSeq = 0
    for record in records {
      switch record {
      case .header, .geometry: break
      case .participant(let participant): ids.append(participant.id)
      case .event(let event):
        lastSeq = event.seq
        if let id = event.transition, seen.insert(id).inserted { transitions.append(id) }
      }
    }
    if let transition, !transitions.contains(transition) {
      let known =
        transitions.isEmpty
        ? "the log has none" : "the log has " + transitions.map { "#\($0)" }.joined(separator: ", ")
      throw FocusError("--transition \(transition): no such transition; \(known)")
    }
    if let from, from > lastSeq {
      throw FocusError(
        lastSeq == 0
          ? "--from \(from): the log has no events"
          : "--from \(from): the log's events are numbered 1 to \(lastSeq)")
    }
    let declared = Set(ids)
    for (option, list) in [("--participants", participants), ("--hide", hide), ("--order", order)] {
      let unknown = (Self.list(list) ?? []).filter { !declared.contains($0) }
      guard unknown.isEmpty else {
        throw FocusError(
          "\(option): no participant "
            + unknown.map { "'\($0)'" }.joined(separator: ", ")
            + "; the log has " + ids.joined(separator: ", "))
      }
    }
    if hide != nil && !force { try checkNothingEssentialHidden(records) }
    if participants != nil || hide != nil { try checkSomethingShown(records) }
  }

  /// Refuses a `--hide` that would drop calls a lifecycle rule or the glossary marks as
  /// essential, naming them and what keeps them: folding their roles, or `--force`.
  func checkNothingEssentialHidden(_ records: [Record]) throws {
    let lost = DiagramBuilder.hiddenEssentialCalls(in: records, options: options)
    guard !lost.isEmpty else { return }
    var roles: [String] = []
    let hidden = Set(Self.list(hide) ?? [])
    for record in records {
      if case .participant(let participant) = record, hidden.contains(participant.id),
        !roles.contains(participant.role.rawValue)
      {
        roles.append(participant.role.rawValue)
      }
    }
    // One line per call between two participants, with where it happens: a percent-driven
    // interaction's forty updates are one line.
    var groups: [(text: String, seqs: [Int], reason: String)] = []
    var groupOf: [String: Int] = [:]
    for (event, call, reason) in lost {
      let text =
        "\(VisibleText.escaped(call.callerID)) → \(VisibleText.escaped(call.receiver))  "
        + VisibleText.escaped(call.name.rawValue)
      if let index = groupOf[text] {
        groups[index].seqs.append(event.seq)
      } else {
        groupOf[text] = groups.count
        groups.append((text, [event.seq], reason))
      }
    }
    let shown = 12
    var lines = [
      "--hide \(hide ?? "") would drop \(lost.count) \(lost.count == 1 ? "call" : "calls") the "
        + "lifecycle rules or the glossary mark as essential:"
    ]
    for group in groups.prefix(shown) {
      let seqs =
        group.seqs.count == 1
        ? "seq \(group.seqs[0])"
        : "seq \(group.seqs[0]) … \(group.seqs[group.seqs.count - 1]) (×\(group.seqs.count))"
      lines.append("  \(seqs)  \(group.text)  (\(group.reason))")
    }
    if groups.count > shown { lines.append("  … and \(groups.count - shown) more") }
    lines.append(
      "--fold \(roles.joined(separator: ",")) keeps them, as notes on the lane at the other end; "
        + "--force drops them anyway")
    throw FocusError(lines.joined(separator: "\n"))
  }

  /// Refuses a participant focus that leaves nothing but transition states to draw, saying
  /// whom the chosen participants talk to: `--participants` keeps the records *between* the
  /// listed ones, and nearly every hook is a call from `uikit`.
  func checkSomethingShown(_ records: [Record]) throws {
    let shown = DiagramBuilder.shownEvents(of: records, options: options)
    guard shown.allSatisfy({ DiagramBuilder.participantIDs(of: $0).isEmpty }) else { return }
    let listed = Self.list(participants) ?? []
    let hidden = Set(Self.list(hide) ?? [])
    var partners: [String] = []
    for record in records {
      guard let event = record.event else { continue }
      let named = DiagramBuilder.participantIDs(of: event)
      guard named.contains(where: listed.contains) else { continue }
      for id in named where !listed.contains(id) && !hidden.contains(id) && !partners.contains(id) {
        partners.append(id)
      }
    }
    var message = "the focus leaves no call, touch or view change to draw"
    if participants != nil {
      message += "; --participants keeps only the records between the participants it lists"
      if !partners.isEmpty {
        message +=
          ", and \(listed.joined(separator: ", ")) \(listed.count == 1 ? "talks" : "talk") with "
          + partners.joined(separator: ", ") + ": try --participants "
          + (listed + partners.prefix(1)).joined(separator: ",")
      }
    } else {
      message += "; every record it would draw touches a participant --hide leaves out"
    }
    throw FocusError(message)
  }

  /// Writes the output to `--output`, standard output, or `Output/NAME.EXT`.
  func write(_ bytes: [UInt8], scenario: String) throws {
    let destination = output ?? defaultDestination(scenario: scenario)
    if destination == "-" {
      try StandardOutput.write(bytes: bytes)
    } else {
      try OutputFile.write(bytes: bytes, to: destination, naming: output == nil ? .chosen : .given)
      StandardError.write("\(path) → \(destination)\n")
    }
  }

  /// What `prepare` hands over: the DOT for Graphviz to draw, or the finished bytes, with the
  /// log's scenario.
  enum Prepared {
    case drawn(dot: String, format: Graphviz.Format, scenario: String)
    case written([UInt8], scenario: String)
  }

  /// The output, or for SVG, PNG and PDF the DOT Graphviz draws, and the log's scenario. The
  /// records and the diagram are released on return, before Graphviz runs, so a long log's
  /// model and Graphviz's graph are never in memory together.
  @MainActor
  func prepare(_ format: DiagramFormat) throws -> Prepared {
    let records = try LogSource.load(path, lenient: lenient).records
    try checkFocus(records)
    if format == .chromeTrace {
      return .written(
        Array(ChromeTraceEmitter.json(records, options: options).utf8),
        scenario: records.first.flatMap { record -> String? in
          if case .header(let header) = record { return header.scenario }
          return nil
        } ?? "")
    }
    let diagram = DiagramBuilder.diagram(of: records, options: options)
    if let drawing = Graphviz.Format(rawValue: format.rawValue) {
      return .drawn(
        dot: DiagramRenderer.dot(diagram, options: options), format: drawing,
        scenario: diagram.title)
    }
    return .written(
      try DiagramRenderer.render(diagram, format: format, options: options),
      scenario: diagram.title)
  }

  /// `Output/NAME.EXT`, NAME being the log's or console's file name, the scenario's name, or
  /// for standard input the log's scenario.
  func defaultDestination(scenario: String) -> String {
    var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if path == "-" || LogSource.kind(of: path) == .builtIn {
      name = scenario.isEmpty ? "stdin" : scenario
    }
    return "Output/\(OutputName.safe(name)).\(format.fileExtension)"
  }
}

/// A focus option naming what the log does not have: exit 2, saying what it has.
struct FocusError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
