/// Where everything of a diagram goes, in points, with y growing downwards: Transit's own
/// layout, which Graphviz then draws as given.
///
/// Columns are spaced so every label fits between the lifelines it spans; rows are stacked at
/// the height their (wrapped) labels need; labels sit left-aligned just above their arrow, on a
/// background, so no lifeline or other arrow crosses them. Linear in the number of rows.
package struct SequenceLayout: Sendable {
  /// The sizes the layout works with.
  package struct Metrics: Sendable {
    package var fontSize = 10.0
    /// The advance of one monospace cell at `fontSize` (DejaVu Sans Mono: 0.602 em), rounded up.
    package var cellWidth = 6.1
    package var lineHeight = 12.0
    package var margin = 16.0
    package var headerHeight = 32.0
    package var minimumGap = 48.0
    package var barWidth = 10.0
    package var barStep = 5.0
    package var labelColumns = 52
    package var noteColumns = 44
    package var maximumLines = 3
    package var loopWidth = 26.0
    package var loopHeight = 12.0
    package var frameTitle = 16.0
    /// How many rows pass before the headers are drawn again; 0 never repeats them.
    package var headerInterval = 40

    package init() {}
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
  package internal(set) var width = 0.0
  package internal(set) var height = 0.0
  package internal(set) var columnX: [Double] = []
  package internal(set) var headerWidths: [Double] = []
  /// The y of the top of each row of participant headers: top, repeats, bottom.
  package internal(set) var headerRows: [Double] = []
  /// For each row of headers, the columns it shows: all at the top and bottom; a repeat shows
  /// only the participants in use on both sides of it, so long logs with many short-lived
  /// participants (a context per transition) do not repeat every header everywhere.
  package internal(set) var headerColumns: [[Int]] = []
  package internal(set) var rows: [RowBox] = []
  package internal(set) var bands: [Rect] = []
  package internal(set) var frames: [Rect] = []
  package internal(set) var bars: [Rect] = []
  /// The column of each bar in `bars`.
  package internal(set) var barColumns: [Int] = []
  /// Per column and row, the depth of the innermost open activation bar.
  var depth: [[Int]] = []
  var barStarts: Set<Int> = []

  package init(_ diagram: SequenceDiagram, theme: Theme, metrics: Metrics = Metrics()) {
    self.diagram = diagram
    self.theme = theme
    self.metrics = metrics
    wrapped = diagram.rows.map(wrap)
    computeDepths()
    computeColumns()
    computeRows()
    computeSpans()
  }

  /// The width in points of `cells` monospace cells.
  func textWidth(_ cells: Int) -> Double { Double(cells) * metrics.cellWidth }

  /// Each row's wrapped label, computed once.
  var wrapped: [(lines: [String], elided: Bool)] = []

  /// The wrapped lines of a row's label.
  func wrap(_ row: Row) -> (lines: [String], elided: Bool) {
    switch row.kind {
    case .note:
      return TextMeasure.lines(row.label, width: metrics.noteColumns, maximumLines: 8)
    case .state:
      return TextMeasure.lines(row.label, width: metrics.labelColumns + 30, maximumLines: 2)
    default:
      return TextMeasure.lines(
        row.label, width: metrics.labelColumns, maximumLines: metrics.maximumLines)
    }
  }

  func labelSize(_ lines: [String]) -> (width: Double, height: Double) {
    let cells = lines.map(TextMeasure.cells).max() ?? 0
    return (textWidth(cells) + 8, Double(lines.count) * metrics.lineHeight + 4)
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
