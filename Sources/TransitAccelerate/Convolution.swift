import Foundation

/// A box or tent convolution of 8-bit channels, computed as vImage's Convolution.h describes it:
/// each destination pixel is the weighted sum of the source pixels under the kernel, centred on
/// it, plus half the divisor, divided by the divisor (the sum of the weights), clamped to 0–255;
/// every channel on its own. A box kernel weighs every pixel 1; a tent kernel is the product of
/// two 1D kernels rising by 1 towards the centre (`1 2 3 2 1`).
///
/// The result is the one that formula gives, whatever the kernel's size, in time linear in the
/// pixels: both kernels are separable, a box's 1D sums are differences of prefix sums, and a
/// tent's are differences of prefix sums of prefix sums (a tent of 2r + 1 is two boxes of
/// r + 1). Past the image's edge the signal is constant (the edge pixel, the background, or
/// nothing), so the prefix sums there are closed forms and a kernel wider than the image costs
/// nothing more. The arithmetic wraps, and the differences it takes are exact because the sums
/// they give fit in 64 bits for a kernel side up to `maximumKernelSide`, past which a kernel
/// is refused.
struct Convolution {
  /// The kernel's shape.
  enum Shape {
    /// Every weight 1.
    case box
    /// Weights rising by 1 from the edge to the centre, in each direction.
    case tent
  }

  /// What stands for the pixels a kernel reaches past the image's edge: one of vImage's four
  /// edging modes.
  enum Edge {
    /// A destination pixel whose kernel reaches past the edge is the source pixel, unconvolved.
    case copyInPlace
    /// The background colour.
    case background
    /// The nearest pixel of the image.
    case extend
    /// Nothing: the weights inside the image are the divisor.
    case truncate
  }

  let shape: Shape
  /// Interleaved 8-bit channels per pixel: 4 for ARGB8888, 1 for Planar8.
  let channels: Int

  /// The longest kernel side Transit convolves: 255 · 8,192⁴ and the divisor it is divided by
  /// fit in 64 bits; a side of 27,567 would not.
  static let maximumKernelSide: UInt32 = 16_383

  /// The flags these convolutions accept: the edging modes, the temporary buffer's size, no
  /// tiling (there is none here), and for four channels the first left as the source has it.
  private var accepted: Int {
    kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend | kvImageTruncateKernel
      | kvImageGetTempBufferSize | kvImageDoNotTile
      | (channels == 4 ? kvImageLeaveAlphaUnchanged : 0)
  }

  /// The edging mode `flags` names; nil unless it names exactly one, which vImage requires.
  static func edge(_ flags: vImage_Flags) -> Edge? {
    let modes: [(flag: Int, edge: Edge)] = [
      (kvImageCopyInPlace, .copyInPlace), (kvImageBackgroundColorFill, .background),
      (kvImageEdgeExtend, .extend), (kvImageTruncateKernel, .truncate),
    ]
    let named = modes.filter { Int(flags) & $0.flag != 0 }
    return named.count == 1 ? named[0].edge : nil
  }

