extension SequenceLayout {
  /// Every size the layout works with, derived from the type size: at the usual 10 pt each is
  /// the number of points named beside it, and larger type (a slide's) scales them all, so
  /// the gaps around a label grow with it.
  package struct Metrics: Sendable {
    /// The type size, in points.
    package var fontSize: Double
    /// How many cells a label runs before it wraps.
    package var labelColumns = 52
    /// How many cells a note runs before it wraps.
    package var noteColumns = 44
    /// How many lines a label keeps before it is cut.
    package var maximumLines = 3
    /// How many rows pass before the headers are drawn again; 0 never repeats them.
    package var headerInterval = 40
    /// Whether rows are packed tighter (a slide's): less padding around a label and less room
    /// below an arrow.
    package var compactRows = false

    package init(fontSize: Double = 10) { self.fontSize = fontSize }

    /// The metrics with text `factor` times the size: a slide's larger type.
    package func scaled(_ factor: Double) -> Metrics {
      var metrics = self
      metrics.fontSize *= factor
      return metrics
    }

    /// A point at 10 pt type: the unit the sizes below are counted in.
    var unit: Double { fontSize / 10 }

    /// `points` at 10 pt, at this type size.
    func size(_ points: Double) -> Double { points * unit }

    /// `points` at 10 pt, at this type size, rounded up to a whole point.
    func whole(_ points: Double) -> Double { (points * unit).rounded(.up) }

    // MARK: Text

    /// The advance of one monospace cell (DejaVu Sans Mono: 0.602 em), rounded up to a tenth.
    package var cellWidth: Double { (fontSize * 6.02).rounded(.up) / 10 }
    /// The height of a label's line: 12.
    package var lineHeight: Double { whole(12) }
    /// The padding a label's background adds to its text: 8 across, 4 down (1 for compact rows).
    var labelPadding: (width: Double, height: Double) { (size(8), size(compactRows ? 1 : 4)) }

    // MARK: Page and headers

    /// Around the diagram, and between a page's edge and its headers: 16.
    package var margin: Double { size(16) }
    /// A participant header's height: 32.
    package var headerHeight: Double { whole(32) }
    /// Below a row of headers, before the first row: 12.
    var headerGap: Double { size(12) }
    /// A header's padding around its text: 16; and its least width: 72.
    var headerPadding: Double { size(16) }
    var headerMinimumWidth: Double { size(72) }
    /// The width of a diagram with no participant, between its margins: 200.
    var emptyWidth: Double { size(200) }
    /// Below the last row, to the bottom headers: 10.
    var lifelineTail: Double { size(10) }

    // MARK: Columns

    /// The least distance between two lifelines: 48.
    package var minimumGap: Double { size(48) }
    /// An activation bar's width: 10; a nested bar's offset: 5.
    package var barWidth: Double { size(10) }
    package var barStep: Double { size(5) }
    /// What a label clears beyond its text and the bars around it: an arrow's 12, a loop's
    /// 10, an annotation's 14.
    var arrowClearance: Double { size(12) }
    var loopClearance: Double { size(10) }
    var annotationClearance: Double { size(14) }
    /// A self-call's loop: 26 wide, 12 high.
    package var loopWidth: Double { size(26) }
    package var loopHeight: Double { whole(12) }

    // MARK: Rows

    /// An arrow's distance below its label: 3, and below the arrow to the next row: 6 (2 for
    /// compact rows); a
    /// loop's distance below its label: 2.
    var arrowDrop: Double { size(3) }
    var arrowTail: Double { size(compactRows ? 2 : 6) }
    var loopDrop: Double { size(2) }
    /// A label's distance from where its arrow or loop starts: 5.
    var labelInset: Double { size(5) }
    /// A gesture's or view change's least height: 12, its mark's distance below its middle: 2,
    /// the room below it: 4, and its label's distance from the lifeline: 8.
    var annotationHeight: Double { size(12) }
    var annotationDrop: Double { size(2) }
    var annotationTail: Double { size(4) }
    var annotationInset: Double { size(8) }
    /// A note's or state's top: 3, the room below it: 8, and a note's distance from the
    /// lifeline: 10.
    var noteTop: Double { size(3) }
    var noteTail: Double { size(8) }
    var noteInset: Double { size(10) }

    // MARK: Bands and frames

    /// The room a band takes above its first row: 18 for a management band (its title), 4
    /// otherwise; and below its last row: 4.
    var managementBandTop: Double { size(18) }
    var bandEdge: Double { size(4) }
    /// A frame's title height: 16; the room below its last row: 4, and after it: 8.
    package var frameTitle: Double { whole(16) }
    var frameInset: Double { size(4) }
    var frameTail: Double { size(8) }
    /// The smallest piece of a bar cut by a header: 2; a bar's least height: 4; a bar's start
    /// below a loop's top and its end above a row's bottom: 3; a header's cut around a bar: 2.
    var barPiece: Double { size(2) }
    var barMinimumHeight: Double { size(4) }
    var barTrim: Double { size(3) }
    var headerCut: Double { size(2) }

    // MARK: Legend

    /// An entry's sample width: 36; the gap between sample and text, and around the box: 8;
    /// between entries: 16; between lines: 6.
    package var legendSample: Double { size(36) }
    package var legendGap: Double { size(8) }
    var legendEntryGap: Double { size(16) }
    var legendLineGap: Double { size(6) }
  }
}
