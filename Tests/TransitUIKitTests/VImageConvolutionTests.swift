import Foundation
import Testing
import TransitAccelerate

/// Accelerate's vImage box and tent convolutions as Transit computes them: against numbers
/// worked out by hand from the formula in vImage's Convolution.h, and against that formula run
/// pixel by pixel over every edging mode and kernel size, including kernels wider than the
/// image.
@Suite("vImage's convolutions")
struct VImageConvolutionTests {
  /// A 4 × 3 planar image, rows of 10…40, 50…80, 90…120.
  static let ramp: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]

  /// Convolves a planar image of `width` × `height` with `convolve`, into a destination of the
  /// same size unless `into` gives another, and returns the error code and the pixels.
  static func planar(
    _ pixels: [UInt8], width: Int, height: Int, into size: (width: Int, height: Int)? = nil,
    _ convolve: (UnsafePointer<vImage_Buffer>, UnsafePointer<vImage_Buffer>) -> vImage_Error
  ) -> (vImage_Error, [UInt8]) {
    var source = pixels
    let size = size ?? (width, height)
    var destination = [UInt8](repeating: 0xEE, count: size.width * size.height)
    let error = source.withUnsafeMutableBytes { from in
      destination.withUnsafeMutableBytes { to in
        var input = vImage_Buffer(
          data: from.baseAddress, height: vImagePixelCount(height), width: vImagePixelCount(width),
          rowBytes: width)
        var output = vImage_Buffer(
          data: to.baseAddress, height: vImagePixelCount(size.height),
          width: vImagePixelCount(size.width), rowBytes: size.width)
        return convolve(&input, &output)
      }
    }
    return (error, destination)
  }

  @Test("a 3 × 3 box with the edge extended: each pixel the rounded mean of its nine")
  func boxByHand() {
    let (error, pixels) = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8($0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageEdgeExtend))
    }
    #expect(error == kvImageNoError)
    // (0,0): 10+10+20 twice and 50+50+60 make 240; (240 + 4) / 9 = 27.
    #expect(pixels == [27, 33, 43, 50, 53, 60, 70, 77, 80, 87, 97, 103])
  }

  @Test("a 3 × 3 tent with the edge extended: weights 1 2 1 by 1 2 1, over 16")
  func tentByHand() {
    let (error, pixels) = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageTentConvolve_Planar8($0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageEdgeExtend))
    }
    #expect(error == kvImageNoError)
    // (0,0): rows' tents 50 (row 0) and 210 (row 1), 3 × 50 + 210 = 360; (360 + 8) / 16 = 23.
    #expect(pixels == [23, 30, 40, 48, 53, 60, 70, 78, 83, 90, 100, 108])
  }

  @Test("the other edging modes: a truncated kernel, a background, the edge copied")
  func edgesByHand() {
    let truncated = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8($0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageTruncateKernel))
    }.1
    // (0,0): 10+20+50+60 over the four pixels inside, (140 + 2) / 4 = 35.
    #expect(truncated == [35, 40, 50, 55, 55, 60, 70, 75, 75, 80, 90, 95])
    let background = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8(
        $0, $1, nil, 0, 0, 3, 3, 9, vImage_Flags(kvImageBackgroundColorFill))
    }.1
    // (0,0): 140 and five background pixels of 9, (185 + 4) / 9 = 21.
    #expect(background[0] == 21 && background[5] == 60)
    let copied = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8($0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageCopyInPlace))
    }.1
    #expect(copied == [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])
  }

  @Test("four channels each on their own, in a region of interest offset in the source")
  func channelsAndOffset() {
    var source: [UInt8] = [255, 0, 10, 200, 255, 30, 20, 100, 255, 60, 30, 0]
    var destination = [UInt8](repeating: 0, count: 8)
    let error = source.withUnsafeMutableBytes { from in
      destination.withUnsafeMutableBytes { to in
        var input = vImage_Buffer(data: from.baseAddress, height: 1, width: 3, rowBytes: 12)
        var output = vImage_Buffer(data: to.baseAddress, height: 1, width: 2, rowBytes: 8)
        return vImageBoxConvolve_ARGB8888(
          &input, &output, nil, 1, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
      }
    }
    #expect(error == kvImageNoError)
    // At source x 1: the three pixels; at x 2: the last twice. Red 30+60+60 = 150, 151 / 3 = 50.
    #expect(destination == [255, 30, 20, 100, 255, 50, 27, 33])
  }

  @Test("kvImageLeaveAlphaUnchanged keeps each pixel's first channel as the source has it")
  func alphaLeftUnchanged() {
    // Alphas 255, 0 and 128 would average to 128 where the kernel reaches all three.
    var source: [UInt8] = [255, 0, 10, 200, 0, 30, 20, 100, 128, 60, 30, 0]
    var destination = [UInt8](repeating: 0, count: 8)
    let error = source.withUnsafeMutableBytes { from in
      destination.withUnsafeMutableBytes { to in
        var input = vImage_Buffer(data: from.baseAddress, height: 1, width: 3, rowBytes: 12)
        var output = vImage_Buffer(data: to.baseAddress, height: 1, width: 2, rowBytes: 8)
        return vImageBoxConvolve_ARGB8888(
          &input, &output, nil, 1, 0, 1, 3, nil,
          vImage_Flags(kvImageEdgeExtend | kvImageLeaveAlphaUnchanged))
      }
    }
    #expect(error == kvImageNoError)
    // The region starts at source x 1: alphas 0 and 128 kept; the colours as without the flag.
    #expect(destination == [0, 30, 20, 100, 128, 50, 27, 33])
    // A planar image has no alpha to leave: the flag is not one of its own.
    let (planar, _) = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8(
        $0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageEdgeExtend | kvImageLeaveAlphaUnchanged))
    }
    #expect(planar == kvImageUnknownFlagsBit)
  }

  @Test("a kernel too long for exact sums is refused, not trapped on or wrapped")
  func hugeKernelRefused() {
    let side = UInt32(27_567)
    let (tent, tentPixels) = Self.planar([255], width: 1, height: 1) {
      vImageTentConvolve_Planar8($0, $1, nil, 0, 0, side, side, 0, vImage_Flags(kvImageEdgeExtend))
    }
    #expect(tent == kvImageInvalidKernelSize)
    #expect(tentPixels == [0xEE])
    let (box, _) = Self.planar([255], width: 1, height: 1) {
      vImageBoxConvolve_Planar8(
        $0, $1, nil, 0, 0, 16_383, 16_383, 0,
        vImage_Flags(kvImageEdgeExtend))
    }
    #expect(box == kvImageNoError)
  }

  @Test("vImage's errors, and the temporary buffer's size without touching a pixel")
  func errors() {
    func box(_ height: UInt32, _ width: UInt32, _ flags: Int, offset: UInt = 0) -> vImage_Error {
      Self.planar(Self.ramp, width: 4, height: 3, into: (3, 3)) {
        vImageBoxConvolve_Planar8($0, $1, nil, offset, 0, height, width, 0, vImage_Flags(flags))
      }.0
    }
    #expect(box(3, 2, kvImageEdgeExtend) == kvImageInvalidKernelSize)
    #expect(box(3, 3, kvImageNoFlags) == kvImageInvalidEdgeStyle)
    #expect(box(3, 3, kvImageEdgeExtend | kvImageTruncateKernel) == kvImageInvalidEdgeStyle)
    #expect(box(3, 3, kvImageEdgeExtend | kvImageHighQualityResampling) == kvImageUnknownFlagsBit)
    #expect(box(3, 3, kvImageEdgeExtend, offset: 2) == kvImageInvalidOffset_X)
    let larger = Self.planar(Self.ramp, width: 4, height: 3, into: (5, 3)) {
      vImageBoxConvolve_Planar8($0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageEdgeExtend))
    }
    #expect(larger.0 == kvImageRoiLargerThanInputBuffer)
    let size = Self.planar(Self.ramp, width: 4, height: 3) {
      vImageBoxConvolve_Planar8(
        $0, $1, nil, 0, 0, 3, 3, 0, vImage_Flags(kvImageEdgeExtend | kvImageGetTempBufferSize))
    }
    #expect(size.0 > 0)
    #expect(size.1 == [UInt8](repeating: 0xEE, count: 12))
  }

  /// The formula of vImage's Convolution.h, pixel by pixel: what the convolutions must equal.
  static func reference(
    _ pixels: [UInt8], width: Int, height: Int, channels: Int, tent: Bool, kernel: (Int, Int),
    edge: Int, background: [UInt8]
  ) -> [UInt8] {
    let (rows, columns) = kernel
    func weight(_ index: Int, _ size: Int) -> Int {
      tent ? min(index + 1, size - index) : 1
    }
    var out = [UInt8](repeating: 0, count: pixels.count)
    for y in 0..<height {
      for x in 0..<width {
        for channel in 0..<channels {
          var sum = 0
          var divisor = 0
          var missing = false
          for i in 0..<rows {
            for j in 0..<columns {
              let w = weight(i, rows) * weight(j, columns)
              let (sy, sx) = (y + i - rows / 2, x + j - columns / 2)
              let inside = (0..<height).contains(sy) && (0..<width).contains(sx)
              if !inside { missing = true }
              let value: Int
              if inside {
                value = Int(pixels[(sy * width + sx) * channels + channel])
              } else if edge == kvImageEdgeExtend || edge == kvImageCopyInPlace {
                let (cy, cx) = (min(max(sy, 0), height - 1), min(max(sx, 0), width - 1))
                value = Int(pixels[(cy * width + cx) * channels + channel])
              } else if edge == kvImageBackgroundColorFill {
                value = Int(background[channel])
              } else {
                continue
              }
              sum += w * value
              divisor += w
            }
          }
          let index = (y * width + x) * channels + channel
          out[index] =
            edge == kvImageCopyInPlace && missing
            ? pixels[index] : UInt8(clamping: (sum + divisor / 2) / divisor)
        }
      }
    }
    return out
  }

  @Test(
    "box and tent equal the formula pixel by pixel, in every edging mode, kernels wider than the image too",
    arguments: [
      kvImageEdgeExtend, kvImageTruncateKernel, kvImageBackgroundColorFill, kvImageCopyInPlace,
    ])
  func formula(edge: Int) {
    let (width, height) = (7, 5)
    // A fixed, uneven image: each byte from a linear congruential sequence.
    var state: UInt32 = 12_345
    let pixels = (0..<(width * height * 4)).map { _ -> UInt8 in
      state = state &* 1_103_515_245 &+ 12_345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
    let background: [UInt8] = [200, 10, 128, 77]
    for tent in [false, true] {
      for kernel in [(1, 1), (3, 5), (5, 3), (9, 9), (21, 15)] {
        var source = pixels
        var destination = [UInt8](repeating: 0, count: pixels.count)
        let error = source.withUnsafeMutableBytes { from in
          destination.withUnsafeMutableBytes { to in
            background.withUnsafeBufferPointer { color in
              var input = vImage_Buffer(
                data: from.baseAddress, height: 5, width: 7, rowBytes: width * 4)
              var output = vImage_Buffer(
                data: to.baseAddress, height: 5, width: 7, rowBytes: width * 4)
              let convolve = tent ? vImageTentConvolve_ARGB8888 : vImageBoxConvolve_ARGB8888
              return convolve(
                &input, &output, nil, 0, 0, UInt32(kernel.0), UInt32(kernel.1),
                color.baseAddress, vImage_Flags(edge))
            }
          }
        }
        #expect(error == kvImageNoError)
        let expected = Self.reference(
          pixels, width: width, height: height, channels: 4, tent: tent, kernel: kernel,
          edge: edge, background: background)
        #expect(destination == expected, "tent \(tent), kernel \(kernel)")
      }
    }
  }

  @Test("a temporary buffer of the size asked for gives the same pixels, as does a copy")
  func temporaryBufferAndCopy() {
    var source = Self.ramp
    var first = [UInt8](repeating: 0, count: 12)
    var second = [UInt8](repeating: 0, count: 12)
    source.withUnsafeMutableBytes { from in
      var input = vImage_Buffer(data: from.baseAddress, height: 3, width: 4, rowBytes: 4)
      first.withUnsafeMutableBytes { to in
        var output = vImage_Buffer(data: to.baseAddress, height: 3, width: 4, rowBytes: 4)
        let size = vImageTentConvolve_Planar8(
          &input, &output, nil, 0, 0, 3, 5, 0,
          vImage_Flags(kvImageEdgeExtend | kvImageGetTempBufferSize))
        let temporary = malloc(size)
        defer { free(temporary) }
        vImageTentConvolve_Planar8(
          &input, &output, temporary, 0, 0, 3, 5, 0, vImage_Flags(kvImageEdgeExtend))
      }
      second.withUnsafeMutableBytes { to in
        var output = vImage_Buffer(data: to.baseAddress, height: 3, width: 4, rowBytes: 4)
        #expect(
          vImageCopyBuffer(&input, &output, 1, vImage_Flags(kvImageNoFlags)) == kvImageNoError)
      }
    }
    #expect(
      first
        == Self.reference(
          Self.ramp, width: 4, height: 3, channels: 1, tent: true, kernel: (3, 5),
          edge: kvImageEdgeExtend, background: [0]))
    #expect(second == Self.ramp)
  }
}
