import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Apple's frameworks transition samples reach for beyond UIKit, as written: a map behind a
/// drawer placed by a storyboard's `<mapView>` and another made in code (MapKit), a screenshot
/// blurred through a `CIFilter` set up by key in a file that imports only UIKit (Core Image),
/// and a blur of a bitmap's bytes with vImage's box convolution (Accelerate), copied in with
/// `memcpy` as on iOS.
@Suite("transit run: MapKit, Core Image and Accelerate")
struct RunAppleFrameworksTests {
  static let map = """
    import UIKit
    import MapKit

    final class Pin: NSObject, MKAnnotation {
        let coordinate: CLLocationCoordinate2D
        let title: String?

        init(_ coordinate: CLLocationCoordinate2D, title: String) {
            self.coordinate = coordinate
            self.title = title
        }
    }

    final class PinView: MKMarkerAnnotationView {
        override init(annotation: MKAnnotation?, reuseIdentifier: String?) {
            super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
            glyphText = "P"
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class MapViewController: UIViewController, MKMapViewDelegate {
        @IBOutlet var mapView: MKMapView!
        @IBOutlet var photo: UIImageView!
        let overview = MKMapView()

        override func viewDidLoad() {
            super.viewDidLoad()
            mapView.delegate = self
            let centre = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
            let span = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)
            mapView.setRegion(MKCoordinateRegion(center: centre, span: span), animated: false)
            mapView.addAnnotation(Pin(centre, title: "Paris"))
            mapView.register(PinView.self, forAnnotationViewWithReuseIdentifier: "pin")
            let marker = mapView.dequeueReusableAnnotationView(withIdentifier: "pin", for: mapView.annotations[0])
            print("storyboard map: \\(type(of: mapView!)), satellite \\(mapView.mapType == .satellite), \\(mapView.frame.height) high, centre \\(mapView.centerCoordinate.latitude), \\(mapView.annotations.count) pin, \\(type(of: marker)) \\((marker as? PinView)?.glyphText ?? "-")")
            overview.frame = CGRect(x: 0, y: 700, width: 100, height: 100)
            view.addSubview(overview)
            print("code map: \\(overview.superview === view), span \\(overview.region.span.latitudeDelta)")
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 30), false, 1)
            photo.image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            photo.blurViewValue(value: 4)
            print("blurred row: \\(boxBlurredRow())")
        }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            print("asked for a view")
            return nil
        }
    }

    """

  /// Core Image from UIKit alone, as a sample's screenshot helper writes it.
  static let blur = """
    import UIKit

    extension UIImageView {
        func blurViewValue(value: CGFloat) {
            guard let image = self.image,
                let filter = CIFilter(name: "CIGaussianBlur"),
                let input = CIImage(image: image)
            else {
                print("no blur")
                return
            }
            filter.setValue(value, forKey: kCIInputRadiusKey)
            filter.setValue(input, forKey: "inputImage")
            let result = filter.value(forKey: "outputImage") as! CIImage
            let cropped = result.cropped(to: CGRect(x: 0, y: 0, width: input.extent.size.width, height: input.extent.size.height))
            self.image = UIImage(ciImage: cropped)
            print("blurred \\(cropped.extent.width) by \\(cropped.extent.height), image \\(self.image?.size.width ?? 0) wide, bitmap \\(self.image?.cgImage == nil ? "none" : "some")")
        }
    }

    """

  /// vImage on a bitmap's bytes, as a blur view's pod writes it: the image's data copied with
  /// `memcpy` from `CFDataGetBytePtr`, the temporary buffer's size asked for first.
  static let convolve = """
    import UIKit
    import Accelerate

    func boxBlurredRow() -> [UInt8] {
        guard let context = CGContext(data: nil, width: 5, height: 1, bitsPerComponent: 8, bytesPerRow: 20, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return [] }
        context.data!.storeBytes(of: 90, toByteOffset: 8, as: UInt8.self)
        guard let image = context.makeImage(), let data = image.dataProvider?.data else { return [] }
        let bytes = image.bytesPerRow * image.height
        let inData = malloc(bytes)
        let outData = malloc(bytes)
        defer {
            free(inData)
            free(outData)
        }
        let source = CFDataGetBytePtr(data)
        memcpy(inData, source, bytes)
        var input = vImage_Buffer(data: inData, height: vImagePixelCount(image.height), width: vImagePixelCount(image.width), rowBytes: image.bytesPerRow)
        var output = vImage_Buffer(data: outData, height: vImagePixelCount(image.height), width: vImagePixelCount(image.width), rowBytes: image.bytesPerRow)
        let size = vImageBoxConvolve_ARGB8888(&input, &output, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend + kvImageGetTempBufferSize))
        let temporary = malloc(size)
        defer { free(temporary) }
        vImageBoxConvolve_ARGB8888(&input, &output, temporary, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
        let blurred = UnsafeBufferPointer(start: output.data.assumingMemoryBound(to: UInt8.self), count: bytes)
        return stride(from: 0, to: bytes, by: 4).map { blurred[$0] }
    }

    """

  static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="map">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="map" customClass="MapViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="satellite" translatesAutoresizingMaskIntoConstraints="NO" id="area">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="600"/>
                                </mapView>
                                <imageView contentMode="scaleAspectFill" id="photo">
                                    <rect key="frame" x="0.0" y="600" width="393" height="100"/>
                                </imageView>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="mapView" destination="area" id="o1"/>
                            <outlet property="photo" destination="photo" id="o2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>

    """

  @Test("a storyboard's map and one made in code, a Core Image blur, a vImage box blur")
  func frameworks() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("App/Map.swift", Self.map)
    try harness.write("App/ScreenShot.swift", Self.blur)
    try harness.write("App/Convolve.swift", Self.convolve)
    try harness.write("App/Main.storyboard", Self.storyboard)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "MapViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "storyboard map: MKMapView, satellite true, 600.0 high, centre 48.8566, 1 pin, PinView P",
        "code map: true, span 0.0",
        "blurred 40.0 by 30.0, image 40.0 wide, bitmap none",
        "blurred row: [0, 30, 30, 30, 0]",
      ], "\(result.stderr)")
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
