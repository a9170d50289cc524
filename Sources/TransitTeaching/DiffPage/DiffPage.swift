import TransitReporter
import TransitTrace

/// `transit diff --format html`: the two runs side by side, in the step-through page's look
/// (its themes, fonts and bar): each place they part under the sentence that says it, the
/// calls only one side has marked, the same calls lined up between them.
///
/// One self-contained file with no script: a content security policy forbids loading anything,
/// and every character outside ASCII is a numeric reference.
package enum DiffPage {
  /// The page for `diff`.
  package static func html(_ diff: LogDiff, theme: Theme = .light) -> String {
    let (nameA, nameB) = diff.names
    let labelA = HTMLText.escape(VisibleText.escaped(diff.a.label))
    let labelB = HTMLText.escape(VisibleText.escaped(diff.b.label))
    var body = ""
    body += "<p class=\"meta\">Compared by call and participant role, ignoring seq and object "
    body += "ids"
    body +=
      diff.compared.isEmpty
      ? "; no channel is recorded by both."
      : ", in: " + HTMLText.escape(diff.compared.joined(separator: ", ")) + "."
    if !diff.leftOut.isEmpty {
      body += " Left out, recorded by one side only: "
      body += HTMLText.escape(
        diff.leftOut.map { "\($0.channel) (A: \($0.a), B: \($0.b))" }.joined(separator: ", "))
      body += "."
    }
    body += "</p>\n"
    let hunks = diff.hunks
    if hunks.isEmpty {
      body += "<p class=\"agree\">\(HTMLText.escape(diff.summary))</p>\n"
    }
    for (number, hunk) in hunks.enumerated() {
      body += "<section class=\"hunk\" id=\"place-\(number + 1)\">\n"
      body += "<h2><span class=\"n\">\(number + 1)</span> "
      body += HTMLText.escape(diff.headline(hunk)) + "</h2>\n"
      body += "<table>\n<thead><tr><th>A: \(labelA)</th><th>B: \(labelB)</th></tr></thead>\n"
      body += "<tbody>\n"
      for operation in hunk.operations { body += row(operation) }
      body += "</tbody>\n</table>\n</section>\n"
    }
    if !hunks.isEmpty { body += "<p class=\"summary\">\(HTMLText.escape(diff.summary))</p>\n" }
    let title =
      nameA == "A"
      ? "\(labelA) against \(labelB)" : "\(labelA) (\(nameA)) against \(labelB) (\(nameB))"
    return """
      <!DOCTYPE html>
      <html lang="en" class="theme-\(HTMLText.escape(theme.name))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
      <meta name="generator" content="Transit">
      <title>\(labelA) against \(labelB) &#x2014; Transit diff</title>
      <style>
      \(StepPageStyle.look)\(css)</style>
      </head>
      <body>
      <header id="bar">
      <div id="title"><span class="brand">Transit</span><h1>\(HTMLText.escape(title))</h1></div>
      <span id="verdict">\(diff.differs ? "<b class=\"parts\">\(hunks.count) \(hunks.count == 1 ? "place" : "places") part</b>" : "<b class=\"clean\">the same</b>")</span>
      </header>
      <main>
      \(body)</main>
      </body>
      </html>

      """
  }

  /// One row: a call on both sides, or on one.
  private static func row(_ operation: LogDiff.Operation) -> String {
    func cell(_ item: LogDiff.Item?) -> String {
      guard let item else { return "<td class=\"gap\"></td>" }
      let args = item.args.pairs.compactMap { pair -> String? in
        if case .bool(let flag) = pair.value { return "\(pair.key): \(flag)" }
        return nil
      }
      return "<td><span class=\"loc\">\(HTMLText.escape(LogDiff.location(item)))</span> "
        + "<span class=\"role\">\(HTMLText.escape(item.role))</span> "
        + "<code>\(HTMLText.escape(VisibleText.escaped(item.call.rawValue)))</code>"
        + (args.isEmpty
          ? "" : " <span class=\"args\">\(HTMLText.escape(args.joined(separator: ", ")))</span>")
        + " <span class=\"id\">\(HTMLText.escape(VisibleText.escaped(item.receiver)))</span></td>"
    }
    switch operation {
    case .same(let x, let y, let differ):
      return "<tr class=\"\(differ ? "changed" : "same")\">\(cell(x))\(cell(y))</tr>\n"
    case .onlyA(let x):
      return "<tr class=\"only-a\">\(cell(x))\(cell(nil))</tr>\n"
    case .onlyB(let y):
      return "<tr class=\"only-b\">\(cell(nil))\(cell(y))</tr>\n"
    }
  }

  /// The diff's own layout over the shared look.
  static let css = #"""
    main { padding: 14px 18px 40px; max-width: 1200px; }
    .meta { color: var(--muted); margin: 0 0 14px; }
    #verdict .parts { color: var(--danger); }
    #verdict .clean { color: var(--ok); }
    .hunk { margin: 0 0 22px; border: 1px solid var(--border); border-radius: 8px;
      background: var(--card); box-shadow: var(--shadow); overflow: hidden; }
    .hunk h2 { font-size: 14px; font-weight: 600; margin: 0; padding: 9px 12px;
      background: var(--panel); border-bottom: 1px solid var(--border); }
    .hunk h2 .n { display: inline-block; min-width: 1.6em; text-align: center; color: var(--bg);
      background: var(--accent); border-radius: 10px; margin-right: 6px; font-size: 12px; }
    table { width: 100%; border-collapse: collapse; table-layout: fixed; }
    th { text-align: left; font-weight: 600; color: var(--muted); padding: 5px 10px;
      border-bottom: 1px solid var(--border); }
    td { padding: 4px 10px; vertical-align: top; border-bottom: 1px solid var(--border);
      overflow-wrap: anywhere; }
    td + td, th + th { border-left: 1px solid var(--border); }
    tr.same td { color: var(--muted); }
    tr.only-a td:first-child { background: var(--danger-soft); }
    tr.only-b td:last-child { background: var(--ok-soft); }
    tr.changed td { background: var(--warn-soft); }
    td.gap { background: var(--panel); }
    .loc { font-variant-numeric: tabular-nums; color: var(--muted); font-size: 12px; }
    .role { font-size: 12px; color: var(--accent); }
    .args, .id { font-size: 12px; color: var(--muted); }
    .agree { color: var(--ok); font-weight: 600; }
    .summary { color: var(--muted); }

    """#
}
