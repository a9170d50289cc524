import Foundation
import Testing
import TransitMapKit

@testable import TransitUIKit

/// MapKit as a developer's `import MapKit` reaches it in `transit run`: a map view made in code
/// is a view that keeps its region, annotations and settings, and a map's registered annotation
/// views are made of the developer's class. (`RunAppleFrameworksTests` places one from a
/// storyboard's `<mapView>`.)
@MainActor
@Suite("MapKit's stand-in")
struct MapKitStandInTests {
  final class Pin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    init(_ latitude: Double, _ longitude: Double, title: String) {
      coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
      self.title = title
    }
  }

  final class PinView: MKMarkerAnnotationView {
    required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
      super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
      glyphText = "P"
    }
  }

  final class Listener: MKMapViewDelegate {}

  @Test("a map made in code keeps its region, annotations and selection, and draws nothing")
  func fromCode() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let map = MKMapView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
    root.addSubview(map)
    #expect(map.superview === root && map.frame.height == 300)
    var listener: Listener? = Listener()
    map.delegate = listener
    #expect(map.delegate === listener)
    listener = nil
    #expect(map.delegate == nil)

    let paris = Pin(48.8566, 2.3522, title: "Paris")
    let lyon = Pin(45.764, 4.8357, title: "Lyon")
    map.addAnnotation(paris)
    map.addAnnotations([lyon, paris])
    #expect(map.annotations.map(\.title) == ["Paris", "Lyon"])
    map.selectAnnotation(lyon, animated: true)
    map.removeAnnotation(lyon)
    #expect(map.annotations.count == 1 && map.selectedAnnotations.isEmpty)
    #expect(map.view(for: paris) == nil)

    map.setRegion(
      MKCoordinateRegion(
        center: paris.coordinate, span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.3)),
      animated: true)
    map.centerCoordinate = lyon.coordinate
    // Coordinates are not Equatable in Core Location, so apps compare their fields.
    #expect(map.region.center.latitude == 45.764 && map.region.center.longitude == 4.8357)
    #expect(map.region.span.longitudeDelta == 0.3)
    map.showAnnotations([paris, lyon], animated: false)
    #expect(abs(map.region.span.latitudeDelta - (48.8566 - 45.764)) < 1e-9)
    #expect(map.userLocation.location == nil && !map.isUserLocationVisible)
  }

  @Test("a registered annotation view is made of the developer's class")
  func annotationViews() throws {
    let map = MKMapView(frame: .zero)
    let pin = Pin(0, 0, title: "Null Island")
    map.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
    let view = map.dequeueReusableAnnotationView(withIdentifier: "pin", for: pin)
    #expect(type(of: view) == PinView.self)
    #expect((view as? PinView)?.glyphText == "P" && view.annotation === pin)
    #expect(view.reuseIdentifier == "pin")
    #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin") == nil)
  }

  @Test("coordinates and regions: validity, and metres turned into degrees on a sphere")
  func geometry() {
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(89, -179)))
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    // A degree is 2π × 6,371 km / 360 = 111,194.93 m; at 60° a degree of longitude is half.
    let region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_194.93,
      longitudinalMeters: 111_194.93)
    #expect(abs(region.span.latitudeDelta - 1) < 1e-6)
    #expect(abs(region.span.longitudeDelta - 2) < 1e-6)
  }
}