  /// Runs the convolution, with vImage's checks in the order its header lists their errors.
  func run(
    source: vImage_Buffer, destination: vImage_Buffer, temporary: UnsafeMutableRawPointer?,
    offsetX: vImagePixelCount, offsetY: vImagePixelCount, kernelHeight: UInt32,
    kernelWidth: UInt32, background: [UInt8]?, flags: vImage_Flags
  ) -> vImage_Error {
    guard Int(flags) & ~accepted == 0 else { return kvImageUnknownFlagsBit }
    guard let edge = Self.edge(flags) else { return kvImageInvalidEdgeStyle }
    guard kernelHeight % 2 == 1, kernelWidth % 2 == 1 else { return kvImageInvalidKernelSize }
    // Past this side a tent's weighted sums no longer fit in 64 bits; a blur's kernel is a few
    // dozen pixels. Transit refuses it rather than trap or wrap (`maximumKernelSide`).
    guard kernelHeight <= Self.maximumKernelSide, kernelWidth <= Self.maximumKernelSide else {
      return kvImageInvalidKernelSize
    }
    guard destination.width <= source.width, destination.height <= source.height else {
      return kvImageRoiLargerThanInputBuffer
    }
    guard offsetX <= source.width - destination.width else { return kvImageInvalidOffset_X }
    guard offsetY <= source.height - destination.height else { return kvImageInvalidOffset_Y }
    let plan = Plan(
      source: source, destination: destination, offsetX: Int(offsetX), offsetY: Int(offsetY),
      radiusX: Int(kernelWidth / 2), radiusY: Int(kernelHeight / 2), channels: channels)
    if Int(flags) & kvImageGetTempBufferSize != 0 { return plan.temporaryBytes }
    guard source.data != nil, destination.data != nil else { return kvImageNullPointerArgument }
    guard edge != .background || background != nil else { return kvImageNullPointerArgument }
    let pixelBytes = Int(source.width) * channels
    guard source.rowBytes >= pixelBytes,
      destination.rowBytes >= Int(destination.width) * channels
    else { return kvImageInvalidRowBytes }
    guard plan.rows > 0, destination.width > 0 else { return kvImageNoError }
    if let temporary {
      let rows = temporary.bindMemory(to: Int.self, capacity: plan.temporaryBytes / 8)
      convolve(plan, edge: edge, background: background ?? [], rows: rows)
    } else {
      let rows = UnsafeMutablePointer<Int>.allocate(capacity: plan.temporaryBytes / 8)
      defer { rows.deallocate() }
      convolve(plan, edge: edge, background: background ?? [], rows: rows)
    }
    // "If the kvImageLeaveAlphaUnchanged flag is used, then the first channel in memory order
    // is left unchanged" (Convolution.h): the destination's first channel is the source's.
    if Int(flags) & kvImageLeaveAlphaUnchanged != 0 {
      let from = source.data.assumingMemoryBound(to: UInt8.self)
      let to = destination.data.assumingMemoryBound(to: UInt8.self)
      for row in 0..<Int(destination.height) {
        let sourceRow = from + (plan.offsetY + row) * source.rowBytes + plan.offsetX * channels
        let destinationRow = to + row * destination.rowBytes
        for column in 0..<Int(destination.width) {
          destinationRow[column * channels] = sourceRow[column * channels]
        }
      }
    }
    return kvImageNoError
  }

  /// The geometry of one call: the region of interest, and the source rows a kernel reaches.
  struct Plan {
    let source: vImage_Buffer
    let destination: vImage_Buffer
    let offsetX: Int
    let offsetY: Int
    let radiusX: Int
    let radiusY: Int
    let channels: Int
    /// The first source row a kernel reaches, and one past the last: the rows whose
    /// horizontal sums the vertical pass reads.
    let firstRow: Int
    let endRow: Int

    init(
      source: vImage_Buffer, destination: vImage_Buffer, offsetX: Int, offsetY: Int,
      radiusX: Int, radiusY: Int, channels: Int
    ) {
      self.source = source
      self.destination = destination
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.radiusX = radiusX
      self.radiusY = radiusY
      self.channels = channels
      firstRow = max(0, offsetY - radiusY)
      endRow = min(Int(source.height), offsetY + Int(destination.height) + radiusY)
    }

    var rows: Int { destination.height == 0 ? 0 : max(0, endRow - firstRow) }

    /// The horizontal sums of every reached row, one per destination column and channel, as
    /// 64-bit integers: the temporary buffer this convolution uses.
    var temporaryBytes: Int { rows * Int(destination.width) * channels * 8 }
  }

