// swift-format-ignore-file: AlwaysUseLowerCamelCase

// What a developer's `import CoreLocation` reaches in `transit run` (whose generated
// `CoreLocation` module re-exports this module, as `MapKit` does): the coordinate types maps
// are described in. There is no location service: no position is ever measured.
import Foundation

/// Mirrors `CLLocationDegrees`: latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// Mirrors `CLLocationDistance`: a distance in metres.
public typealias CLLocationDistance = Double
/// Mirrors `CLLocationDirection`: a heading in degrees from north.
public typealias CLLocationDirection = Double
/// Mirrors `CLLocationSpeed`: metres per second.
public typealias CLLocationSpeed = Double
/// Mirrors `CLLocationAccuracy`: metres.
public typealias CLLocationAccuracy = Double

/// Mirrors `CLLocationCoordinate2D`: a latitude and a longitude in degrees.
public struct CLLocationCoordinate2D: Sendable {
  public var latitude: CLLocationDegrees
  public var longitude: CLLocationDegrees

  public init() {
    latitude = 0
    longitude = 0
  }

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    self.latitude = latitude
    self.longitude = longitude
  }
}

/// Mirrors `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(
  _ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Mirrors `CLLocationCoordinate2DIsValid(_:)`: a latitude within ±90° and a longitude within
/// ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
  (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// Mirrors `kCLLocationCoordinate2DInvalid`: a coordinate `CLLocationCoordinate2DIsValid(_:)`
/// refuses.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(
  latitude: -180, longitude: -180)

/// Mirrors `CLLocation`: a coordinate with its altitude and accuracy, as code makes one; none
/// is ever measured here.
open class CLLocation: NSObject, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: CLLocationDistance
  public let horizontalAccuracy: CLLocationAccuracy
  public let verticalAccuracy: CLLocationAccuracy
  public let timestamp: Date

  public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
    verticalAccuracy = -1
    timestamp = Date(timeIntervalSinceReferenceDate: 0)
  }

  public init(
    coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
    horizontalAccuracy: CLLocationAccuracy, verticalAccuracy: CLLocationAccuracy,
    timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.verticalAccuracy = verticalAccuracy
    self.timestamp = timestamp
  }
}
