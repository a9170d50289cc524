import TransitLifecycle

/// `docs/sources.md`, the bibliography as a reader opens it, written from `Source.all`: one
/// table per group, each entry anchored by its id so `docs/sources.md#<id>` resolves.
/// `BibliographyTests` compares the file with it and writes it under `TRANSIT_RECORD=1`.
enum SourcesPage {
  static func markdown(_ sources: [Source]) -> String {
    var text = """
      # Sources

      The bibliography of [Transit's lifecycle reference](lifecycle.md). Every claim Transit \
      makes about UIKit (a checker rule, a glossary entry, an engine step, a scenario) cites one \
      or more of these sources by id.

      This page is written from the entries in `Sources/TransitLifecycle/Bibliography/`, which \
      the rules and the glossary cite: change an entry there, then run \
      `TRANSIT_RECORD=1 swift test --filter Bibliography` to write this page again.

      ## How to use this list

      - **Id.** Stable, lowercase, hyphenated. Link to an entry as `docs/sources.md#<id>`. The \
      prefix says the kind: `vcpg-` the archived *View Controller Programming Guide*, `uikit-` \
      an Apple symbol page, `apple-` another Apple page, `sdk-` a header comment, `oldref-` \
      Apple's former reference text, `dec26-`/`dec18-` a symbol in UIKit's binary, `dis-` a hand \
      reconstruction, `log-` a device log, `gh-`/`radar-` an issue or pull request, \
      `blog-`/`so-` a post or Q&A page.
      - **Short name.** What a reader recognises; it is what `check` and `explain` print.
      - **Address.** A page you can open. For a symbol read from UIKit's binary the entry names \
      the symbol and the iOS build, so anyone with a disassembler can check it; the link to a \
      public decompile of that build is a convenience.
      - **Status** of the address:
        - *checked*: the page or file was found at this address while the reference was written;
        - *linked*: the address is linked from a checked Apple page;
        - *unchecked*: the documented or reported address, not opened while writing;
        - *none*: no public address is known; the note names the public sources that support \
      the same facts.
      - **Sections.** Several ids point into one page of the programming guide; the short name \
      gives the section heading to look for. The guide's pages were found under the \
      `library/ios/` and `library/mac/` forms of the same path, which lead to the archive \
      address given here.

      """
    for group in Source.Group.allCases {
      let entries = sources.filter { $0.group == group }
      guard !entries.isEmpty else { continue }
      let binary = entries.contains { $0.symbol != nil }
      text += "\n## \(group.rawValue)\n\n"
      text +=
        binary
        ? "| Id | Short name | Symbol | iOS | Decompile (optional) | Status | Notes |\n"
          + "| --- | --- | --- | --- | --- | --- | --- |\n"
        : "| Id | Short name | Kind | Address | Status | Notes |\n"
          + "| --- | --- | --- | --- | --- | --- |\n"
      for source in entries {
        let id = "<a id=\"\(source.id)\"></a>`\(source.id)`"
        let cells =
          binary
          ? [
            id, cell(source.name), "`" + cell(source.symbol ?? "") + "`", source.ios ?? "",
            address(source.decompile), source.status.rawValue, cell(source.note),
          ]
          : [
            id, cell(source.name), source.kind.rawValue, address(source.url),
            source.status.rawValue, cell(source.note),
          ]
        text += "| " + cells.joined(separator: " | ") + " |\n"
      }
    }
    let count = { (status: Source.Status) in sources.filter { $0.status == status }.count }
    text += "\n## Counts\n\n"
    text +=
      "\(sources.count) sources: \(count(.checked)) checked, \(count(.linked)) linked, "
      + "\(count(.unchecked)) unchecked, \(count(.none)) without an address; "
      + "\(sources.filter { $0.symbol != nil }.count) name a symbol of UIKit's binary.\n"
    return text
  }

  /// `<https://…>`, or a dash where there is no address.
  private static func address(_ url: String?) -> String {
    url.map { "<\($0)>" } ?? "—"
  }

  /// `text` safe inside a table cell.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
