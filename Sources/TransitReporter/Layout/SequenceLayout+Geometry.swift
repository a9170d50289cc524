import TransitTrace

// The three passes of the layout: column spacing, row stacking, and the rectangles that span
// rows (bands, frames, activation bars).
extension SequenceLayout {
  mutating func computeColumns() {
    let count = diagram.columns.count
    headerWidths = diagram.columns.map { column in
      let cells = max(
        TextMeasure.cells(VisibleText.escaped(column.id)),
        TextMeasure.cells(VisibleText.escaped(column.className)))
      return max(textWidth(cells) + metrics.headerPadding, metrics.headerMinimumWidth)
    }
    guard count > 0 else {
      columnX = []
      width = 2 * metrics.margin + metrics.emptyWidth
      return
    }
    var gaps = (0..<(count - 1)).map { index in
      max(
        metrics.minimumGap,
        (headerWidths[index] + headerWidths[index + 1]) / 2 + metrics.headerPadding)
    }
    // Every bar nesting level a label may have to clear, on either side.
    let bars = metrics.barWidth + 2 * metrics.barStep
    var needs: [(from: Int, to: Int, width: Double)] = []
    var rightmost = headerWidths[count - 1] / 2
    var stateWidth = 0.0
    var annotations: [(column: Int, reach: Double)] = []
    for (index, row) in diagram.rows.enumerated() {
      let size = labelSize(wrapped[index])
      var extent: (column: Int, width: Double)?
      switch row.kind {
      case .message(let from, let to), .reply(let from, let to):
        if from != to {
          needs.append(
            (min(from, to), max(from, to), size.width + 2 * bars + metrics.arrowClearance))
        }
      case .selfCall(let column):
        extent = (column, max(size.width, metrics.loopWidth) + bars + metrics.loopClearance)
      case .gesture(let column), .view(let column), .note(let column):
        // Annotations may run over the next lifelines (their background hides them there):
        // spacing every column for the longest gesture would make every arrow long.
        let reach = size.width + bars + metrics.annotationClearance
        let after = count - 1 - column
        if after == 0 {
          rightmost = max(rightmost, reach)
        } else {
          annotations.append((column, reach))
        }
      case .state:
        stateWidth = max(stateWidth, size.width)
      }
      if let extent {
        if extent.column < count - 1 {
          needs.append((extent.column, extent.column + 1, extent.width + metrics.loopClearance))
        } else {
          rightmost = max(rightmost, extent.width)
        }
      }
    }
    // Narrow spans first, so a wide label spanning many columns only adds what is still missing.
    needs.sort { ($0.to - $0.from, $0.from, $0.to) < ($1.to - $1.from, $1.from, $1.to) }
    for need in needs {
      let have = gaps[need.from..<need.to].reduce(0, +)
      guard need.width > have else { continue }
      let add = (need.width - have) / Double(need.to - need.from)
      for gap in need.from..<need.to { gaps[gap] += add }
    }
    var x = metrics.margin + max(headerWidths[0] / 2, metrics.headerMinimumWidth / 3)
    columnX = [x]
    for gap in gaps {
      x += gap.rounded(.up)
      columnX.append(x)
    }
    for annotation in annotations {
      rightmost = max(rightmost, columnX[annotation.column] + annotation.reach - x)
    }
    width = max(x + rightmost + metrics.margin, 2 * metrics.margin + stateWidth).rounded(.up)
  }

