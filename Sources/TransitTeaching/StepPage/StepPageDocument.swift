import TransitReporter
import TransitTrace

/// The step-through page's HTML: the frame around the diagram, the sticky participant
/// headers, the panels the script fills, the data, the stylesheet and the script, all inline.
///
/// A content security policy forbids loading anything (`default-src 'none'`), so the page
/// cannot reach the network even by mistake; the styles and the script it carries inline are
/// the only ones it allows.
struct StepPageDocument {
  let title: String
  let theme: Theme
  let layout: SequenceLayout
  /// The SVG element, from `HTMLText.inlineSVG`.
  let svg: String
  /// The JSON of `StepPageData`.
  let data: String
  let reveal: Bool
  /// The JSON of `StepPageScreen`, or nil for a log without geometry: the page has no screen.
  var screen: String? = nil

  /// The zoom the page opens at: CSS pixels per layout point.
  static let initialZoom = "1.2"

  var html: String {
    let name = HTMLText.escape(VisibleText.escaped(title))
    let steps = layout.diagram.rows.count
    return """
      <!DOCTYPE html>
      <html lang="en" class="theme-\(HTMLText.escape(theme.name))">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="default-src 'none'; \
      style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">
      <meta name="generator" content="Transit">
      <title>\(name) &#x2014; Transit step-through</title>
      <style>
      \(StepPageStyle.css)\(screen == nil ? "" : StepPageStyle.screen)</style>
      </head>
      <body\(reveal ? " class=\"reveal\"" : "")>
      <header id="bar">
      <div id="title"><span class="brand">Transit</span><h1>\(name)</h1></div>
      <div id="stepper" role="group" aria-label="Steps">
      <button type="button" id="first" title="First step (Home)" aria-label="First step">\
      &#x21E4;</button>
      <button type="button" id="prev" title="Previous step (Left arrow)" \
      aria-label="Previous step">&#x2190; Back</button>
      <span id="counter" aria-live="polite">seq <b id="step-seq">0</b> \
      (step <span id="step-number">0</span> of <span id="step-count">\(steps)</span>)</span>
      <button type="button" id="next" title="Next step (Right arrow)" aria-label="Next step">\
      Next &#x2192;</button>
      <button type="button" id="last" title="Last step (End)" aria-label="Last step">\
      &#x21E5;</button>
      </div>
      <input type="range" id="scrub" min="1" max="\(max(steps, 1))" value="1" \
      aria-label="Go to step">
      <div id="tools">
      <label title="Hide the steps after this one (R)"><input type="checkbox" id="reveal"\
      \(reveal ? " checked" : "")> Reveal</label>
      <span class="zoom"><button type="button" id="zoom-out" title="Smaller (-)" \
      aria-label="Smaller">&#x2212;</button><button type="button" id="zoom-in" \
      title="Larger (+)" aria-label="Larger">+</button></span>
      <span id="verdict"></span>
      </div>
      </header>
      <main>
      <section id="diagram-pane" aria-label="Sequence diagram" style="--s:\(Self.initialZoom)">
      <div id="sticky-heads" aria-hidden="true">
      \(stickyHeads)</div>
      <div id="diagram" style="width:calc(var(--s) * \(DOTWriter.number2(layout.width))px)">
      \(svg)</div>
      </section>
      \(screen == nil ? "" : Self.screenPane)<aside id="side">
      <section id="caption" aria-label="This step" aria-live="polite"></section>
      <section id="state" aria-label="The screen at this step"></section>
      <footer id="keys">&#x2190; &#x2192; step &#xB7; Home End &#xB7; R reveal &#xB7; + &#x2212; \
      zoom &#xB7; click a row to go to it &#xB7; the address ends in <code>#seq-N</code>: \
      link to this step\(screen == nil ? "" : " &#xB7; Space play or pause the screen")</footer>
      </aside>
      </main>
      <noscript><p class="noscript">Stepping through needs JavaScript; the whole diagram is \
      shown above.</p></noscript>
      <script type="application/json" id="transit-data">\(data)</script>\(screenData)
      <script>
      \(StepPageScript.js)</script>
      </body>
      </html>

      """
  }

  /// The screen's JSON in its own element, or nothing.
  var screenData: String {
    guard let screen else { return "" }
    return "\n<script type=\"application/json\" id=\"transit-screen\">\(screen)</script>"
  }

  /// The screen's panel: Play, the speed, the clock's slider, and the stage the script draws
  /// the window on.
  static let screenPane = """
    <section id="screen-pane" aria-label="The screen">
    <div id="screen-controls">
    <button type="button" id="play" title="Play the virtual clock (Space)" aria-pressed="false">\
    &#x25B6; Play</button>
    <select id="speed" aria-label="Speed" title="How fast the clock runs">\
    <option value="1">1&#xD7;</option><option value="0.5">&#xBD;&#xD7;</option>\
    <option value="0.25" selected>&#xBC;&#xD7;</option><option value="0.1">0.1&#xD7;</option>\
    </select>
    <span id="clock-time" class="mono">0.000 s</span>
    </div>
    <input type="range" id="clock" min="0" max="0" value="0" step="1" \
    aria-label="Virtual time, in milliseconds">
    <div id="screen-stage"></div>
    <p id="screen-note">Drawn from the log to scale; the dashed box is a transition's container \
    view.</p>
    </section>

    """

  /// The participant headers, positioned like the diagram's, for the strip that stays at the
  /// top while the diagram scrolls.
  var stickyHeads: String {
    var out = ""
    for (index, column) in layout.diagram.columns.enumerated() {
      let width = layout.headerWidths[index]
      let left = layout.columnX[index] - width / 2
      out += "<div class=\"head\" style=\"left:calc(var(--s) * \(DOTWriter.number2(left))px);"
      out += "width:calc(var(--s) * \(DOTWriter.number2(width))px)\">"
      out += "<b>\(HTMLText.escape(VisibleText.escaped(column.id)))</b>"
      out += "<span>\(HTMLText.escape(VisibleText.escaped(column.className)))</span></div>\n"
    }
    return out
  }
}
