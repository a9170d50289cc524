// What a developer's `import MapKit` reaches in `transit run` (whose generated `MapKit` module
// re-exports this one): a map view that is a view like any other (its frame, touches, gesture
// recognizers and constraints are UIKit's), placed by code or by a storyboard's or a nib's
// `<mapView>` element, and that keeps its region, annotations and settings. No map is drawn and
// no tile is loaded, so the map never reports a change of its own: its delegate hears nothing.
import Foundation
import TransitUIKit

/// Mirrors `MKMapView`: a view that shows a map, here one that shows nothing and keeps what
/// code sets on it.
@preconcurrency @MainActor
open class MKMapView: UIView {
  /// Mirrors `delegate`, held weakly as MapKit holds it; never called, as nothing loads,
  /// scrolls or shows annotation views.
  open weak var delegate: (any MKMapViewDelegate)?
  open var mapType = MKMapType.standard
  /// Mirrors `region`: the area shown, as code last set it (a map that is not drawn never
  /// adjusts it to its aspect ratio).
  open var region = MKCoordinateRegion()
  open var isZoomEnabled = true
  open var isScrollEnabled = true
  open var isRotateEnabled = true
  open var isPitchEnabled = true
  open var showsUserLocation = false
  open var showsCompass = true
  open var showsScale = false
  open var showsTraffic = false
  open var showsBuildings = true
  open var showsPointsOfInterest = true
  open var userTrackingMode = MKUserTrackingMode.none
  /// Mirrors `userLocation`: the device's position, never known here.
  public let userLocation = MKUserLocation()
  /// Mirrors `isUserLocationVisible`: false, as no position is known.
  open var isUserLocationVisible: Bool { false }
  /// Mirrors `annotations`: those added and not removed, in the order added.
  open private(set) var annotations: [any MKAnnotation] = []
  /// Mirrors `selectedAnnotations`.
  open var selectedAnnotations: [any MKAnnotation] = []
  /// The annotation view classes registered by reuse identifier.
  private var registered: [String: MKAnnotationView.Type] = [:]

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Mirrors `init?(coder:)`: a storyboard's or a nib's `<mapView>`, with its `mapType` and its
  /// switches as Interface Builder saves them.
  public override init?(coder: NSCoder) {
    super.init(coder: coder)
    let types: [String: MKMapType] = [
      "standard": .standard, "satellite": .satellite, "hybrid": .hybrid,
      "satelliteFlyover": .satelliteFlyover, "hybridFlyover": .hybridFlyover,
      "mutedStandard": .mutedStandard,
    ]
    if let name = coder.decodeObject(forKey: "mapType") as? String, let type = types[name] {
      mapType = type
    }
    let switches: [(String, ReferenceWritableKeyPath<MKMapView, Bool>)] = [
      ("zoomEnabled", \.isZoomEnabled), ("scrollEnabled", \.isScrollEnabled),
      ("rotateEnabled", \.isRotateEnabled), ("pitchEnabled", \.isPitchEnabled),
      ("showsUserLocation", \.showsUserLocation), ("showsCompass", \.showsCompass),
      ("showsScale", \.showsScale), ("showsTraffic", \.showsTraffic),
      ("showsBuildings", \.showsBuildings), ("showsPointsOfInterest", \.showsPointsOfInterest),
    ]
    for (key, path) in switches where coder.containsValue(forKey: key) {
      self[keyPath: path] = coder.decodeBool(forKey: key)
    }
  }

  /// Mirrors `centerCoordinate`: the region's centre.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { region.center = newValue }
  }

  /// Mirrors `setRegion(_:animated:)`: the region is kept; nothing animates, as nothing is drawn.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }

  /// Mirrors `setCenter(_:animated:)`: the span stays.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    region.center = coordinate
  }

  /// Mirrors `regionThatFits(_:)`: the region itself, as no map is drawn to fit it to.
  open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

  /// Mirrors `showAnnotations(_:animated:)`: the region becomes the smallest that holds their
  /// coordinates (MapKit adds a margin no source gives).
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
    let coordinates = annotations.map(\.coordinate).filter(CLLocationCoordinate2DIsValid)
    guard let first = coordinates.first else { return }
    var south = first.latitude
    var north = first.latitude
    var west = first.longitude
    var east = first.longitude
    for coordinate in coordinates.dropFirst() {
      south = min(south, coordinate.latitude)
      north = max(north, coordinate.latitude)
      west = min(west, coordinate.longitude)
      east = max(east, coordinate.longitude)
    }
    region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
      span: MKCoordinateSpan(latitudeDelta: north - south, longitudeDelta: east - west))
  }

  /// Mirrors `addAnnotation(_:)`: an annotation already on the map is not added twice.
  open func addAnnotation(_ annotation: any MKAnnotation) {
    guard !annotations.contains(where: { $0 === annotation }) else { return }
    annotations.append(annotation)
  }

  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { addAnnotation(annotation) }
  }

  /// Mirrors `removeAnnotation(_:)`: it is deselected too.
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    annotations.removeAll { $0 === annotation }
    selectedAnnotations.removeAll { $0 === annotation }
  }

  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }

  /// Mirrors `selectAnnotation(_:animated:)`: one annotation is selected at a time.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    selectedAnnotations = [annotation]
  }

  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    selectedAnnotations.removeAll { $0 === annotation }
  }

  /// Mirrors `view(for:)`: nil, as no annotation is shown.
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

  /// Mirrors `register(_:forAnnotationViewWithReuseIdentifier:)`.
  open func register(
    _ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String
  ) {
    registered[identifier] = viewClass as? MKAnnotationView.Type
  }

  /// Mirrors `dequeueReusableAnnotationView(withIdentifier:)`: nil, as no view is ever shown
  /// and so none is queued for reuse.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    nil
  }

  /// Mirrors `dequeueReusableAnnotationView(withIdentifier:for:)`: a new view of the class
  /// registered for the identifier. MapKit raises an exception for an identifier with no class.
  open func dequeueReusableAnnotationView(
    withIdentifier identifier: String, for annotation: any MKAnnotation
  ) -> MKAnnotationView {
    guard let viewClass = registered[identifier] else {
      preconditionFailure(
        "no annotation view class is registered for the reuse identifier '\(identifier)'")
    }
    return viewClass.init(annotation: annotation, reuseIdentifier: identifier)
  }
}

/// Mirrors `MKMapViewDelegate`. Every method is optional, as in MapKit; none is called here, as
/// the map draws nothing, loads nothing, and its region changes only when code sets it.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapViewWillStartLoadingMap(_ mapView: MKMapView)
  func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  { nil }
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
  public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}