  mutating func computeRows() {
    let count = diagram.rows.count
    var bandStarts = Array(repeating: [Int](), count: count)
    var bandEnds = Array(repeating: [Int](), count: count)
    for (index, band) in diagram.bands.enumerated() {
      bandStarts[band.firstRow].append(index)
      bandEnds[band.lastRow].append(index)
    }
    var frameStarts = Array(repeating: [Int](), count: count)
    var frameEnds = Array(repeating: [Int](), count: count)
    for (index, frame) in diagram.frames.enumerated() {
      frameStarts[frame.firstRow].append(index)
      frameEnds[frame.lastRow].append(index)
    }
    // Outer frames (the longer ones) open first and close last.
    let spans = diagram.frames.map { $0.lastRow - $0.firstRow }
    let span = { (index: Int) in spans[index] }
    bands = diagram.bands.map { _ in Rect(x: 0, y: 0, width: width, height: 0) }
    frames = diagram.frames.map { _ in Rect(x: 0, y: 0, width: 0, height: 0) }

    var firstUse = Array(repeating: Int.max, count: diagram.columns.count)
    var lastUse = Array(repeating: -1, count: diagram.columns.count)
    for (index, row) in diagram.rows.enumerated() {
      for column in row.columns where firstUse.indices.contains(column) {
        firstUse[column] = min(firstUse[column], index)
        lastUse[column] = max(lastUse[column], index)
      }
    }
    // How many activation bars run across the boundary above each row: repeated headers go
    // where none does, so no header lands in the middle of a bar.
    var across = Array(repeating: 0, count: count + 1)
    for bar in diagram.activations where bar.firstRow < bar.lastRow && bar.lastRow < count {
      across[bar.firstRow + 1] += 1
      across[bar.lastRow + 1] -= 1
    }
    for index in across.indices.dropFirst() { across[index] += across[index - 1] }
    /// The height row `index` takes with the bands and frames opening and closing around it.
    func extent(_ index: Int) -> Double {
      var total = bandStarts[index].reduce(0.0) {
        $0 + (diagram.bands[$1].phase == .management ? metrics.managementBandTop : metrics.bandEdge)
      }
      total += metrics.frameTitle * Double(frameStarts[index].count)
      total += box(for: diagram.rows[index], at: index, top: 0, band: nil).bottom
      return total + metrics.frameTail * Double(frameEnds[index].count) + metrics.bandEdge
        * Double(bandEnds[index].count)
    }

    let everyone = Array(diagram.columns.indices)
    var y = metrics.margin
    headerRows = [y]
    headerColumns = [everyone]
    y += metrics.headerHeight + metrics.headerGap
    rows = []
    rows.reserveCapacity(count)
    // The bands open at the current row, innermost last: bands come in the order they start,
    // so the innermost band of a row is the latest one started that has not ended, found
    // without looking at every band for every row.
    var openBands: [Int] = []
    var lastHeader = 0
    for (index, row) in diagram.rows.enumerated() {
      if let paging {
        let bottom = pageTops[pageTops.count - 1] + pageHeight - metrics.margin
        if index > lastHeader, y + extent(index) > bottom {
          let top = pageTops[pageTops.count - 1] + pageHeight
          pageTops.append(top)
          y = top + metrics.margin
          headerRows.append(y)
          headerColumns.append(everyone)
          y += metrics.headerHeight + metrics.headerGap
          lastHeader = index
        }
      } else if metrics.headerInterval > 0, index - lastHeader >= metrics.headerInterval,
        across[index] == 0 || index - lastHeader >= 2 * metrics.headerInterval
      {
        headerRows.append(y)
        headerColumns.append(everyone.filter { firstUse[$0] < index && lastUse[$0] >= index })
        y += metrics.headerHeight + metrics.headerGap
        lastHeader = index
      }
      for band in bandStarts[index] {
        bands[band].y = y
        y += diagram.bands[band].phase == .management ? metrics.managementBandTop : metrics.bandEdge
      }
      for frame in frameStarts[index].sorted(by: { span($0) > span($1) }) {
        frames[frame].y = y
        y += metrics.frameTitle
      }
      openBands += bandStarts[index]
      while let last = openBands.last, diagram.bands[last].lastRow < index {
        openBands.removeLast()
      }
      let box = self.box(for: row, at: index, top: y, band: openBands.last)
      rows.append(box)
      y = box.bottom
      for frame in frameEnds[index].sorted(by: { span($0) < span($1) }) {
        frames[frame].height = y + metrics.frameInset - frames[frame].y
        y += metrics.frameTail
      }
      for band in bandEnds[index] {
        y += metrics.bandEdge
        bands[band].height = y - bands[band].y
      }
    }
    if paging == nil {
      headerRows.append(y + metrics.lifelineTail)
      headerColumns.append(everyone)
      lifelineBottom = y + metrics.lifelineTail
      height = (y + metrics.lifelineTail + metrics.headerHeight + metrics.margin).rounded(.up)
    } else {
      lifelineBottom = y + metrics.lifelineTail
      height = y + metrics.lifelineTail
    }
  }

