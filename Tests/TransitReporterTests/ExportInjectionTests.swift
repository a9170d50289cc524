import Foundation
import Testing
import TransitReporter
import TransitTestSupport
import TransitTrace

/// Text from a log that tries to run code or read files through an export (issue 14): Graphviz's
/// own escapes, DOT and Mermaid statements smuggled behind a combining mark, PlantUML's
/// preprocessor. Each attack is a call's name in a log of one call per attack; every export
/// must draw it as written and do nothing else.
@Suite("Exports run no code from the log")
struct ExportInjectionTests {
  /// The attacks, each a call name.
  static let attacks = [
    // Graphviz expands these to its own names (the graph's, the edge's…) and to line breaks.
    #"A\N B\G C\E D\L E\T F\H G\l H\r I\n J\\ K"#,
    // A quote and a combining mark are one Swift Character that is not a quote; DOT's lexer
    // still ends the string there, and the rest would be DOT: a link that runs JavaScript in
    // the SVG and the step-through page, and an image read from any file into the PNG.
    "x\"\u{301}]; rows -> rows [label=<<TABLE><TR><TD HREF='javascript:alert(42)'>x</TD></TR>"
      + "</TABLE>>]; z [label=\"",
    "y\"\u{301}]; img [label=<<TABLE><TR><TD><IMG SRC='/etc/hostname'/></TD></TR></TABLE>>];"
      + " z [label=\"",
    // Mermaid: `;` ends a statement, with or without a mark after it; a directive or a link at
    // the start of a line; HTML in a label.
    "x;\u{301}p1-)p2: forged message",
    "%%{init: {'theme': 'dark'}}%% click p1 call alert() <img src=x onerror=alert(1)>",
    // PlantUML's preprocessor: builtins anywhere in a line, directives and comments at its
    // start, entities and its own escape form.
    "%getenv('HOME') %getenv(\"PATH\") %dirpath() %filename() %version()",
    "%file_exists('/etc/passwd') %set_variable_value('x', 1) %date('yyyy')",
    "!include /etc/hostname @enduml 'comment $x &#37;getenv('HOME') <U+0025>getenv('HOME')",
    // Characters a parser would read as a line of its own.
    "line\u{2028}break\u{2029}para\u{85}next",
  ]

  /// A log with one call per attack, from `uikit` to a participant whose id and class attack
  /// too.
  static var records: [Record] {
    var log = LogBuilder(scenario: #"graph\G "name"#)
    log.participant("uikit", "UIKit", .uikit)
    log.participant(#"vc\N"\#u{301}]"#, #"Class\T%getenv('HOME');\#u{301}x"#, .animator)
    for attack in attacks {
      log.call("uikit", #"vc\N"\#u{301}]"#, CallName(attack))
    }
    return log.records
  }

  @Test("the SVG shows every attack as written, and holds no link and no image")
  func svg() throws {
    let svg = SVGDocument(try DiagramRenderer.render(Self.records, format: .svg))
    #expect(svg.wellFormed, "\(svg.error ?? "")")
    #expect(svg.references.isEmpty, "\(svg.references)")
    #expect(!svg.elements.contains("image"))
    // A tooltip holds the row's whole label: `N call`.
    for (index, attack) in Self.attacks.enumerated() {
      let shown = VisibleText.escaped(attack)
      #expect(svg.titles.contains("\(index + 1) \(shown)"), "\(shown)")
    }
    #expect(svg.allText.contains(#"vc\N"\#u{301}]"#))
    #expect(svg.allText.contains(#"Class\T%getenv('HOME');\#u{301}x"#))
    #expect(svg.titles.contains(#"vc\N"\#u{301}]: Class\T%getenv('HOME');\#u{301}x"#))
    // The first attack's own row, drawn in full: no escape became a name or a break.
    #expect(svg.allText.contains(#"A\N B\G C\E D\L E\T F\H G\l H\r I\n J\\ K"#))
  }

  @Test("the PNG is one small diagram: no image was read into it")
  func png() throws {
    let png = try DiagramRenderer.render(Self.records, format: .png)
    #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    // Eleven rows and two columns: a few hundred pixels a side; /etc/hostname would not draw,
    // but a PNG read in would make it thousands.
    #expect(width < 3000 && height < 1500, "\(width)×\(height)")
  }

  @Test("every Mermaid message is one statement whose entity codes decode to the call")
  func mermaid() throws {
    let text = String(
      decoding: try DiagramRenderer.render(Self.records, format: .mermaid), as: UTF8.self)
    let messages = text.split(separator: "\n").filter { $0.contains("->>") }
    #expect(messages.count == Self.attacks.count)
    for (index, (line, attack)) in zip(messages, Self.attacks).enumerated() {
      let body = String(line[line.range(of: ": ")!.upperBound...])
      let (decoded, bare) = Self.decodeMermaid(body)
      #expect(!bare.unicodeScalars.contains { ";<>\"%{}&".unicodeScalars.contains($0) }, "\(line)")
      #expect(decoded == "\(index + 1) " + VisibleText.escaped(attack), "\(line)")
    }
    // No line a log wrote starts a statement of its own.
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      #expect(
        !trimmed.hasPrefix("click") && !trimmed.hasPrefix("link") && !trimmed.hasPrefix("p1-)"),
        "\(line)")
    }
  }

  /// Mermaid text with its `#…;` codes decoded, and without them, scalar by scalar.
  static func decodeMermaid(_ text: String) -> (decoded: String, bare: String) {
    let names = ["lt": "<", "gt": ">", "amp": "&", "quot": "\""]
    var decoded = String.UnicodeScalarView()
    var bare = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "#", let end = scalars[index...].firstIndex(of: ";") {
        let code = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
        if let name = names[code] {
          decoded.append(contentsOf: name.unicodeScalars)
        } else if let value = UInt32(code), let scalar = Unicode.Scalar(value) {
          decoded.append(scalar)
        }
        index = end + 1
        continue
      }
      decoded.append(scalars[index])
      bare.append(scalars[index])
      index += 1
    }
    return (String(decoded), String(bare))
  }

