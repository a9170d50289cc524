import Foundation
import Testing
import TransitTrace

@testable import TransitUIKit

/// The document picker and the colour picker a settings or editor screen presents, and the
/// uniform types a document picker is given: the device has no documents, so Cancel is what
/// the user taps in the document picker; the colour picker's Close dismisses it.
@MainActor
@Suite("The document and colour pickers")
struct DocumentAndColorPickerTests {
  final class Editor: UIViewController, UIDocumentPickerDelegate,
    UIColorPickerViewControllerDelegate
  {
    var heard: [String] = []
    var dismissesPicker = true

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
      heard.append("cancelled \(controller.contentTypes.map(\.identifier))")
      if dismissesPicker { controller.dismiss(animated: true) }
    }

    func documentPicker(
      _ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]
    ) {
      heard.append("picked \(urls.count)")
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
      let dismissing = viewController.isBeingDismissed
      let coordinated = viewController.transitionCoordinator != nil
      heard.append("finished, dismissing \(dismissing), coordinated \(coordinated)")
    }
  }

  @Test("Cancel tells the document picker's delegate, which dismisses it")
  func cancelDocumentPicker() throws {
    let editor = Editor()
    try Simulator.run(scenario: "documents", to: RecordBuffer()) { device in
      device.window.rootViewController = editor
      device.runUntilIdle()
      let picker = UIDocumentPickerViewController(
        forOpeningContentTypes: [.pdf, .plainText, UTType(filenameExtension: "md")!], asCopy: true)
      picker.delegate = editor
      picker.allowsMultipleSelection = true
      #expect(picker.documentPickerMode == .import)
      editor.present(picker, animated: true)
      device.runUntilIdle()
      #expect(editor.presentedViewController === picker)
      #expect(device.tapButton(titled: "Cancel") != nil)
      device.runUntilIdle()
      #expect(editor.presentedViewController == nil)
    }
    #expect(
      editor.heard == ["cancelled [\"com.adobe.pdf\", \"public.plain-text\", \"dyn.ext.md\"]"])
  }

  @Test("who dismisses a cancelled document picker is not documented: it stays up")
  func undocumentedDismissal() throws {
    let editor = Editor()
    editor.dismissesPicker = false
    try Simulator.run(scenario: "documents", to: RecordBuffer()) { device in
      device.window.rootViewController = editor
      device.runUntilIdle()
      let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
      picker.delegate = editor
      #expect(picker.documentPickerMode == .open)
      editor.present(picker, animated: true)
      device.runUntilIdle()
      #expect(device.tapButton(titled: "Cancel") != nil)
      device.runUntilIdle()
      #expect(editor.presentedViewController === picker)
    }
    #expect(editor.heard == ["cancelled [\"public.image\"]"])
  }

  @Test("Close dismisses the colour picker and tells its delegate as the dismissal starts")
  func closeColorPicker() throws {
    let editor = Editor()
    try Simulator.run(scenario: "colors", to: RecordBuffer()) { device in
      device.window.rootViewController = editor
      device.runUntilIdle()
      let picker = UIColorPickerViewController()
      #expect(picker.supportsAlpha)
      picker.supportsAlpha = false
      picker.selectedColor = .orange
      picker.delegate = editor
      editor.present(picker, animated: true)
      device.runUntilIdle()
      #expect(editor.presentedViewController === picker)
      #expect(device.tapButton(titled: "Close") != nil)
      device.runUntilIdle()
      #expect(editor.presentedViewController == nil)
      #expect(picker.selectedColor == .orange && !picker.supportsAlpha)
    }
    #expect(editor.heard == ["finished, dismissing true, coordinated true"])
  }

  @Test("uniform types: identifiers, extensions, MIME types and conformance")
  func uniformTypes() {
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.pdf.preferredFilenameExtension == "pdf")
    #expect(UTType.plainText.preferredMIMEType == "text/plain")
    #expect(UTType(filenameExtension: "JPG") == .jpeg)
    #expect(UTType(filenameExtension: "txt") == .plainText)
    #expect(UTType(mimeType: "image/png") == .png)
    #expect(UTType("public.image") == .image)
    #expect(UTType("com.example.nothing") == nil)
    #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data))
    #expect(UTType.plainText.conforms(to: .text) && !UTType.plainText.conforms(to: .image))
    #expect(UTType.image.isSupertype(of: .png) && !UTType.image.isSubtype(of: .image))
    let markdown = UTType(filenameExtension: "md")!
    #expect(markdown.isDynamic && markdown.identifier.hasPrefix("dyn."))
    #expect(markdown.conforms(to: .data) && !markdown.conforms(to: .text))
    #expect(UTType(filenameExtension: "md", conformingTo: .text)!.conforms(to: .text))
    #expect(UTType(filenameExtension: "") == nil)
    #expect(UTType(exportedAs: "com.example.sketch").conforms(to: .data))
  }
}
