/// The diagram's spans (phase bands, frames) and activation bars as text emitters need them:
/// blocks that open before a row and close after one, properly nested.
///
/// Text formats (Mermaid's `rect` and `loop`, PlantUML's `group`) can only nest blocks; a band
/// that overlaps another without containing it (two transitions in flight at once) is left out
/// of the text formats and kept in the drawn ones.
struct BlockPlan {
  struct Block {
    enum Kind {
      case band(Band)
      case frame(Frame)
    }

    var kind: Kind
    var firstRow: Int
    var lastRow: Int
  }

  /// Blocks opening before each row, outermost first.
  private(set) var opening: [[Block]]
  /// Blocks closing after each row, innermost first.
  private(set) var closing: [[Block]]
  /// Columns whose bar opens at each row, outer bars first.
  private(set) var activating: [[Int]]
  /// Columns whose bar closes after each row, inner bars first.
  private(set) var deactivating: [[Int]]

  init(_ diagram: SequenceDiagram) {
    let count = diagram.rows.count
    opening = Array(repeating: [], count: count)
    closing = Array(repeating: [], count: count)
    activating = Array(repeating: [], count: count)
    deactivating = Array(repeating: [], count: count)
    var candidates =
      diagram.bands.map { Block(kind: .band($0), firstRow: $0.firstRow, lastRow: $0.lastRow) }
      + diagram.frames.map { Block(kind: .frame($0), firstRow: $0.firstRow, lastRow: $0.lastRow) }
    // Outer first: earlier start, then longer span, then bands before frames (stable order).
    candidates = candidates.enumerated().sorted { a, b in
      (a.element.firstRow, -a.element.lastRow, a.offset)
        < (b.element.firstRow, -b.element.lastRow, b.offset)
    }.map(\.element)
    var stack: [Block] = []
    for block in candidates where count > 0 {
      while let top = stack.last, top.lastRow < block.firstRow { stack.removeLast() }
      if let top = stack.last, block.lastRow > top.lastRow { continue }
      stack.append(block)
      opening[block.firstRow].append(block)
      closing[block.lastRow].insert(block, at: 0)
    }
    let bars = diagram.activations.sorted {
      ($0.firstRow, $0.depth, $0.column) < ($1.firstRow, $1.depth, $1.column)
    }
    for bar in bars where bar.firstRow < count && bar.lastRow < count {
      activating[bar.firstRow].append(bar.column)
    }
    // Bars ending on the same row close last-opened first, so calls nested in one another end
    // in order across lifelines too.
    for bar in diagram.activations.sorted(by: {
      ($0.lastRow, -$0.firstRow, -$0.depth, $0.column)
        < ($1.lastRow, -$1.firstRow, -$1.depth, $1.column)
    }) where bar.lastRow < count {
      deactivating[bar.lastRow].append(bar.column)
    }
  }
}

extension Theme {
  /// `#e8f1fd` as `rgb(232, 241, 253)`, for Mermaid's `rect`.
  static func rgb(_ hex: String) -> String {
    let digits = Array(hex.dropFirst())
    guard digits.count == 6 else { return "rgb(128, 128, 128)" }
    let parts = stride(from: 0, to: 6, by: 2).map {
      Int(String(digits[$0...($0 + 1)]), radix: 16) ?? 128
    }
    return "rgb(\(parts[0]), \(parts[1]), \(parts[2]))"
  }
}
