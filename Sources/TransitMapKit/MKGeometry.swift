import Foundation

/// Mirrors `MKCoordinateSpan`: a map's extent in degrees of latitude and longitude.
public struct MKCoordinateSpan: Sendable {
  public var latitudeDelta: CLLocationDegrees
  public var longitudeDelta: CLLocationDegrees

  public init() {
    latitudeDelta = 0
    longitudeDelta = 0
  }

  public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
}

/// Mirrors `MKCoordinateRegion`: the area a map shows, its centre and span.
public struct MKCoordinateRegion: Sendable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan

  public init() {
    center = CLLocationCoordinate2D()
    span = MKCoordinateSpan()
  }

  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }

  /// Mirrors `init(center:latitudinalMeters:longitudinalMeters:)`: distances turned into
  /// degrees on a sphere of the Earth's mean radius (6,371 km), a degree of longitude shrinking
  /// with the cosine of the latitude. MapKit measures on the ellipsoid, which differs by under
  /// 1%; no map is drawn here to show the difference.
  public init(
    center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
    longitudinalMeters: CLLocationDistance
  ) {
    let metresPerDegree = 2 * Double.pi * 6_371_000 / 360
    let cosine = cos(center.latitude * Double.pi / 180)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: cosine > 0 ? longitudinalMeters / (metresPerDegree * cosine) : 360))
  }
}

/// Mirrors `MKMapType`.
public enum MKMapType: UInt, Sendable {
  case standard = 0
  case satellite = 1
  case hybrid = 2
  case satelliteFlyover = 3
  case hybridFlyover = 4
  case mutedStandard = 5
}

/// Mirrors `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable {
  case none = 0
  case follow = 1
  case followWithHeading = 2
}