  @Test("the PlantUML export holds no % and no $, so its preprocessor has nothing to run")
  func plantUMLText() throws {
    let text = String(
      decoding: try DiagramRenderer.render(Self.records, format: .plantuml), as: UTF8.self)
    #expect(!text.contains("%"))
    #expect(!text.contains("$"))
    for line in text.split(separator: "\n") where line.contains("<U+0040>") {
      #expect(!line.hasPrefix("@") && !line.hasPrefix("!") && !line.hasPrefix("'"))
    }
  }

  @Test(
    "plantuml draws every attack as written and evaluates none",
    .enabled(
      if: PlantUMLTests.plantuml != nil || PlantUMLTests.required,
      "plantuml is not installed (apt-get install plantuml)"))
  func plantUMLRendered() throws {
    let program = try #require(PlantUMLTests.plantuml, "plantuml is not installed")
    let source = try DiagramRenderer.render(Self.records, format: .plantuml)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = ["-tsvg", "-pipe"]
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = "/nonexistent/home-of-the-grader"
    environment["PATH"] = "/usr/bin:/bin:/secret-path-marker"
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(source))
    try input.fileHandleForWriting.close()
    let svg = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let document = SVGDocument([UInt8](svg))
    #expect(document.wellFormed, "\(document.error ?? "")")
    let text = document.allText.replacingOccurrences(of: "\u{A0}", with: " ")
    #expect(!text.contains("home-of-the-grader"))
    #expect(!text.contains("secret-path-marker"))
    #expect(!text.contains("Syntax Error"))
    // PlantUML wraps long messages (`maxMessageSize`) into lines of their own, at a space or
    // not: the attack is compared with the drawn text without the breaks and spaces. A message
    // it wraps has its entities decoded once more, so `&#37;` and `<U+0025>` are drawn as `%`:
    // a drawing fault, not an evaluation (the preprocessor ran before, on the escaped text, and
    // the HOME and PATH markers above show nothing was evaluated). Those forms are compared up
    // to where they start.
    let drawn = text.filter { !$0.isWhitespace }
    for attack in Self.attacks where attack.hasPrefix("%") || attack.hasPrefix("!") {
      let expected = attack.prefix { $0 != "&" }.filter { !$0.isWhitespace }
      #expect(drawn.contains(expected), "\(attack)")
    }
  }

  @Test("a tooltip is cut to its limit, so Graphviz never reads a token of megabytes")
  func longTooltip() throws {
    var log = LogBuilder(scenario: "long")
    log.participant("uikit", "UIKit", .uikit)
    log.participant("vc", "VC", .animator)
    log.call("uikit", "vc", "f(_:)", ["x": .string(String(repeating: "y", count: 1_000_000))])
    let dot = String(
      decoding: try DiagramRenderer.render(log.records, format: .dot), as: UTF8.self)
    let longest = dot.split(whereSeparator: { $0 == "," || $0 == "\n" }).map(\.count).max() ?? 0
    #expect(longest < 4 * 2048, "\(longest)")
  }
}