  private func convolve(
    _ plan: Plan, edge: Edge, background: [UInt8], rows: UnsafeMutablePointer<Int>
  ) {
    let width = Int(plan.source.width)
    let height = Int(plan.source.height)
    let columns = Int(plan.destination.width)
    let stride = columns * channels
    let source = UnsafeRawPointer(plan.source.data!).assumingMemoryBound(to: UInt8.self)
    let rowBytes = plan.source.rowBytes
    let weightX = shape.weightSum(radius: plan.radiusX)
    let weightY = shape.weightSum(radius: plan.radiusY)
    var signal = Signal()

    // Horizontal pass: each reached row's sums at the region's columns.
    for row in plan.firstRow..<plan.endRow {
      let pixels = source + row * rowBytes
      for channel in 0..<channels {
        let (below, above): (Int, Int)
        switch edge {
        case .extend, .copyInPlace:
          (below, above) = (Int(pixels[channel]), Int(pixels[(width - 1) * channels + channel]))
        case .background: (below, above) = (Int(background[channel]), Int(background[channel]))
        case .truncate: (below, above) = (0, 0)
        }
        signal.load(count: width, below: below, above: above) {
          Int(pixels[$0 * channels + channel])
        }
        let out = rows + (row - plan.firstRow) * stride + channel
        for column in 0..<columns {
          out[column * channels] = signal.sum(
            shape, radius: plan.radiusX, at: plan.offsetX + column)
        }
      }
    }

    // The weights inside the image, where the kernel is truncated to it.
    var insideX: [Int] = []
    var insideY: [Int] = []
    if edge == .truncate {
      signal.load(count: width, below: 0, above: 0) { _ in 1 }
      insideX = (0..<columns).map { signal.sum(shape, radius: plan.radiusX, at: plan.offsetX + $0) }
      signal.load(count: height, below: 0, above: 0) { _ in 1 }
      insideY = (0..<Int(plan.destination.height)).map {
        signal.sum(shape, radius: plan.radiusY, at: plan.offsetY + $0)
      }
    }

    // Vertical pass over the horizontal sums, then the divisor.
    let destination = plan.destination.data!.assumingMemoryBound(to: UInt8.self)
    let reached = plan.endRow - plan.firstRow
    for column in 0..<columns {
      let sourceColumn = plan.offsetX + column
      for channel in 0..<channels {
        let sums = rows + column * channels + channel
        let (below, above): (Int, Int)
        switch edge {
        case .extend, .copyInPlace: (below, above) = (sums[0], sums[(reached - 1) * stride])
        case .background:
          (below, above) = (Int(background[channel]) * weightX, Int(background[channel]) * weightX)
        case .truncate: (below, above) = (0, 0)
        }
        signal.load(count: reached, below: below, above: above) { sums[$0 * stride] }
        for row in 0..<Int(plan.destination.height) {
          let sourceRow = plan.offsetY + row
          let out = destination + row * plan.destination.rowBytes + column * channels + channel
          if edge == .copyInPlace,
            sourceColumn < plan.radiusX || sourceColumn + plan.radiusX >= width
              || sourceRow < plan.radiusY || sourceRow + plan.radiusY >= height
          {
            out.pointee = source[sourceRow * rowBytes + sourceColumn * channels + channel]
            continue
          }
          let sum = signal.sum(shape, radius: plan.radiusY, at: sourceRow - plan.firstRow)
          let divisor = edge == .truncate ? insideX[column] * insideY[row] : weightX * weightY
          out.pointee = UInt8(clamping: (sum + divisor / 2) / divisor)
        }
      }
    }
  }
}

extension Convolution.Shape {
  /// The sum of a 1D kernel's weights for a radius (a kernel of 2 × radius + 1).
  func weightSum(radius: Int) -> Int {
    switch self {
    case .box: 2 * radius + 1
    case .tent: (radius + 1) * (radius + 1)
    }
  }
}

/// A 1D signal that is `values` over `0..<count`, `below` at every index before it and `above`
/// at every index after it, with its prefix sums `P(k)` (the sum of the values before `k`,
/// negated below 0) and their prefix sums `Q(k)`, for every integer `k`.
struct Signal {
  private var prefix: [Int] = [0]
  private var second: [Int] = [0]
  private var count = 0
  private var below = 0
  private var above = 0

  /// Takes a new signal, reusing the storage.
  mutating func load(count: Int, below: Int, above: Int, value: (Int) -> Int) {
    self.count = count
    self.below = below
    self.above = above
    prefix.removeAll(keepingCapacity: true)
    second.removeAll(keepingCapacity: true)
    prefix.append(0)
    second.append(0)
    for index in 0..<count {
      second.append(second[index] &+ prefix[index])
      prefix.append(prefix[index] &+ value(index))
    }
  }

  /// `P(k)`: the sum over `0..<k`, or minus the sum over `k..<0`.
  func p(_ k: Int) -> Int {
    if k < 0 { return k &* below }
    if k <= count { return prefix[k] }
    return prefix[count] &+ (k - count) &* above
  }

  /// `Q(k)`: the sum of `P` over `0..<k`, or minus its sum over `k..<0`.
  func q(_ k: Int) -> Int {
    if k < 0 { return below &* Self.triangle(-k) }
    if k <= count { return second[k] }
    return second[count] &+ (k - count) &* prefix[count] &+ above &* Self.triangle(k - count - 1)
  }

  /// The sum of a kernel's weights times the signal, centred at `k`.
  func sum(_ shape: Convolution.Shape, radius r: Int, at k: Int) -> Int {
    switch shape {
    case .box: p(k + r + 1) &- p(k - r)
    case .tent: q(k + r + 2) &- 2 &* q(k + 1) &+ q(k - r)
    }
  }

  /// 0 + 1 + … + m, halving the even factor first so that the product wraps exactly.
  static func triangle(_ m: Int) -> Int {
    m % 2 == 0 ? (m / 2) &* (m + 1) : m &* ((m + 1) / 2)
  }
}
