import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// Images the app ships beside its code (a `Resources` folder): `UIImage(named:)` and
/// `#imageLiteral(resourceName:)` give them the size their files have, found as UIKit finds
/// them in the bundle, so code that scales an image to the screen's width divides by a real
/// width.
@Suite("transit run: images among the folders")
struct RunImageResourcesTests {
  @Test("named images have their files' sizes, with the scale their names say")
  func namedImages() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try FileManager.default.createDirectory(
      at: harness.folder.appendingPathComponent("App/Resources"), withIntermediateDirectories: true)
    try Data(ImageHeaderTests.png(width: 640, height: 1136)).write(
      to: harness.folder.appendingPathComponent("App/Resources/cover.png"))
    try Data(ImageHeaderTests.png(width: 88, height: 44)).write(
      to: harness.folder.appendingPathComponent("App/Resources/badge@2x.png"))
    try Data(ImageHeaderTests.jpeg(width: 640, height: 852)).write(
      to: harness.folder.appendingPathComponent("App/Resources/photo.jpg"))
    // An asset catalog's image set: named by its folder, the file for the screen's scale (3x).
    let hero = harness.folder.appendingPathComponent("App/Assets.xcassets/hero.imageset")
    try FileManager.default.createDirectory(at: hero, withIntermediateDirectories: true)
    try Data(ImageHeaderTests.png(width: 200, height: 100)).write(
      to: hero.appendingPathComponent("hero-2.png"))
    try Data(ImageHeaderTests.png(width: 300, height: 150)).write(
      to: hero.appendingPathComponent("hero-3.png"))
    try Data(
      """
      {"images": [{"idiom": "universal", "scale": "1x"},
        {"idiom": "universal", "filename": "hero-2.png", "scale": "2x"},
        {"idiom": "universal", "filename": "hero-3.png", "scale": "3x"}]}
      """.utf8
    ).write(to: hero.appendingPathComponent("Contents.json"))
    try harness.write(
      "App/Home.swift",
      """
      import UIKit

      final class HomeViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              let cover = UIImage(named: "cover.png")!
              let badge = UIImage(named: "badge")!
              let photo = #imageLiteral(resourceName: "photo.jpg")
              let fitted = cover.size.height * (view.bounds.width / cover.size.width)
              print("cover \\(cover.size) at \\(cover.scale), fitted height \\(fitted)")
              print("badge \\(badge.size) at \\(badge.scale)")
              print("photo \\(photo.size)")
              print("missing \\(UIImage(named: "missing")?.size ?? .zero)")
              let hero = UIImage(named: "hero")!
              print("hero \\(hero.size) at \\(hero.scale)")
              print("hero file \\(UIImage(named: "hero-3.png")?.size ?? .zero)")
          }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").filter { !$0.hasPrefix("case:") } == [
        "cover CGSize(width: 640.0, height: 1136.0) at 1.0, fitted height 697.5749999999999",
        "badge CGSize(width: 44.0, height: 22.0) at 2.0",
        "photo CGSize(width: 640.0, height: 852.0)",
        "missing CGSize(width: 0.0, height: 0.0)",
        "hero CGSize(width: 100.0, height: 50.0) at 3.0",
        "hero file CGSize(width: 0.0, height: 0.0)",
      ], "\(result.stderr)")
  }

  @Test("images past the bytes of headers read are named in a warning before the run")
  func headerBudgetWarning() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let images = harness.folder.appendingPathComponent("App/Resources")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    // Each JPEG has a thousand empty segments before its frame: past the most read of one.
    let jpeg = ImageHeaderTests.jpeg(width: 5, height: 6)
    let long = Data(
      jpeg[0..<2] + (0..<1_100).flatMap { _ in [0xFF, 0xE1, 0, 2] as [UInt8] } + jpeg[2...])
    for index in 0..<260 {
      try long.write(to: images.appendingPathComponent(String(format: "a%04d.jpg", index)))
    }
    try harness.write(
      "App/Home.swift",
      """
      import UIKit

      final class HomeViewController: UIViewController {}

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 0.5"))
    let result = try harness.transit([
      "run", "App", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "App/Resources/a0256.jpg: warning: this image and 3 more have no size"),
      "\(result.stderr)")
  }
}
