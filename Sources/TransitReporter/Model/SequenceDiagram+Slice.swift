extension SequenceDiagram {
  /// The diagram of `rows` alone, every lane kept: what spans rows (bands, frames, activation
  /// bars) is cut to them, so a bar open before the first row runs from the top.
  ///
  /// A slide deck lays out each transition's slice on its own, at the largest type that fits
  /// it, every lane in the same order on every slide.
  package func slice(_ rows: Range<Int>) -> SequenceDiagram {
    func cut(_ first: Int, _ last: Int) -> (first: Int, last: Int)? {
      let first = max(first, rows.lowerBound)
      let last = min(last, rows.upperBound - 1)
      return first <= last ? (first - rows.lowerBound, last - rows.lowerBound) : nil
    }
    return SequenceDiagram(
      title: title, columns: columns, rows: Array(self.rows[rows]),
      bands: bands.compactMap { band in
        cut(band.firstRow, band.lastRow).map { range in
          var band = band
          (band.firstRow, band.lastRow) = range
          return band
        }
      },
      frames: frames.compactMap { frame in
        cut(frame.firstRow, frame.lastRow).map { range in
          var frame = frame
          (frame.firstRow, frame.lastRow) = range
          return frame
        }
      },
      activations: activations.compactMap { bar in
        cut(bar.firstRow, bar.lastRow).map { range in
          var bar = bar
          (bar.firstRow, bar.lastRow) = range
          return bar
        }
      })
  }
}
