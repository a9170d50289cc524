/// Where everything of a diagram goes, in points, with y growing downwards: Transit's own
/// layout, which Graphviz then draws as given.
///
/// Columns are spaced so every label fits between the lifelines it spans; rows are stacked at
/// the height their (wrapped) labels need; labels sit left-aligned just above their arrow, on a
/// background, so no lifeline or other arrow crosses them. Linear in the number of rows.
package struct SequenceLayout: Sendable {
  /// How a diagram is cut into pages: each page is `size` once drawn, its lane headers at its
  /// top, and no row is cut in two.
  package struct Paging: Sendable, Hashable {
    /// The page, in points once drawn: the layout is scaled down to fit its width.
    package var width: Double
    package var height: Double
    /// How far the drawing may be scaled down so all of it fits one page (a transition on one
    /// slide); nil scales it to the page's width only.
    package var smallestFitScale: Double?

    package init(width: Double, height: Double, smallestFitScale: Double? = nil) {
      self.width = width
      self.height = height
      self.smallestFitScale = smallestFitScale
    }
  }

  /// A row's geometry.
  package struct RowBox: Sendable {
    package var top: Double
    package var bottom: Double
    /// The y of the arrow, loop top, marker or note centre.
    package var anchor: Double
    /// Where the arrow or loop starts and ends (x), when the row has one.
    package var start: Double
    package var end: Double
    /// The label's box: its lines are set left-aligned inside it.
    package var label: Rect
    /// The seq number set in bold before the first line, in a cell of its own that is
    /// `seqWidth` wide (a cell more than the number, for the gap); nil for a return.
    package var seq: String?
    package var seqWidth: Double
    /// The label's lines after the seq number, each starting at the same x.
    package var lines: [String]
    /// Whether lines were cut; the full label is then kept in the SVG tooltip.
    package var elided: Bool
    /// The fill behind the label: the band the row sits in, or the background.
    package var labelFill: String
  }

  package struct Rect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }
  }

  package let diagram: SequenceDiagram
  package let theme: Theme
  package let metrics: Metrics
  /// How the diagram is cut into pages; nil for one picture.
  package let paging: Paging?
  package internal(set) var width = 0.0
  package internal(set) var height = 0.0
  /// How much the drawing is scaled down to fit its page's width (1 when it fits, or without
  /// paging).
  package internal(set) var scale = 1.0
  /// The top of each page, in layout points; one page of `height` without paging.
  package internal(set) var pageTops: [Double] = [0]
  /// A page's height in layout points (the paging's height divided by `scale`), or the whole
  /// height without paging.
  package internal(set) var pageHeight = 0.0
  /// The legend's entries and where they go; empty without a legend.
  package internal(set) var legend: [LegendEntry] = []
  /// The legend's box, drawn behind its entries.
  package internal(set) var legendBox: Rect?
  package internal(set) var columnX: [Double] = []
  package internal(set) var headerWidths: [Double] = []
  /// The y of the top of each row of participant headers: top, repeats, bottom.
  package internal(set) var headerRows: [Double] = []
  /// For each row of headers, the columns it shows: all at the top and bottom; a repeat shows
  /// only the participants in use on both sides of it, so long logs with many short-lived
  /// participants (a context per transition) do not repeat every header everywhere.
  package internal(set) var headerColumns: [[Int]] = []
  package internal(set) var rows: [RowBox] = []
  /// Where the lifelines end: the bottom headers, or below the last row on a page.
  package internal(set) var lifelineBottom = 0.0
  package internal(set) var bands: [Rect] = []
  package internal(set) var frames: [Rect] = []
  package internal(set) var bars: [Rect] = []
  /// The column of each bar in `bars`.
  package internal(set) var barColumns: [Int] = []
  /// Per column and row, the depth of the innermost open activation bar.
  var depth: [[Int]] = []
  var barStarts: Set<Int> = []

  package init(
    _ diagram: SequenceDiagram, theme: Theme, metrics: Metrics = Metrics(),
    paging: Paging? = nil, legend: Bool = false
  ) {
    self.diagram = diagram
    self.theme = theme
    self.metrics = metrics
    self.paging = paging
    wrapped = diagram.rows.map(wrap)
    computeDepths()
    computeColumns()
    if let paging {
      scale = min(1, paging.width / width)
      if let smallest = paging.smallestFitScale {
        scale = min(scale, max(smallest, paging.height / onePageHeight()))
      }
      pageHeight = paging.height / scale
      width = max(width, paging.width / scale)
    }
    computeRows()
    if legend { computeLegend() }
    if paging == nil {
      pageHeight = height
    } else {
      height = Double(pageTops.count) * pageHeight
    }
    computeSpans()
  }

  /// The height in layout points one page needs to hold every row, with its headers.
  func onePageHeight() -> Double {
    var trial = self
    trial.pageHeight = 1e9
    trial.computeRows()
    let bottom = trial.rows.last?.bottom ?? trial.headerRows[0] + metrics.headerHeight
    // What closes below the last row: its band and frames, the lifelines' tail, the margin.
    let closing =
      metrics.bandEdge + 2 * (metrics.frameInset + metrics.frameTail) + metrics.lifelineTail
    return bottom + closing + metrics.margin
  }

  /// The width in points of `cells` monospace cells.
  func textWidth(_ cells: Int) -> Double { Double(cells) * metrics.cellWidth }

  /// Each row's wrapped label, computed once.
  var wrapped: [(seq: String?, lines: [String], elided: Bool)] = []

  /// The wrapped lines of a row's label, after its seq number: the lines are as wide as the
  /// label's columns less the seq number's cells and a gap.
  func wrap(_ row: Row) -> (seq: String?, lines: [String], elided: Bool) {
    let seq: String? = row.style == .reply ? nil : row.seqText
    let text = row.style == .reply ? row.text : (row.count > 1 ? "×\(row.count) " : "") + row.text
    let room = seq.map { TextMeasure.cells($0) + 1 } ?? 0
    let (columns, most): (Int, Int)
    switch row.kind {
    // A note keeps up to 8 lines (its whole sentence); a state runs 30 cells wider on 2.
    case .note: (columns, most) = (metrics.noteColumns, 8)
    case .state: (columns, most) = (metrics.labelColumns + 30, 2)
    default: (columns, most) = (metrics.labelColumns, metrics.maximumLines)
    }
    let (lines, elided) = TextMeasure.lines(
      text, width: max(columns - room, 12), maximumLines: most)
    // Continuation lines start under the first one: an indent would be whitespace, which an
    // SVG viewer drops at the start of a text.
    let aligned = lines.enumerated().map { index, line in
      index == 0 ? line : String(line.drop { $0 == " " })
    }
    return (seq, aligned, elided)
  }

  /// The width of the seq number's cell: its cells and one more for the gap.
  func seqWidth(_ seq: String?) -> Double {
    seq.map { textWidth(TextMeasure.cells($0) + 1) } ?? 0
  }

  func labelSize(_ label: (seq: String?, lines: [String], elided: Bool)) -> (
    width: Double, height: Double
  ) {
    let cells = label.lines.map(TextMeasure.cells).max() ?? 0
    let padding = metrics.labelPadding
    return (
      seqWidth(label.seq) + textWidth(cells) + padding.width,
      Double(label.lines.count) * metrics.lineHeight + padding.height
    )
  }

  // MARK: Activation depths

  private mutating func computeDepths() {
    let rowCount = diagram.rows.count
    depth = Array(repeating: Array(repeating: 0, count: rowCount), count: diagram.columns.count)
    for bar in diagram.activations where diagram.columns.indices.contains(bar.column) {
      barStarts.insert(bar.column * max(rowCount, 1) + bar.firstRow)
      for row in bar.firstRow...bar.lastRow where depth[bar.column][row] < bar.depth {
        depth[bar.column][row] = bar.depth
      }
    }
  }

  /// The depth of the innermost bar on `column` at `row`; `before` leaves out one starting there.
  func barDepth(_ column: Int, _ row: Int, before: Bool = false) -> Int {
    guard depth.indices.contains(column), depth[column].indices.contains(row) else { return 0 }
    let here = depth[column][row]
    if before, barStarts.contains(column * max(diagram.rows.count, 1) + row) { return here - 1 }
    return here
  }

  /// The x where an arrow meets `column` at `row` from the side of `towards`.
  func edge(_ column: Int, _ row: Int, towards: Double, before: Bool = false) -> Double {
    let x = columnX[column]
    let level = barDepth(column, row, before: before)
    guard level > 0 else { return x }
    let centre = x + Double(level - 1) * metrics.barStep
    return towards > centre ? centre + metrics.barWidth / 2 : centre - metrics.barWidth / 2
  }
}
