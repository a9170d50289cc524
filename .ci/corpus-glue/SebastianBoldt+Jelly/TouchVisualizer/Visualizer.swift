import UIKit

// The names Jelly's example uses of the pod TouchVisualizer, which draws a circle under each
// touch by swizzling `UIWindow.sendEvent(_:)`. Nothing is drawn here, and touches reach the
// app as they would without it.

public struct Configuration {
  public var color: UIColor?
  public var image: UIImage?
  public var defaultSize = CGSize(width: 60, height: 60)
  public var showsTimer = false
  public var showsTouchRadius = false
  public var showsLog = false

  public init() {}
}

public final class Visualizer {
  public private(set) static var isEnabled = false
  public private(set) static var configuration = Configuration()

  public static func start(_ configuration: Configuration = Configuration()) {
    self.configuration = configuration
    isEnabled = true
  }

  public static func stop() { isEnabled = false }
}
