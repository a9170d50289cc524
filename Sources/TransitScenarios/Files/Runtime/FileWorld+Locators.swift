import Foundation
import TransitTrace
import TransitUIKit

// Where a step's finger lands when the step names no view the file declares (`at:`, `id:`).
extension FileWorld {
  /// The point in the window where a finger lands: the point itself, or the centre of the
  /// frontmost visible view with that identifier.
  func point(
    of locator: ScenarioFile.Locator, step: Int, position: ScenarioFile.Position
  ) -> CGPoint? {
    switch locator {
    case .point(let point):
      return point
    case .title(let title):
      guard let button = device.button(titled: title) else {
        fail(
          position,
          "step \(step) looks for the button '\(title)', but none is on screen at this point")
        return nil
      }
      return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    case .identifier(let identifier):
      var found: UIView?
      func search(_ view: UIView) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        if view.accessibilityIdentifier == identifier { found = view }
        view.subviews.forEach(search)
      }
      search(device.window)
      guard let view = found else {
        fail(
          position,
          "step \(step) looks for the view with accessibilityIdentifier '\(identifier)', but "
            + "none is on screen at this point")
        return nil
      }
      return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
  }

  func describe(_ locator: ScenarioFile.Locator) -> String {
    switch locator {
    case .point(let point):
      "at [\(JSONNumber.format(Double(point.x))), \(JSONNumber.format(Double(point.y)))]"
    case .identifier(let identifier): "the view '\(identifier)'"
    case .title(let title): "the button '\(title)'"
    }
  }

  func describeHit(at point: CGPoint) -> String {
    guard let view = device.viewHit(at: point) else { return "none: the point is off screen" }
    return "a \(type(of: view))" + (view.accessibilityIdentifier.map { " '\($0)'" } ?? "")
  }

  /// A tap where a finger lands, held `hold` seconds; fails the step when nothing there
  /// responds to a tap.
  func tap(
    at locator: ScenarioFile.Locator, holding hold: TimeInterval, step: Int,
    position: ScenarioFile.Position
  ) {
    guard let point = point(of: locator, step: step, position: position) else { return }
    guard device.tap(at: point, holding: hold) != nil else {
      return fail(
        position,
        "step \(step) taps \(describe(locator)), but nothing there responds to a tap "
          + "(the view there is \(describeHit(at: point)))")
    }
    settle()
  }

  /// A pan from where a finger lands; fails the step when nothing there responds to a pan.
  func drag(_ pan: ScenarioFile.Step.Pan, step: Int, position: ScenarioFile.Position) {
    guard let locator = pan.locator,
      let point = point(of: locator, step: step, position: position)
    else { return }
    let dragged = device.pan(
      at: point, translation: pan.translation, duration: pan.duration, steps: pan.steps)
    guard dragged != nil else {
      return fail(
        position,
        "step \(step) drags \(describe(locator)), but nothing there responds to a pan "
          + "(the view there is \(describeHit(at: point)))")
    }
    settle()
  }
}
