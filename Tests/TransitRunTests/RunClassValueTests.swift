import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Code that makes objects through a class value, compiled and run by `transit run`: a blur
/// view that makes UIKit's private blur class found by name and sets its radius by key, as blur
/// libraries write it; a registry of sheets whose kind is chosen at run time; a button laid out
/// by `sizeToFit()` that a scenario taps.
@Suite("transit run: initializers through a class value, and buttons sized by their titles")
struct RunClassValueTests {
  static let home = """
    import UIKit

    final class RadiusBlurView: UIVisualEffectView {
        private let blurEffect: UIBlurEffect

        var blurRadius: CGFloat {
            return blurEffect.value(forKeyPath: "blurRadius") as! CGFloat
        }

        init(radius: CGFloat) {
            let blurClass: AnyObject.Type = NSClassFromString("_UICustomBlurEffect")!
            let objectClass: NSObject.Type = blurClass as! NSObject.Type
            self.blurEffect = objectClass.init() as! UIBlurEffect
            self.blurEffect.setValue(1.0, forKeyPath: "scale")
            self.blurEffect.setValue(radius, forKeyPath: "blurRadius")
            super.init(effect: radius == 0 ? nil : self.blurEffect)
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Palette: NSObject {
        var name = "warm"
    }

    class SheetViewController: UIViewController {
        required init(note: String) {
            super.init(nibName: nil, bundle: nil)
            print("\\(type(of: self)) for \\(note)")
        }

        required init?(coder: NSCoder) { fatalError() }
    }

    final class PhotoSheetViewController: SheetViewController {}

    final class HomeViewController: UIViewController {
        let openButton = UIButton(type: .system)
        let sheetKinds: [SheetViewController.Type] = [SheetViewController.self, PhotoSheetViewController.self]

        override func viewDidLoad() {
            super.viewDidLoad()
            let blur = RadiusBlurView(radius: 20)
            view.addSubview(blur)
            print("blur radius \\(blur.blurRadius), effect \\(String(describing: blur.effect!))")
            let paletteClass: NSObject.Type = NSClassFromString("UIView") != nil ? Palette.self : NSObject.self
            print("made \\(paletteClass.init())".contains("Palette") ? "made a Palette" : "made something else")
            openButton.setTitle("Open photo", for: .normal)
            openButton.addTarget(self, action: #selector(openSheet), for: .touchUpInside)
            openButton.sizeToFit()
            openButton.center = CGPoint(x: 196.5, y: 600)
            view.addSubview(openButton)
            let frame = openButton.frame
            print("button at \\(frame.minX), \\(frame.minY), \\(frame.width) by \\(frame.height)")
        }

        @objc func openSheet() {
            let kind: SheetViewController.Type = sheetKinds[1]
            present(kind.init(note: "a photo"), animated: true)
        }
    }

    """

  @Test("the private blur class, a registry's kind and a fitted button work as on a device")
  func classValues() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.home)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(root: "HomeViewController", steps: "  - tap: {at: [196.5, 600]}"))
    let result = try harness.transit(
      ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n") == [
        "blur radius 20.0, effect <_UICustomBlurEffect blurRadius=20.0 scale=1.0 (kept; no blur is drawn)>",
        "made a Palette",
        "button at 151.5, 589.0, 90.0 by 22.0",
        "PhotoSheetViewController for a photo",
      ], "\(result.stdout)")
    let records = try harness.records("log.jsonl")
    let presented = records.compactMap { record -> String? in
      guard case .participant(let participant) = record,
        participant.className == "PhotoSheetViewController"
      else { return nil }
      return participant.id
    }
    let presents = records.compactMap(\.event).filter {
      $0.call?.name.rawValue == "present(_:animated:completion:)"
    }
    #expect(presents.count == 1)
    #expect(!presented.isEmpty)
  }
}
