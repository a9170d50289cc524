// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

// What a developer's `import Accelerate` reaches in `transit run` (whose generated `Accelerate`
// module re-exports this one): vImage's buffers, flags and error codes as Swift imports them from
// vImage_Types.h, and the convolutions blur code calls, computed for real.
import Foundation

/// Mirrors `vImagePixelCount`: a number of pixels, `unsigned long` in C.
public typealias vImagePixelCount = UInt

/// Mirrors `vImage_Error`: `ssize_t` in C; negative values are errors, and a positive one is a
/// temporary buffer's size when `kvImageGetTempBufferSize` was passed.
public typealias vImage_Error = Int

/// Mirrors `vImage_Flags`, a 32-bit field of options.
public typealias vImage_Flags = UInt32

/// Mirrors `Pixel_8`: one 8-bit channel.
public typealias Pixel_8 = UInt8

/// Mirrors `Pixel_8888`: four 8-bit channels, in the order the function's name gives.
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// Mirrors `vImage_Buffer`: a rectangle of pixels in memory the caller owns, `rowBytes` from
/// one row to the next. Source: vImage_Types.h (`sdk-vimage-types-h` in docs/sources.md).
public struct vImage_Buffer {
  public var data: UnsafeMutableRawPointer!
  public var height: vImagePixelCount
  public var width: vImagePixelCount
  public var rowBytes: Int

  public init() {
    data = nil
    height = 0
    width = 0
    rowBytes = 0
  }

  public init(
    data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount,
    rowBytes: Int
  ) {
    self.data = data
    self.height = height
    self.width = width
    self.rowBytes = rowBytes
  }
}

// The error codes, as vImage_Types.h numbers them (Swift imports them as `Int`).
public let kvImageNoError = 0
public let kvImageRoiLargerThanInputBuffer = -21766
public let kvImageInvalidKernelSize = -21767
public let kvImageInvalidEdgeStyle = -21768
public let kvImageInvalidOffset_X = -21769
public let kvImageInvalidOffset_Y = -21770
public let kvImageMemoryAllocationError = -21771
public let kvImageNullPointerArgument = -21772
public let kvImageInvalidParameter = -21773
public let kvImageBufferSizeMismatch = -21774
public let kvImageUnknownFlagsBit = -21775
public let kvImageInternalError = -21776
public let kvImageInvalidRowBytes = -21777

// The flags, as vImage_Types.h numbers them (Swift imports them as `Int`, so code writes
// `vImage_Flags(kvImageEdgeExtend)`).
public let kvImageNoFlags = 0
public let kvImageLeaveAlphaUnchanged = 1
public let kvImageCopyInPlace = 2
public let kvImageBackgroundColorFill = 4
public let kvImageEdgeExtend = 8
public let kvImageDoNotTile = 16
public let kvImageHighQualityResampling = 32
public let kvImageTruncateKernel = 64
public let kvImageGetTempBufferSize = 128
public let kvImagePrintDiagnosticsToConsole = 256
public let kvImageNoAllocate = 512

/// Mirrors `vImageCopyBuffer(_:_:_:_:)`: copies `width` pixels of `pixelSize` bytes from each
/// row of `src` to the same row of `dest`, which must have the same height and width (rows may
/// differ in `rowBytes`).
public func vImageCopyBuffer(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ pixelSize: Int,
  _ flags: vImage_Flags
) -> vImage_Error {
  let source = src.pointee
  let destination = dest.pointee
  guard let from = source.data, let to = destination.data else {
    return kvImageNullPointerArgument
  }
  guard source.width == destination.width, source.height == destination.height else {
    return kvImageBufferSizeMismatch
  }
  guard pixelSize > 0 else { return kvImageInvalidParameter }
  let rowLength = Int(source.width) * pixelSize
  guard source.rowBytes >= rowLength, destination.rowBytes >= rowLength else {
    return kvImageInvalidRowBytes
  }
  for row in 0..<Int(source.height) {
    (to + row * destination.rowBytes).copyMemory(
      from: from + row * source.rowBytes, byteCount: rowLength)
  }
  return kvImageNoError
}
