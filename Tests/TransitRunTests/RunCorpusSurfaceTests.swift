import Foundation
import Testing
import TransitTestSupport

/// UIKit around transitions as the corpus's libraries write it, compiled and run by
/// `transit run`: a card strip that slides on a timer sent by `#selector`, a bar that updates its
/// constraints, a screen that pauses its layer, a gesture delegate that looks for sliders, an
/// attributed title, a snapshot of the screen.
@Suite("transit run: surface the corpus's libraries use")
struct RunCorpusSurfaceTests {
  static let strip = """
    import UIKit

    final class SlidingStrip: UIView {
        private var timer = Timer()
        private var offset: CGFloat = 0

        func startSlide() {
            timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(self.slide), userInfo: nil, repeats: true)
        }

        @objc private func slide() {
            if __CGPointEqualToPoint(CGPoint(x: offset, y: 0), .zero) { print("slide from the start") }
            offset += 10
            print("slide to \\(offset) at \\(CACurrentMediaTime())")
            if offset >= 30 { timer.invalidate() }
        }
    }

    final class FakeBar: UIView {
        var height: CGFloat = 44 { didSet { setNeedsUpdateConstraints() } }
        override func updateConstraints() {
            print("bar updates its constraints for \\(height)")
            super.updateConstraints()
        }
    }

    class StripViewController: UIViewController, UIGestureRecognizerDelegate {
        let strip = SlidingStrip(frame: CGRect(x: 0, y: 100, width: 390, height: 80))
        let bar = FakeBar()
        let slider = UISlider(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
        let close = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            view.addSubview(strip)
            slider.maximumValue = 10
            slider.value = 20
            view.addSubview(slider)
            close.setAttributedTitle(NSAttributedString(string: "Close"), for: .normal)
            let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
            pan.delegate = self
            view.addGestureRecognizer(pan)
            UINavigationBar.appearance().barTintColor = .red
            print("bar tint set: \\(UINavigationBar.appearance().barTintColor != nil), tint set: \\(UINavigationBar.appearance().tintColor != nil)")
            strip.startSlide()
            let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: true)
            print("snapshot \\(snapshot.frame.width)x\\(snapshot.frame.height), slider \\(slider.value), \\(close.titleLabel?.text ?? "")")
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            bar.height = 64
            let layer = view.layer
            let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
            layer.speed = 0
            layer.timeOffset = paused
            print("paused at \\(layer.convertTime(CACurrentMediaTime(), from: nil))")
        }

        @objc func panned(_ recognizer: UIPanGestureRecognizer) {
            print("pan \\(recognizer.state == .began ? "began" : "moved")")
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            let onSlider = touch.view is UISlider
            let isPlainView = type(of: touch.view!) === UIView.self
            print("touch on slider: \\(onSlider), plain view: \\(isPlainView)")
            return !onSlider
        }
    }

    """

