import Foundation
import TransitUIKit

/// Mirrors `MKAnnotationView`: the view that shows an annotation on a map. No map draws here, so
/// a map never asks for one (its delegate's `mapView(_:viewFor:)` is not called); one made in
/// code is a view like any other, keeping what it is given.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
  open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  open var image: UIImage?
  open var centerOffset = CGPoint.zero
  open var calloutOffset = CGPoint.zero
  open var canShowCallout = false
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false
  open var isDraggable = false
  open var leftCalloutAccessoryView: UIView?
  open var rightCalloutAccessoryView: UIView?
  open var detailCalloutAccessoryView: UIView?
  open var clusteringIdentifier: String?
  open var displayPriority = MKFeatureDisplayPriority.required

  /// Mirrors `init(annotation:reuseIdentifier:)`. `transit run` makes a developer's override
  /// of it `required`, as a map makes its registered view classes by it.
  public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    reuseIdentifier = nil
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
  }

  /// Mirrors `prepareForReuse()`; a map never reuses a view here.
  open func prepareForReuse() {}

  /// Mirrors `prepareForDisplay()`; a map never displays a view here.
  open func prepareForDisplay() {}

  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// Mirrors `MKFeatureDisplayPriority`.
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = MKFeatureDisplayPriority(rawValue: 1000)
  public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
  public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// Mirrors `MKMarkerAnnotationView`: a balloon marker's settings, kept.
@preconcurrency @MainActor
open class MKMarkerAnnotationView: MKAnnotationView {
  open var markerTintColor: UIColor?
  open var glyphTintColor: UIColor?
  open var glyphText: String?
  open var glyphImage: UIImage?
  open var selectedGlyphImage: UIImage?
  open var animatesWhenAdded = false
  open var titleVisibility = MKFeatureVisibility.adaptive
  open var subtitleVisibility = MKFeatureVisibility.adaptive
}

/// Mirrors `MKPinAnnotationView`, the marker before iOS 11: its settings, kept.
@preconcurrency @MainActor
open class MKPinAnnotationView: MKAnnotationView {
  open var pinTintColor: UIColor?
  open var animatesDrop = false
}

/// Mirrors `MKFeatureVisibility`.
public enum MKFeatureVisibility: Int, Sendable {
  case adaptive = 0
  case hidden = 1
  case visible = 2
}
