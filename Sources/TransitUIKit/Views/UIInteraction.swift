import Foundation

/// Mirrors `UIInteraction` (iOS 11): an object that adds a behaviour to the view that owns it,
/// told as a view adds it to its interactions and takes it out.
///
/// Apple's pages (`uikit-interaction-will-move`, `uikit-interaction-did-move` in
/// docs/sources.md): `willMove(to:)` "tells the interaction that a view will add or remove it from
/// the view's interactions array", `didMove(to:)` that a view did, with `nil` for a removal.
/// UIKit's own interactions (drag and drop, context menus, pointer, text interactions) are not
/// here; an app's own interaction is told as UIKit tells it, and what it does then is its code.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  /// Mirrors `view`: the view that owns the interaction.
  var view: UIView? { get }
  /// Mirrors `willMove(to:)`: the view that will own the interaction, or nil as it is removed.
  func willMove(to view: UIView?)
  /// Mirrors `didMove(to:)`: the view that now owns the interaction, or nil once it is removed.
  func didMove(to view: UIView?)
}

extension UIView {
  /// Mirrors `interactions`: the interactions the view owns, in the order added. Setting it
  /// removes the ones no longer listed and adds the new ones, as `removeInteraction(_:)` and
  /// `addInteraction(_:)` do.
  public var interactions: [any UIInteraction] {
    get { storedInteractions }
    set {
      for interaction in storedInteractions where !newValue.contains(where: { $0 === interaction })
      {
        removeInteraction(interaction)
      }
      for interaction in newValue where !storedInteractions.contains(where: { $0 === interaction })
      {
        addInteraction(interaction)
      }
      storedInteractions = newValue.filter { interaction in
        storedInteractions.contains { $0 === interaction }
      }
    }
  }

  /// Mirrors `addInteraction(_:)`: tells the interaction `willMove(to: self)`, adds it to
  /// `interactions`, and tells it `didMove(to: self)`; adding it again to the view that owns it
  /// changes nothing.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    storedInteractions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Mirrors `removeInteraction(_:)`: tells the interaction `willMove(to: nil)`, takes it out of
  /// `interactions`, and tells it `didMove(to: nil)`; an interaction the view does not own is
  /// left alone.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard storedInteractions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    storedInteractions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}
