import Foundation

extension RunLoop.Mode {
  /// Mirrors UIKit's `RunLoop.Mode.tracking` (`UITrackingRunLoopMode`), the mode the main run
  /// loop runs in while a control tracks a touch or a scroll view scrolls. The virtual run loop
  /// has one mode, so what is scheduled for this mode runs as anything else does.
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
