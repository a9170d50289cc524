import Foundation
import Testing

@testable import TransitUIKit

/// Key commands, which a scenario (without a keyboard) keeps and never sends.
@MainActor
@Suite("Key commands")
struct UIKeyCommandTests {
  final class Viewer: UIViewController {
    var escapes = 0

    override var keyCommands: [UIKeyCommand]? {
      [
        UIKeyCommand(
          input: UIKeyCommand.inputEscape, modifierFlags: [],
          action: Selector("escPressed", Viewer.escPressed))
      ]
    }

    func escPressed() { escapes += 1 }
  }

  @Test("a responder has no key commands by default; an override's are read back")
  func keyCommandsOverride() {
    #expect(UIResponder().keyCommands == nil)
    #expect(UIViewController().keyCommands == nil)
    let viewer = Viewer()
    let command = try! #require(viewer.keyCommands?.first)
    #expect(command.input == "UIKeyInputEscape")
    #expect(command.modifierFlags.isEmpty)
    #expect(command.action == Selector("escPressed"))
    #expect(viewer.escapes == 0)
  }

  @Test("the iOS 13 initializer keeps what it is given, with UIKit's defaults")
  func titledInitializer() {
    let command = UIKeyCommand(
      title: "Next Photo", action: Selector("next"), input: UIKeyCommand.inputRightArrow,
      modifierFlags: [.command, .shift], discoverabilityTitle: "Next")
    #expect(command.title == "Next Photo")
    #expect(command.input == UIKeyCommand.inputRightArrow)
    #expect(command.modifierFlags == [.shift, .command])
    #expect(command.modifierFlags.rawValue == (1 << 17) | (1 << 20))
    #expect(command.discoverabilityTitle == "Next")
    #expect(command.attributes.isEmpty && command.state == .off && command.alternates.isEmpty)
    let plain = UIKeyCommand(input: "n", modifierFlags: .control, action: Selector("next"))
    #expect(plain.title == "" && plain.discoverabilityTitle == nil)
  }

  @Test("addKeyCommand keeps a command once, removeKeyCommand takes it away")
  func addAndRemove() {
    let viewer = Viewer()
    let command = UIKeyCommand(
      input: UIKeyCommand.inputPageDown, modifierFlags: [], action: Selector("pageDown"))
    viewer.addKeyCommand(command)
    viewer.addKeyCommand(command)
    #expect(viewer.addedKeyCommands.count == 1)
    viewer.removeKeyCommand(command)
    #expect(viewer.addedKeyCommands.isEmpty)
  }
}
