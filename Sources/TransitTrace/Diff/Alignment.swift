/// An alignment of two sequences of tokens: the longest common subsequence, as Myers' diff
/// finds it ("An O(ND) Difference Algorithm", 1986), keeping only the diagonals each step
/// reaches so memory is the square of the differences (4 MB at the limit of 1,000), not the
/// product of the lengths.
///
/// The common start and end are set aside first, as `diff` does. Past `LogDiff.differenceLimit`
/// differences the middle is aligned greedily: at each mismatch, the nearest token of the other
/// side within a window is taken as the next match, and `approximate` is set.
struct Alignment {
  enum Step: Hashable {
    case same(Int, Int)
    case onlyA(Int)
    case onlyB(Int)
  }

  private(set) var steps: [Step] = []
  private(set) var approximate = false

  /// The window the greedy alignment looks ahead in.
  static let window = 64

  init(_ a: [String], _ b: [String]) {
    // Tokens as small integers: comparisons on the hot path cost nothing.
    var codes: [String: Int32] = [:]
    func code(_ token: String) -> Int32 {
      if let known = codes[token] { return known }
      let next = Int32(codes.count)
      codes[token] = next
      return next
    }
    let x = a.map(code)
    let y = b.map(code)
    var prefix = 0
    while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < x.count - prefix, suffix < y.count - prefix,
      x[x.count - 1 - suffix] == y[y.count - 1 - suffix]
    {
      suffix += 1
    }
    steps.reserveCapacity(max(x.count, y.count) + 16)
    for index in 0..<prefix { steps.append(.same(index, index)) }
    let middleA = Array(x[prefix..<(x.count - suffix)])
    let middleB = Array(y[prefix..<(y.count - suffix)])
    if let path = Self.myers(middleA, middleB, limit: LogDiff.differenceLimit) {
      for step in path { steps.append(Self.offset(step, prefix, prefix)) }
    } else {
      approximate = true
      for step in Self.greedy(middleA, middleB) { steps.append(Self.offset(step, prefix, prefix)) }
    }
    for index in 0..<suffix {
      steps.append(.same(x.count - suffix + index, y.count - suffix + index))
    }
  }

  private static func offset(_ step: Step, _ da: Int, _ db: Int) -> Step {
    switch step {
    case .same(let i, let j): return .same(i + da, j + db)
    case .onlyA(let i): return .onlyA(i + da)
    case .onlyB(let j): return .onlyB(j + db)
    }
  }

  /// Myers' shortest edit script, or nil past `limit` differences.
  static func myers(_ a: [Int32], _ b: [Int32], limit: Int) -> [Step]? {
    let n = a.count
    let m = b.count
    if n == 0 { return (0..<m).map { .onlyB($0) } }
    if m == 0 { return (0..<n).map { .onlyA($0) } }
    let maxD = min(n + m, limit)
    // The furthest x on each diagonal k, for d = 0, 1, 2…: row d holds k = -d…d.
    var rows: [[Int32]] = []
    var previous: [Int32] = []
    for d in 0...maxD {
      var row = [Int32](repeating: 0, count: 2 * d + 1)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if d == 0 {
          x = 0
        } else {
          let down = k == -d || (k != d && previous[k + 1 + (d - 1)] > previous[k - 1 + (d - 1)])
          x = Int(down ? previous[k + 1 + (d - 1)] : previous[k - 1 + (d - 1)] + 1)
        }
        var y = x - k
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
        }
        row[k + d] = Int32(x)
        if x >= n, y >= m {
          rows.append(row)
          return backtrack(rows, n, m)
        }
      }
      rows.append(row)
      previous = row
    }
    return nil
  }

  /// The steps of the path the rows found, from the end back to the start.
  private static func backtrack(_ rows: [[Int32]], _ n: Int, _ m: Int) -> [Step] {
    var steps: [Step] = []
    var x = n
    var y = m
    for d in stride(from: rows.count - 1, through: 0, by: -1) {
      let k = x - y
      if d == 0 {
        while x > 0, y > 0 {
          x -= 1
          y -= 1
          steps.append(.same(x, y))
        }
        break
      }
      let previous = rows[d - 1]
      let down = k == -d || (k != d && previous[k + 1 + (d - 1)] > previous[k - 1 + (d - 1)])
      let previousK = down ? k + 1 : k - 1
      let previousX = Int(previous[previousK + (d - 1)])
      let previousY = previousX - previousK
      while x > previousX + (down ? 0 : 1), y > previousY + (down ? 1 : 0) {
        x -= 1
        y -= 1
        steps.append(.same(x, y))
      }
      if down {
        y -= 1
        steps.append(.onlyB(y))
      } else {
        x -= 1
        steps.append(.onlyA(x))
      }
    }
    return steps.reversed()
  }

  /// A greedy alignment in time linear in the lengths: at each mismatch, the nearer of the
  /// next match of each side's token in the other side's window.
  static func greedy(_ a: [Int32], _ b: [Int32]) -> [Step] {
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        steps.append(.same(i, j))
        i += 1
        j += 1
        continue
      }
      guard i < a.count else {
        steps.append(.onlyB(j))
        j += 1
        continue
      }
      guard j < b.count else {
        steps.append(.onlyA(i))
        i += 1
        continue
      }
      let inB = (j..<min(b.count, j + window)).first { b[$0] == a[i] }
      let inA = (i..<min(a.count, i + window)).first { a[$0] == b[j] }
      if let skipA = inA, inB.map({ skipA - i <= $0 - j }) ?? true {
        while i < skipA {
          steps.append(.onlyA(i))
          i += 1
        }
      } else if let skipB = inB {
        while j < skipB {
          steps.append(.onlyB(j))
          j += 1
        }
      } else {
        steps.append(.onlyA(i))
        steps.append(.onlyB(j))
        i += 1
        j += 1
      }
    }
    return steps
  }
}