  /// One row's geometry, its top at `top`, on the background of `band`, the innermost band it
  /// sits in.
  private func box(for row: Row, at index: Int, top: Double, band: Int?) -> RowBox {
    let label = wrapped[index]
    let size = labelSize(label)
    var box = RowBox(
      top: top, bottom: top, anchor: top, start: 0, end: 0,
      label: Rect(x: 0, y: top, width: size.width, height: size.height), seq: label.seq,
      seqWidth: seqWidth(label.seq), lines: label.lines, elided: label.elided,
      labelFill: theme.fill(band.map { diagram.bands[$0].phase }))
    let right = Double.greatestFiniteMagnitude
    switch row.kind {
    case .message(let from, let to), .reply(let from, let to):
      box.anchor = top + size.height + metrics.arrowDrop
      box.bottom = box.anchor + metrics.arrowTail
      box.start = edge(from, index, towards: columnX[to])
      box.end = edge(to, index, towards: columnX[from])
      box.label.x = min(box.start, box.end) + metrics.labelInset
    case .selfCall(let column):
      box.anchor = top + size.height + metrics.loopDrop
      box.bottom = box.anchor + metrics.loopHeight + metrics.arrowTail
      box.start = edge(column, index, towards: right, before: true)
      box.end = edge(column, index, towards: right)
      box.label.x = box.start + metrics.labelInset
    case .gesture(let column), .view(let column):
      let height = max(size.height, metrics.annotationHeight)
      box.anchor = top + height / 2 + metrics.annotationDrop
      box.bottom = top + height + metrics.annotationTail
      box.start = columnX[column]
      box.label.x = edge(column, index, towards: right) + metrics.annotationInset
      box.label.y = box.anchor - size.height / 2
    case .note(let column):
      box.anchor = top + size.height / 2 + metrics.noteTop
      box.bottom = top + size.height + metrics.noteTail
      box.start = columnX[column]
      box.label.x = edge(column, index, towards: right) + metrics.noteInset
      box.label.y = top + metrics.noteTop
    case .state:
      box.anchor = top + size.height / 2 + metrics.noteTop
      box.bottom = top + size.height + metrics.noteTail
      box.label.x = metrics.margin
      box.label.y = top + metrics.noteTop
      box.labelFill = theme.stateFill
    }
    return box
  }

  mutating func computeSpans() {
    for index in bands.indices { bands[index].width = width }
    for (index, frame) in diagram.frames.enumerated() {
      let inset: Double
      if case .loop = frame.kind {
        inset = metrics.margin / 2 + metrics.loopClearance
      } else {
        inset = metrics.margin / 2
      }
      frames[index].x = inset
      frames[index].width = width - 2 * inset
    }
    // Outer bars first, so nested ones are drawn over them.
    let ordered = diagram.activations.sorted {
      ($0.depth, $0.firstRow, $0.column) < ($1.depth, $1.firstRow, $1.column)
    }
    // Repeated headers interrupt the bars they cross, as they interrupt the lifelines.
    let cuts: [(top: Double, bottom: Double)] = headerRows.dropFirst().map { top in
      (
        top - (paging == nil ? metrics.headerCut : metrics.margin),
        top + metrics.headerHeight + metrics.headerCut
      )
    }
    barColumns = []
    bars = []
    for bar in ordered {
      let centre = columnX[bar.column] + Double(bar.depth - 1) * metrics.barStep
      let first = rows[bar.firstRow]
      var top = first.anchor
      if case .selfCall = diagram.rows[bar.firstRow].kind {
        top += metrics.loopHeight - metrics.barTrim
      }
      let last = rows[bar.lastRow]
      var bottom = last.bottom - metrics.barTrim
      if case .reply(let from, _) = diagram.rows[bar.lastRow].kind, from == bar.column {
        bottom = last.anchor
      }
      var pieces = [(top, max(bottom, top + metrics.barMinimumHeight))]
      for cut in cuts {
        pieces = pieces.flatMap { piece -> [(Double, Double)] in
          guard cut.top < piece.1, cut.bottom > piece.0 else { return [piece] }
          return [(piece.0, cut.top), (cut.bottom, piece.1)].filter {
            $0.1 - $0.0 >= metrics.barPiece
          }
        }
      }
      for (top, bottom) in pieces {
        barColumns.append(bar.column)
        bars.append(
          Rect(
            x: centre - metrics.barWidth / 2, y: top, width: metrics.barWidth, height: bottom - top)
        )
      }
    }
  }
}
