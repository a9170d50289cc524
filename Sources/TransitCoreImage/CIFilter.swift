// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation
import TransitUIKit

// The parameter keys, as Core Image names them.
public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputColorKey = "inputColor"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputExtentKey = "inputExtent"

/// Mirrors `CIFilter`: a built-in filter made by name, whose parameters are set and read by key
/// (`setValue(_:forKey:)`, `value(forKey:)`), and whose `outputImage` is the image it makes.
///
/// A filter's pixels are not computed here (Transit's bitmaps hold no drawn pixels): the output
/// image keeps the input's bitmap and the filter's name, with the extent Core Image gives it
/// where that is geometry (a crop, a transform, a scale, a clamp, a composite), else the
/// input's. A blur's output in Core Image is larger than its input by an amount its renderer
/// decides; here it is the input's, so cropping it to the input's extent, as code does, is
/// what it is on iOS.
open class CIFilter: NSObject, @unchecked Sendable {
  /// What Transit knows of a built-in filter: its parameters with their defaults, in order,
  /// and how its output's extent follows from its input's.
  struct Kind {
    enum Geometry {
      /// The input's extent.
      case same
      /// The infinite rectangle (a colour, a clamp).
      case infinite
      /// The input's, inside `inputRectangle`.
      case crop
      /// The input's, transformed by `inputTransform`.
      case transform
      /// The input's, scaled by `inputScale` (widths also by `inputAspectRatio`).
      case scale
      /// The input's and the background image's together.
      case composite
    }

    let parameters: [(key: String, value: Any?)]
    let takesImage: Bool
    let geometry: Geometry

    init(
      _ parameters: [(key: String, value: Any?)] = [], image: Bool = true,
      _ geometry: Geometry = .same
    ) {
      self.parameters = parameters
      takesImage = image
      self.geometry = geometry
    }
  }

  /// The built-in filters Transit names, with their defaults from Apple's Core Image Filter
  /// Reference.
  nonisolated(unsafe) static let builtIns: [String: Kind] = [
    "CIGaussianBlur": Kind([(kCIInputRadiusKey, 10.0)]),
    "CIBoxBlur": Kind([(kCIInputRadiusKey, 10.0)]),
    "CIDiscBlur": Kind([(kCIInputRadiusKey, 8.0)]),
    "CIMotionBlur": Kind([(kCIInputRadiusKey, 20.0), (kCIInputAngleKey, 0.0)]),
    "CIZoomBlur": Kind([(kCIInputCenterKey, CIVector(x: 150, y: 150)), (kCIInputAmountKey, 20.0)]),
    "CIColorControls": Kind([
      (kCIInputSaturationKey, 1.0), (kCIInputBrightnessKey, 0.0), (kCIInputContrastKey, 1.0),
    ]),
    "CISepiaTone": Kind([(kCIInputIntensityKey, 1.0)]),
    "CIVignette": Kind([(kCIInputIntensityKey, 0.0), (kCIInputRadiusKey, 1.0)]),
    "CIPixellate": Kind([(kCIInputCenterKey, CIVector(x: 150, y: 150)), (kCIInputScaleKey, 8.0)]),
    "CIColorInvert": Kind(),
    "CIPhotoEffectChrome": Kind(),
    "CIPhotoEffectFade": Kind(),
    "CIPhotoEffectInstant": Kind(),
    "CIPhotoEffectMono": Kind(),
    "CIPhotoEffectNoir": Kind(),
    "CIPhotoEffectProcess": Kind(),
    "CIPhotoEffectTonal": Kind(),
    "CIPhotoEffectTransfer": Kind(),
    "CIAffineTransform": Kind([(kCIInputTransformKey, CGAffineTransform.identity)], .transform),
    "CIAffineClamp": Kind([(kCIInputTransformKey, CGAffineTransform.identity)], .infinite),
    "CICrop": Kind([("inputRectangle", CIVector(cgRect: .infinite))], .crop),
    "CILanczosScaleTransform": Kind(
      [(kCIInputScaleKey, 1.0), (kCIInputAspectRatioKey, 1.0)], .scale),
    "CISourceOverCompositing": Kind([(kCIInputBackgroundImageKey, nil)], .composite),
    "CIConstantColorGenerator": Kind([(kCIInputColorKey, nil)], image: false, .infinite),
  ]

  /// Mirrors `name`.
  open var name: String
  private let kind: Kind
  private var values: [String: Any] = [:]

  /// Mirrors `init?(name:)`: nil for a name that is not one of Core Image's built-in filters
  /// (Transit knows the common ones). As on iOS, the parameters start at their defaults.
  public init?(name: String) {
    guard let kind = Self.builtIns[name] else { return nil }
    self.name = name
    self.kind = kind
    super.init()
    setDefaults()
  }

  /// Mirrors `init?(name:parameters:)`.
  public convenience init?(name: String, parameters: [String: Any]?) {
    self.init(name: name)
    for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
  }

  /// Mirrors `inputKeys`: the input image's key first, then the parameters'.
  open var inputKeys: [String] {
    (kind.takesImage ? [kCIInputImageKey] : []) + kind.parameters.map(\.key)
  }

  /// Mirrors `outputKeys`.
  open var outputKeys: [String] { [kCIOutputImageKey] }

  /// Mirrors `setDefaults()`: every parameter at its default; the input image is kept.
  open func setDefaults() {
    for (key, value) in kind.parameters { values[key] = value }
  }

  /// Mirrors key-value coding's `setValue(_:forKey:)`: sets a parameter (nil removes it).
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }

  /// Mirrors key-value coding's `value(forKey:)`: the output image for `outputImage`, the
  /// name for `name`, else the parameter.
  open func value(forKey key: String) -> Any? {
    switch key {
    case kCIOutputImageKey: outputImage
    case "name": name
    default: values[key]
    }
  }

  /// Mirrors `outputImage`: nil while a filter that takes an image has none.
  open var outputImage: CIImage? {
    let input = values[kCIInputImageKey] as? CIImage
    if kind.takesImage, input == nil { return nil }
    let source = input ?? CIImage(color: .black)
    return source.applying(name, extent: extent(of: source.extent))
  }

  private func number(_ key: String) -> CGFloat? {
    switch values[key] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    default: nil
    }
  }

  private func extent(of input: CGRect) -> CGRect {
    switch kind.geometry {
    case .same: return input
    case .infinite: return .infinite
    case .crop:
      return input.intersection((values["inputRectangle"] as? CIVector)?.cgRectValue ?? .infinite)
    case .transform:
      guard !input.isInfinite else { return input }
      // Code sets a transform as an `NSValue`, as Objective-C's key-value coding takes it.
      let matrix =
        values[kCIInputTransformKey] as? CGAffineTransform
        ?? (values[kCIInputTransformKey] as? NSValue)?.cgAffineTransformValue ?? .identity
      return input.applying(matrix)
    case .scale:
      guard !input.isInfinite else { return input }
      let scale = number(kCIInputScaleKey) ?? 1
      return input.applying(
        CGAffineTransform(scaleX: scale * (number(kCIInputAspectRatioKey) ?? 1), y: scale))
    case .composite:
      let background = values[kCIInputBackgroundImageKey] as? CIImage
      return input.union(background?.extent ?? .null)
    }
  }
}
