import Foundation
import FuzzSupport
import TransitInterfaceBuilder

/// Fuzz target: the storyboard and nib reader over arbitrary bytes, as `transit run` reads the
/// `.storyboard` and `.xib` files it is given.
///
/// Beyond never trapping: a document that reads is indexed without trapping, every error names
/// a line and column inside the input, and every reference the index accepted resolves.
@main
enum FuzzInterfaceBuilder: FuzzTarget {
  static func fuzz(_ bytes: [UInt8]) {
    let lines = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let document: InterfaceDocument
    do {
      document = try InterfaceDocument(data: Data(bytes), path: "<fuzz>")
    } catch let error as InterfaceBuilderError {
      precondition(error.line >= 0 && error.line <= lines + 1, "error line out of the input")
      return
    } catch {
      preconditionFailure("an error that is not an InterfaceBuilderError: \(error)")
    }
    do {
      let index = try InterfaceIndex(document)
      document.root.walk { element in
        for key in ["destination"] {
          if let id = element.attributes[key], ["outlet", "action", "segue"].contains(element.name)
          {
            precondition(index.elements[id] != nil, "an accepted reference does not resolve")
          }
        }
      }
    } catch let error as InterfaceBuilderError {
      precondition(error.line >= 0 && error.line <= lines + 1, "error line out of the input")
    } catch {
      preconditionFailure("an error that is not an InterfaceBuilderError: \(error)")
    }
  }

  static func seeds() -> [[UInt8]] {
    FuzzSeeds.contents(
      of: FuzzSeeds.files(under: "Tests/TransitRunTests", endingIn: [".storyboard", ".xib"]),
      cutTo: maximumLength)
  }

  static var maximumLength: Int { 16384 }

  static let dictionary = [
    "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"", "<scenes>",
    "<scene sceneID=\"a\">", "<objects>", "<viewController id=\"v\"", "customClass=\"A\"",
    "<view key=\"view\" id=\"w\">",
    "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/>",
    "<connections>", "<outlet property=\"p\" destination=\"w\" id=\"o\"/>",
    "<segue destination=\"v\" kind=\"show\" id=\"s\"/>", "initialViewController=\"v\"",
    "</objects>", "</scene>", "</scenes>", "</document>", "<!DOCTYPE", "<!ENTITY", "&amp;",
  ]
}
