// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Mirrors `vImageBoxConvolve_ARGB8888(_:_:_:_:_:_:_:_:_:)`: each channel of each pixel of the
/// region of interest (the destination's size, at the offsets in the source) becomes the
/// average of the `kernel_height` × `kernel_width` pixels around it, rounded to nearest. Both
/// sizes must be odd, and exactly one edging mode must be set. With `kvImageGetTempBufferSize`,
/// returns the temporary buffer's size and touches no pixel. Source: vImage's Convolution.h
/// (`sdk-vimage-convolution-h` in docs/sources.md).
@discardableResult
public func vImageBoxConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  Convolution(shape: .box, channels: 4).run(
    source: src.pointee, destination: dest.pointee, temporary: tempBuffer,
    offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y, kernelHeight: kernel_height,
    kernelWidth: kernel_width,
    background: backgroundColor.map { Array(UnsafeBufferPointer(start: $0, count: 4)) },
    flags: flags)
}

/// Mirrors `vImageTentConvolve_ARGB8888(_:_:_:_:_:_:_:_:_:)`: as the box convolution, with the
/// tent kernel, the product of two 1D kernels rising by 1 towards the centre (`1 2 1` by
/// `1 2 1` for 3 × 3), divided by the sum of its weights. Source: vImage's Convolution.h
/// (`sdk-vimage-convolution-h`).
@discardableResult
public func vImageTentConvolve_ARGB8888(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
  Convolution(shape: .tent, channels: 4).run(
    source: src.pointee, destination: dest.pointee, temporary: tempBuffer,
    offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y, kernelHeight: kernel_height,
    kernelWidth: kernel_width,
    background: backgroundColor.map { Array(UnsafeBufferPointer(start: $0, count: 4)) },
    flags: flags)
}

/// Mirrors `vImageBoxConvolve_Planar8(_:_:_:_:_:_:_:_:_:)`: the box convolution of one 8-bit
/// channel.
@discardableResult
public func vImageBoxConvolve_Planar8(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: Pixel_8, _ flags: vImage_Flags
) -> vImage_Error {
  Convolution(shape: .box, channels: 1).run(
    source: src.pointee, destination: dest.pointee, temporary: tempBuffer,
    offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y, kernelHeight: kernel_height,
    kernelWidth: kernel_width, background: [backgroundColor], flags: flags)
}

/// Mirrors `vImageTentConvolve_Planar8(_:_:_:_:_:_:_:_:_:)`: the tent convolution of one 8-bit
/// channel.
@discardableResult
public func vImageTentConvolve_Planar8(
  _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
  _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
  _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
  _ backgroundColor: Pixel_8, _ flags: vImage_Flags
) -> vImage_Error {
  Convolution(shape: .tent, channels: 1).run(
    source: src.pointee, destination: dest.pointee, temporary: tempBuffer,
    offsetX: srcOffsetToROI_X, offsetY: srcOffsetToROI_Y, kernelHeight: kernel_height,
    kernelWidth: kernel_width, background: [backgroundColor], flags: flags)
}
