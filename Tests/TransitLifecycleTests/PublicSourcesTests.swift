import Foundation
import Testing
import TransitTestSupport

/// What a user or a reader of the code sees cites public sources, never the documents the
/// project was researched from: not their file names (`seed 000`, `FACTS.md`, `../shared`) nor
/// their private keys for sources (`DEC26`, `VCPG-anim`, `REF`, `trace 05`). Every source has
/// an entry in `docs/sources.md` and every fact an anchor in `docs/lifecycle.md`; those are what
/// a comment, a message or a scenario names.
///
/// The word "seed" alone stays legitimate: exercises shuffle with a seed. Tests may still
/// compare with the research folder where it is beside the clone, so `Tests/` is not scanned.
@Suite("Public sources only")
struct PublicSourcesTests {
  /// The forms that name a research file or a private key, each with what to write instead.
  static let forbidden: [(pattern: String, instead: String)] = [
    (#"(?i)\bseeds? ?0\d\d\b"#, "the blog post, guide or scenario it stands for"),
    (#"\b\d{3}_[0-9a-f]{16}\.txt\b"#, "the public source of that document"),
    (#"(?i)\bseeds'|\bseed documents?\b"#, "the blog post or guide a scenario follows"),
    (#"\bFACTS\b"#, "a docs/lifecycle.md anchor (#order-a-12, #fact-…, #contradiction-…)"),
    (#"MODERN-FACTS"#, "a docs/lifecycle.md anchor"),
    (#"\.\./shared"#, "docs/lifecycle.md or docs/sources.md"),
    (#"PEERS\.md"#, "the public tool or issue meant"),
    (#"\bDEC(26|18)\b"#, "UIKit 26.1's (or 18.2's) symbol"),
    (#"\bVCPG-(anim|pres)\b"#, "View Controller Programming Guide, \"<section>\""),
    (#"\bH-(trans|coord|pc)\b"#, "the UIKit SDK header by name"),
    (#"\b(SYM|OLDREF|NAV83|AXL|REF|SAMPLE)\b"#, "the public source by its short name"),
    (#"\btraces? 0\d\b"#, "the device log by its author"),
  ]

  /// Every file a user or a reader of the code sees: the sources (scenario files included),
  /// the README, the reference and the golden traces.
  static func files() throws -> [URL] {
    let root = PackagePaths.root
    var files = [root.appendingPathComponent("README.md")]
    for folder in ["Sources", "docs", "Traces"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: [.isRegularFileKey])
      while let url = enumerator?.nextObject() as? URL {
        if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
          files.append(url)
        }
      }
    }
    return files
  }

  /// `path:line: text` for every line of `text` that one of the forbidden forms matches.
  static func mentions(in text: String, path: String) throws -> [String] {
    let patterns = try forbidden.map { try NSRegularExpression(pattern: $0.pattern) }
    var found: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let line = String(line)
      let range = NSRange(line.startIndex..., in: line)
      for (pattern, form) in zip(patterns, forbidden)
      where pattern.firstMatch(in: line, range: range) != nil {
        found.append("\(path):\(index + 1): write \(form.instead): \(line.prefix(120))")
      }
    }
    return found
  }

  @Test("the forms are found where they occur, and \"seed\" alone is not")
  func formsMatch() throws {
    for named in [
      "the trace of seed 000", "Seed 004 (VCPG-anim)", "see ../shared/lifecycle",
      "FACTS (a) step 12", "FACTS.md", "DEC26 `completeTransition:`", "traces 01, 02",
      "REF \"seed 000 device trace\"", "PEERS.md §2.3", "000_e8229ddcb9a31e50.txt",
      "H-coord", "NAV83", "MODERN-FACTS", "as the seeds' delegates do",
    ] {
      #expect(try !Self.mentions(in: named, path: "x").isEmpty, "\(named) was not caught")
    }
    for legitimate in [
      "seed: 1", "The seed of the shuffled list.", "the same seed gives the same list",
      "--seed N", "UIKit 26.1's -[UIPresentationController transitionDidFinish:]",
      "View Controller Programming Guide, \"The Custom Animation Sequence\"",
      "docs/lifecycle.md#order-a-12", "reference", "a trace of 20 records",
    ] {
      #expect(try Self.mentions(in: legitimate, path: "x").isEmpty, "\(legitimate) was caught")
    }
  }

  @Test("no source file, scenario file, README, reference or golden trace names them")
  func noneNamed() throws {
    let root = PackagePaths.root.path + "/"
    var found: [String] = []
    let files = try Self.files()
    #expect(files.count > 100, "expected the sources, docs and traces, found \(files.count)")
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      found += try Self.mentions(in: text, path: file.path.replacingOccurrences(of: root, with: ""))
    }
    let list = found.joined(separator: "\n")
    #expect(found.isEmpty, "\(found.count) mentions:\n\(list)")
  }
}
