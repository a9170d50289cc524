import Foundation
import Testing
import TransitChecker
import TransitTestSupport
import TransitTrace

/// `transit render --format html`, run as a user runs it: the page, the glossary's captions and
/// the checker's violations in it, standard streams, and usage errors.
@Suite("transit render --format html")
struct RenderPageCommandTests {
  static let cardZoom = GoldenTraces.url("card-zoom")
  static let bug = GoldenTraces.url("bug-complete-true-after-cancel")

  /// The JSON data a page embeds.
  static func data(of page: String) throws -> [String: Any] {
    let open = "<script type=\"application/json\" id=\"transit-data\">"
    let start = try #require(page.range(of: open))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = try JSONSerialization.jsonObject(
      with: Data(page[start.upperBound..<end.lowerBound].utf8))
    return try #require(json as? [String: Any])
  }

  @Test("writes Output/NAME.html, with the glossary's entry as the caption of its calls")
  func page() throws {
    let folder = try TransitProcess.temporaryDirectory()
    let result = try TransitProcess.run(["render", Self.cardZoom.path, "-f", "html"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr == "\(Self.cardZoom.path) → Output/card-zoom.html\n")
    let page = try String(
      contentsOf: folder.appendingPathComponent("Output/card-zoom.html"), encoding: .utf8)
    #expect(page.hasPrefix("<!DOCTYPE html>"))
    #expect(!page.contains("class=\"reveal\""))
    let data = try Self.data(of: page)
    #expect(data["checked"] as? Bool == true)
    #expect((data["violations"] as? [Any])?.isEmpty == true)
    let captions = try #require(data["captions"] as? [[String: Any]])
    let steps = try #require(data["steps"] as? [[String: Any]])
    let records = try LogReader.readAll(path: Self.cardZoom.path)
    // Every step shows what the glossary says of its record: a call (a closure by the call that
    // handed it over), a view change, a transition's state, a touch.
    let events = records.compactMap(\.event)
    let bySeq = Dictionary(uniqueKeysWithValues: events.map { ($0.seq, $0) })
    for step in steps {
      let seq = try #require(step["seq"] as? Int)
      let event = try #require(bySeq[seq])
      let expected: (meaning: String, avoid: String?)? =
        switch event.body {
        case .call(let call):
          Glossary.entry(
            for: call.name, handedOverBy: call.block.flatMap { bySeq[$0]?.call?.name }
          ).map { ($0.meaning, $0.avoid) }
        case .view(let change): Glossary.entry(for: change.name).map { ($0.meaning, $0.avoid) }
        case .transition(let change): (Glossary.state(change.state).meaning, nil)
        case .gesture(let gesture):
          Glossary.gesture(kind: gesture.kind, state: gesture.state).map { ($0.meaning, nil) }
        case .warning(let note), .note(let note):
          Glossary.diagnostic(note.code).map { ($0.meaning, nil) }
        case .release: (Glossary.release.meaning, nil)
        case .retained: (Glossary.retained.meaning, nil)
        }
      let index = try #require(step["caption"] as? Int)
      #expect((index >= 0) == (expected != nil), "\(step["id"] ?? "?")")
      if let expected, index >= 0 {
        #expect(captions[index]["meaning"] as? String == expected.meaning)
        #expect(captions[index]["avoid"] as? String == expected.avoid)
      }
    }
    #expect(steps.contains { ($0["caption"] as? Int ?? -1) >= 0 })
  }

  @Test("the checker's violations are marked at their step; the page still renders, exit 0")
  func violations() throws {
    let result = try TransitProcess.run(["render", Self.bug.path, "-f", "html", "-o", "-"])
    #expect(result.status == 0)
    let data = try Self.data(of: result.stdout)
    let marked = try #require(data["violations"] as? [[String: Any]])
    let report = try Checker().check(path: Self.bug.path)
    #expect(marked.map { $0["rule"] as? String } == report.violations.map(\.rule.id))
    #expect(marked.map { $0["seq"] as? Int } == report.violations.map(\.seq))
    let steps = try #require(data["steps"] as? [[String: Any]])
    for violation in marked {
      let step = try #require(violation["step"] as? Int)
      #expect(steps[step]["seq"] as? Int == violation["seq"] as? Int)
    }
  }

  @Test("- reads standard input and gives the same page; --reveal and --theme reach it")
  func streamsAndOptions() throws {
    let log = try Data(contentsOf: Self.cardZoom)
    let piped = try TransitProcess.run(["render", "-", "-f", "html", "-o", "-"], stdin: log)
    let direct = try TransitProcess.run(["render", Self.cardZoom.path, "-f", "html", "-o", "-"])
    #expect(piped.status == 0)
    #expect(piped.stdout == direct.stdout)
    let again = try TransitProcess.run(["render", Self.cardZoom.path, "-f", "html", "-o", "-"])
    #expect(again.stdout == direct.stdout)
    let styled = try TransitProcess.run([
      "render", Self.cardZoom.path, "-f", "html", "-o", "-", "--reveal", "--theme", "dark",
    ])
    #expect(styled.status == 0)
    #expect(styled.stdout.contains("<html lang=\"en\" class=\"theme-dark\">"))
    #expect(styled.stdout.contains("<body class=\"reveal\">"))
    #expect(styled.stdout.contains("fill=\"#0d1117\""))
    #expect(try Self.data(of: styled.stdout)["reveal"] as? Bool == true)
  }

  @Test("--reveal without --format html is wrong usage, exit 2")
  func revealNeedsHTML() throws {
    let result = try TransitProcess.run(["render", Self.cardZoom.path, "--reveal"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--reveal needs --format html"))
    let format = try TransitProcess.run(["render", Self.cardZoom.path, "--format", "htm"])
    #expect(format.stderr.contains("text, chrome-trace, html"))
  }
}
