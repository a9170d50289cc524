import Foundation

/// Mirrors `MKAnnotation`: a point of interest a map shows. `title` and `subtitle` are optional
/// in MapKit; here they are requirements with default implementations that answer nil.
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// Mirrors `MKShape`: an annotation's title and subtitle, settable.
open class MKShape: NSObject {
  open var title: String?
  open var subtitle: String?
}

/// Mirrors `MKPointAnnotation`: an annotation at a coordinate code sets.
open class MKPointAnnotation: MKShape, MKAnnotation {
  open var coordinate = CLLocationCoordinate2D()

  public override init() { super.init() }

  public convenience init(coordinate: CLLocationCoordinate2D) {
    self.init()
    self.coordinate = coordinate
  }

  public convenience init(
    coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?
  ) {
    self.init(coordinate: coordinate)
    self.title = title
    self.subtitle = subtitle
  }
}

/// Mirrors `MKUserLocation`: the annotation for the device's position, which is never known
/// here: `location` stays nil.
open class MKUserLocation: NSObject, MKAnnotation {
  open var location: CLLocation? { nil }
  open var isUpdating: Bool { false }
  open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
  open var title: String?
  open var subtitle: String?
}