  @Test("timers, constraint updates, media timing, sliders and snapshots run as on iOS")
  func corpusSurface() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Strip.swift", Self.strip)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "StripViewController",
        steps: """
            - wait: 1.2
            - pan: {at: [200, 600], translation: [0, 100], duration: 0.2, steps: 2}
            - wait: 1
          """))
    let result = try harness.transit([
      "run", "Strip.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The timer fires every half second from the load until its third step invalidates it,
    // running on through the scenario's waits and pan rather than holding the steps back; the
    // bar hears its update before the next layout; the slider's value is pinned to its range;
    // the delegate tells the root view from a slider by class.
    #expect(
      result.stdout.split(separator: "\n") == [
        "bar tint set: true, tint set: false",
        "snapshot 393.0x852.0, slider 10.0, Close",
        "paused at 0.0",
        "bar updates its constraints for 64.0",
        "slide from the start",
        "slide to 10.0 at 0.5",
        "slide to 20.0 at 1.0",
        "touch on slider: false, plain view: true",
        "pan began", "pan moved", "pan moved",
        "slide to 30.0 at 1.5",
      ])
  }

  /// What a matched-geometry library (Hero's kind) and a bottom-sheet library log and keep:
  /// unified logging, colours made in an extension, layer key paths and values boxed for
  /// animations, a bar made in code.
  static let library = """
    import UIKit
    import os.log

    let sheetLog = OSLog(subsystem: "com.example.sheet", category: "Sheet")
    let quiet = OSLog.disabled

    extension UIColor {
        convenience init(hex: Int, alpha: CGFloat = 1) {
            self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
                      blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
        }
        class var brand: UIColor { UIColor(hex: 0xFF8000) }
    }

    class SheetViewController: UIViewController {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 393, height: 44))

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(bar)
            os_log("%{public}@ loaded with %d rows", log: sheetLog, type: .debug, "sheet", 3)
            os_log("never shown", log: quiet, type: .error)
            Logger(subsystem: "com.example.sheet", category: "Sheet").info("bar \\(self.bar.frame.width, privacy: .public) wide")
            let brand = UIColor.brand
            var red: CGFloat = 0
            brand.getRed(&red, green: nil, blue: nil, alpha: nil)
            print("brand is the hex colour: \\(brand == UIColor(hex: 0xFF8000)), red \\(red)")

            let layer = view.layer
            layer.setValue(2, forKeyPath: "transform.scale")
            layer.setValue(10, forKeyPath: "transform.translation.x")
            print("scale \\(layer.value(forKeyPath: "transform.scale") as! CGFloat), x \\(layer.value(forKeyPath: "transform.translation.x") as! CGFloat), width \\(layer.value(forKeyPath: "bounds.size.width") as! CGFloat)")
            print("affine \\(CATransform3DIsAffine(layer.transform)) \\(CATransform3DGetAffineTransform(layer.transform).a)")
            let boxed = NSValue(caTransform3D: layer.transform)
            print("boxed back: \\(CATransform3DEqualToTransform(boxed.caTransform3DValue, layer.transform)), size \\(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue.height)")
            layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            layer.minificationFilter = .nearest
            print("contents \\(layer.contentsRect.width) \\(layer.minificationFilter == .nearest), opaque \\(view.isOpaque)")
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            print("same path: \\(path == UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath), log \\(CoreGraphics.log(CGFloat(1)))")
        }
    }

    """

  @Test("unified logging, colours from an extension, layer key paths and boxed transforms")
  func librarySurface() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Sheet.swift", Self.library)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "SheetViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Sheet.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // Logged messages are the console's lines; a disabled log's are not. `transform.scale`
    // scales all three axes, so the transform is no longer a 2D one.
    #expect(
      result.stdout.split(separator: "\n") == [
        "sheet loaded with 3 rows",
        "bar 393.0 wide",
        "brand is the hex colour: true, red 1.0",
        "scale 2.0, x 10.0, width 393.0",
        "affine false 2.0",
        "boxed back: true, size 4.0",
        "contents 0.5 true, opaque true",
        "same path: true, log 0.0",
      ])
  }

  @Test("key-value coding on an object other than a layer is told what Linux lacks")
  func keyValueCodingHint() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Picker.swift",
      """
      import UIKit

      class PickerViewController: UIViewController {
          let sort = UIAlertAction(title: "Newest first", style: .default)
          override func viewDidLoad() {
              super.viewDidLoad()
              sort.setValue(true, forKey: "checked")
          }
      }

      """)
    try harness.write(
      "case.yaml", RunCommandTests.scenario(root: "PickerViewController", steps: "  - wait: 1"))
    let result = try harness.transit([
      "run", "Picker.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.prefix(4)) == [
        "Error: Picker.swift:7:14: error: value of type 'UIAlertAction' has no member 'setValue'",
        "            sort.setValue(true, forKey: \"checked\")",
        String(repeating: " ", count: 17) + "^",
        "  hint: key-value coding by a string (setValue(_:forKey:), value(forKey:)) needs the "
          + "Objective-C runtime, which Linux does not have, except on a view, a layer, an "
          + "animation or a visual effect, whose properties Transit answers by name and whose "
          + "other values it keeps by key: read and set the property itself",
      ])
  }
}
