import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The photo pickers an app presents to choose a picture: PhotosUI's `PHPickerViewController`
/// (iOS 14) and UIKit's `UIImagePickerController`, over a library that shows nothing to pick, so
/// Cancel is what the user taps; each tells its delegate, which dismisses the picker.
@Suite("transit run: the photo pickers")
struct RunPhotoPickerTests {
  static let screen = """
    import UIKit
    import PhotosUI

    class ProfileViewController: UIViewController, PHPickerViewControllerDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            for (index, title) in ["Photos", "Library"].enumerated() {
                let button = UIButton(type: .system)
                button.setTitle(title, for: .normal)
                button.frame = CGRect(x: 20, y: 100 + 60 * index, width: 120, height: 44)
                button.addTarget(self, action: index == 0 ? #selector(pickNew) : #selector(pickOld), for: .touchUpInside)
                view.addSubview(button)
            }
        }

        @objc func pickNew() {
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.filter = .any(of: [.images, .livePhotos])
            configuration.selectionLimit = 3
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = self
            present(picker, animated: true)
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            print("picked \\(results.count) of at most \\(picker.configuration.selectionLimit)")
            for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
                result.itemProvider.loadObject(ofClass: UIImage.self) { image, _ in print(image as Any) }
            }
            picker.dismiss(animated: true) { print("picker gone") }
        }

        @objc func pickOld() {
            guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
            let picker = UIImagePickerController()
            picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
            picker.allowsEditing = true
            picker.delegate = self
            present(picker, animated: true)
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            print("cancelled \\(picker.sourceType == .photoLibrary ? "library" : "camera")")
            picker.dismiss(animated: true) { print("picker gone") }
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            print("image \\(info[.editedImage] != nil)")
        }
    }

    """

  @Test(
    "Cancel tells the picker's delegate, which dismisses it",
    arguments: [("Photos", "picked 0 of at most 3"), ("Library", "cancelled library")])
  func cancel(_ button: String, _ heard: String) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Profile.swift", Self.screen)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        root: "ProfileViewController",
        steps: "  - tap: {button: \(button)}\n  - wait: 1\n  - tap: {button: Cancel}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "Profile.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").map(String.init) == [heard, "picker gone"])
    let records = try harness.records("log.jsonl")
    let names = records.compactMap { $0.event?.call?.name.rawValue }
    #expect(names.contains("present(_:animated:completion:)"))
    #expect(names.contains("dismiss(animated:completion:)"))
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
