import Foundation
import Testing
import TransitLifecycle
import TransitTestSupport

/// Every claim Transit makes can be checked: each cited source is in the bibliography, with an
/// address or a symbol of UIKit's binary; each fact of the reference the code names exists; and
/// `docs/sources.md`, the bibliography a reader opens, is written from the same data.
@Suite("Bibliography")
struct BibliographyTests {
  /// Every citation of the rules and the glossary, with what cites it.
  static let citations: [(owner: String, citation: Citation)] =
    LifecycleRules.all.flatMap { rule in rule.sources.map { (rule.id, $0) } }
    + Glossary.citations.map { ("the glossary", $0) }

  /// The anchors of `docs/lifecycle.md`.
  static func referenceAnchors() throws -> Set<String> {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("docs/lifecycle.md"), encoding: .utf8)
    return Set(Self.matches(of: #"<a id="([^"]+)"></a>"#, in: text))
  }

  /// The first capture group of every match of `pattern` in `text`.
  static func matches(of pattern: String, in text: String) -> [String] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range(at: 1), in: text)!])
    }
  }

  @Test("ids are unique, stable in form, and every entry says where a reader finds it")
  func entriesWellFormed() {
    var seen: Set<String> = []
    for source in Source.all {
      #expect(seen.insert(source.id).inserted, "\(source.id) is listed twice")
      #expect(
        source.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" },
        "\(source.id) is not lowercase and hyphenated")
      switch source.location {
      case .url(let url):
        #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "\(source.id): \(url)")
        #expect(source.status != .none, "\(source.id) has an address but status none")
      case .symbol(let symbol, let ios, let decompile):
        #expect(!symbol.isEmpty && ios.hasPrefix("iOS "), "\(source.id): \(symbol), \(ios)")
        #expect(decompile.map { $0.hasPrefix("https://") } ?? true, "\(source.id)")
        #expect(
          [.binary26, .binary18, .reconstruction].contains(source.group),
          "\(source.id) names a symbol outside the binary's sections")
      case .unknown:
        #expect(source.status == .none, "\(source.id) has no address but says \(source.status)")
        #expect(!source.note.isEmpty, "\(source.id) has no address and no note saying why")
      }
    }
  }

  @Test("every cited source is in the bibliography")
  func citedSourcesListed() {
    let ids = Set(Source.all.map(\.id))
    for (owner, citation) in Self.citations {
      #expect(ids.contains(citation.source.id), "\(owner) cites \(citation.source.id)")
    }
  }

  @Test("every rule cites at least one source with an address or a symbol")
  func rulesCheckable() {
    for rule in LifecycleRules.all {
      #expect(
        rule.sources.contains { $0.source.isCheckable },
        "\(rule.id) cites no source a reader can open or disassemble")
    }
  }

  @Test("no rule or glossary entry cites a source without a public address")
  func noUnaddressedCitations() {
    for (owner, citation) in Self.citations {
      #expect(citation.source.isCheckable, "\(owner) cites \(citation.source.id)")
    }
  }

  @Test("every reference anchor a rule or the glossary cites exists in docs/lifecycle.md")
  func citedAnchorsExist() throws {
    let anchors = try Self.referenceAnchors()
    for (owner, citation) in Self.citations {
      guard let reference = citation.reference else { continue }
      #expect(anchors.contains(reference.name), "\(owner) cites \(reference.path)")
    }
  }

  @Test("every anchor of docs/lifecycle.md named in the sources, tests, README and docs exists")
  func namedAnchorsExist() throws {
    let anchors = try Self.referenceAnchors()
    let root = PackagePaths.root
    var files = try ManualPages.paths().map { root.appendingPathComponent($0) }
    for folder in ["Sources", "Tests"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if ["swift", "yaml", "md"].contains(url.pathExtension) { files.append(url) }
      }
    }
    // `docs/lifecycle.md#order-a`, and the `#order-b` that follows it in the same sentence.
    let pattern =
      #"(?:lifecycle\.md)?#((?:fact|facts|order|contradiction)(?:-[a-z0-9]+)+|canonical-orders"#
      + #"|contradictions|versions|open-questions)\b"#
    var missing: [String] = []
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for anchor in Self.matches(of: pattern, in: text) where !anchors.contains(anchor) {
        missing.append("\(file.lastPathComponent): #\(anchor)")
      }
    }
    #expect(missing.isEmpty, "no such anchor in docs/lifecycle.md: \(missing)")
  }

  @Test("every source docs/lifecycle.md names is in the bibliography")
  func referenceSourcesListed() throws {
    let text = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("docs/lifecycle.md"), encoding: .utf8)
    let ids = Set(Source.all.map(\.id))
    // `[vcpg-presentation-process]`, but not a Markdown link's `[text](#anchor)`.
    let named = Set(Self.matches(of: #"\[([a-z0-9]+(?:-[a-z0-9]+)+)\](?!\()"#, in: text))
    #expect(named.subtracting(ids).isEmpty, "not in the bibliography: \(named.subtracting(ids))")
  }

  @Test("docs/sources.md is the bibliography, written from Source.all")
  func sourcesPageMatches() throws {
    let url = PackagePaths.root.appendingPathComponent("docs/sources.md")
    let text = SourcesPage.markdown(Source.all)
    let page = try? String(contentsOf: url, encoding: .utf8)
    if Golden.recording {
      try text.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      page == text,
      """
      docs/sources.md differs from Source.all; run TRANSIT_RECORD=1 swift test --filter \
      Bibliography to write it again, and review the diff
      """)
  }
}
