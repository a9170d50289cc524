import UIKit

// The one name OverlayContainer's sample uses of MapKit: the map behind its overlay, made in
// code. Nothing is drawn here; the view takes its frame, touches and constraints as any view does.

open class MKMapView: UIView {}
