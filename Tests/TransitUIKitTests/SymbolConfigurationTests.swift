import Foundation
import Testing

@testable import TransitUIKit

/// SF Symbols' configurations, as buttons and image views take them: kept as given, combined
/// as `applying(_:)` says, and drawing nothing, so a symbol keeps no size.
@MainActor
@Suite("Symbol configurations")
struct SymbolConfigurationTests {
  @Test("applying(_:) keeps what the other configuration leaves unset")
  func applying() {
    let large = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold)
    let small = UIImage.SymbolConfiguration(scale: .small)
    let both = large.applying(small)
    #expect(both.pointSize == 24 && both.weight == .bold && both.scale == .small)
    let styled = both.applying(UIImage.SymbolConfiguration(textStyle: .headline))
    #expect(styled.pointSize == nil && styled.textStyle == .headline && styled.weight == .bold)
    let tinted = styled.applying(UIImage.SymbolConfiguration(paletteColors: [.red, .blue]))
    #expect(tinted.colors == [.red, .blue] && tinted.rendering == "palette")
    #expect(UIImage.SymbolConfiguration.unspecified.applying(nil).pointSize == nil)
  }

  @Test("images, image views and buttons keep a configuration and draw nothing")
  func kept() {
    let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold)
    let image = UIImage(systemName: "xmark", withConfiguration: configuration)
    #expect(image?.name == "xmark" && image?.size == .zero)
    #expect(image?.withConfiguration(configuration) === image)
    let view = UIImageView(image: image)
    view.preferredSymbolConfiguration = configuration
    #expect(view.preferredSymbolConfiguration === configuration)
    let button = UIButton(type: .system)
    button.setPreferredSymbolConfiguration(configuration, forImageIn: .normal)
    #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) === configuration)
  }
}
