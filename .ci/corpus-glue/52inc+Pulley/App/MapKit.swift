import UIKit

// The one name Pulley's sample uses of MapKit: the map its storyboard puts behind the drawer.
// Nothing is drawn here; the view takes its frame, touches and constraints as any view does.

open class MKMapView: UIView {}
