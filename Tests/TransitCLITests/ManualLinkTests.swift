import Foundation
import Testing
import TransitTestSupport

/// Every link of the README and of the manual's pages to a file of the repository, or to a
/// heading or anchor of a page, leads somewhere: a page moved or a heading renamed fails here.
@Suite("Manual links resolve")
struct ManualLinkTests {
  /// A link of a page: where it points, and the line it is on.
  struct Link: CustomStringConvertible {
    var target: String
    var line: Int
    var description: String { "line \(line): \(target)" }
  }

  /// The links of Markdown `text` to anything but a web address: inline links and images,
  /// outside code blocks and code spans.
  static func links(in text: String) -> [Link] {
    var links: [Link] = []
    var inFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      // Code spans hold Swift and shell text, never links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      var rest = Substring(prose)
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        let target = String(after[..<close])
        rest = after[after.index(after: close)...]
        if target.contains("://") || target.hasPrefix("mailto:") || target.isEmpty { continue }
        links.append(Link(target: target, line: index + 1))
      }
    }
    return links
  }

  /// The anchors of a Markdown page: GitHub's slug of each heading (lowercase, punctuation
  /// but `-` and `_` dropped, spaces made `-`, a repeat suffixed `-1`, `-2`…) and every
  /// `<a id="…">` or `<a name="…">`.
  static func anchors(in text: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence else { continue }
      if line.hasPrefix("#"), let space = line.firstIndex(of: " "),
        line[..<space].allSatisfy({ $0 == "#" })
      {
        let title = line[line.index(after: space)...].lowercased()
        var slug = ""
        for character in title {
          if character == " " {
            slug.append("-")
          } else if character == "-" || character == "_" || character.isLetter
            || character.isNumber
          {
            slug.append(character)
          }
        }
        let count = seen[slug, default: 0]
        seen[slug] = count + 1
        anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
      }
      var rest = Substring(line)
      while let found = rest.range(of: #"<a (id|name)="[^"]+""#, options: .regularExpression) {
        let tag = rest[found]
        if let quote = tag.firstIndex(of: "\"") {
          anchors.insert(String(tag[tag.index(after: quote)...].dropLast()))
        }
        rest = rest[found.upperBound...]
      }
    }
    return anchors
  }

  /// What is wrong with each link of `page` (a path relative to `root`): a file that is not
  /// there, a path that leaves the repository, or an anchor the page it names lacks.
  static func problems(of page: String, text: String, root: URL) -> [String] {
    let folder = URL(fileURLWithPath: page, relativeTo: root).deletingLastPathComponent()
    var problems: [String] = []
    for link in links(in: text) {
      let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let anchor = parts.count > 1 ? String(parts[1]) : nil
      guard !path.isEmpty else {
        // An anchor of the page itself.
        if let anchor, !anchors(in: text).contains(anchor) {
          problems.append("\(page) \(link): no such heading or anchor")
        }
        continue
      }
      let file = folder.appendingPathComponent(path)
      let resolved = file.standardizedFileURL.path
      guard resolved.hasPrefix(root.standardizedFileURL.path + "/") else {
        problems.append("\(page) \(link): outside the repository")
        continue
      }
      guard FileManager.default.fileExists(atPath: resolved) else {
        problems.append("\(page) \(link): no such file")
        continue
      }
      guard let anchor else { continue }
      guard resolved.hasSuffix(".md"),
        let target = try? String(contentsOfFile: resolved, encoding: .utf8)
      else {
        problems.append("\(page) \(link): an anchor into a file that is not a page")
        continue
      }
      if !anchors(in: target).contains(anchor) {
        problems.append("\(page) \(link): no such heading or anchor")
      }
    }
    return problems
  }

  @Test("every link of the README and of docs/*.md to a file or anchor resolves")
  func allResolve() throws {
    var problems: [String] = []
    var count = 0
    for page in try ManualPages.paths() {
      let text = try ManualPages.text(page)
      count += Self.links(in: text).count
      problems += Self.problems(of: page, text: text, root: PackagePaths.root)
    }
    #expect(count > 100)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("the README links to each page of the manual")
  func readmeLinksEveryPage() throws {
    let targets = Set(
      Self.links(in: try ManualPages.text("README.md")).map {
        String($0.target.split(separator: "#", omittingEmptySubsequences: false)[0])
      })
    for page in try ManualPages.paths() where page != "README.md" {
      #expect(targets.contains(page), "README.md does not link to \(page)")
    }
  }

  @Test("a missing file, a missing anchor and a path out of the repository are found")
  func brokenLinksFound() throws {
    let text = """
      # Title

      ## Rules, and `--fold`

      [ok](#title) [ok](#rules-and---fold) [ok](../README.md#architecture)
      [gone](nowhere.md) [bad anchor](#no-such-heading) [out](../../etc/passwd)
      `[code](missing.md)` [web](https://example.com/x.md)
      """
    let problems = Self.problems(of: "docs/page.md", text: text, root: PackagePaths.root)
    #expect(Self.anchors(in: text) == ["title", "rules-and---fold"])
    #expect(problems.count == 3, "\(problems)")
    #expect(problems.contains { $0.contains("nowhere.md: no such file") })
    #expect(problems.contains { $0.contains("#no-such-heading: no such heading or anchor") })
    #expect(problems.contains { $0.contains("../../etc/passwd: outside the repository") })
  }
}
