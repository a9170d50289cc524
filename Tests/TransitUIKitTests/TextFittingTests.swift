import Foundation
import Testing

@testable import TransitUIKit

/// Labels and buttons sized by `sizeToFit()` from their text, as a screen that lays out its
/// buttons in code does, measured as `boundingRect` measures text here.
@MainActor
@Suite("Text that sizes its view")
struct TextFittingTests {
  @Test("sizeToFit gives a label its text's size and a button its title's, with content insets")
  func fitting() {
    let label = UILabel()
    #expect(label.sizeThatFits(.zero) == .zero)
    label.text = "Show ViewController"
    label.sizeToFit()
    // 19 characters at half of 17 points wide; a 17-point line is 20 points high.
    #expect(label.frame.size == CGSize(width: 162, height: 20))
    label.numberOfLines = 0
    label.text = "Two\nlines"
    #expect(label.sizeThatFits(.zero) == CGSize(width: 43, height: 40))
    label.text = "wrapped to a narrow width"
    #expect(label.sizeThatFits(CGSize(width: 85, height: 0)) == CGSize(width: 85, height: 60))
    label.numberOfLines = 2
    #expect(label.sizeThatFits(CGSize(width: 85, height: 0)) == CGSize(width: 85, height: 40))
    label.preferredMaxLayoutWidth = 85
    #expect(label.intrinsicContentSize == CGSize(width: 85, height: 40))

    let button = UIButton(type: .system)
    #expect(button.sizeThatFits(.zero) == .zero)
    button.setTitle("Show ViewController", for: .normal)
    button.sizeToFit()
    // The title label's 18-point font: 9 points a character, a line 22 points high.
    #expect(button.frame.size == CGSize(width: 171, height: 22))
    button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
    #expect(button.intrinsicContentSize == CGSize(width: 193, height: 32))
    button.titleLabel?.font = .systemFont(ofSize: 10)
    #expect(button.sizeThatFits(.zero) == CGSize(width: 117, height: 22))
  }
}
