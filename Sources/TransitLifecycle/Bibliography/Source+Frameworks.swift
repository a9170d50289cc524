// Apple's frameworks beside UIKit that transition code reaches for, which `transit run` stands
// in for: Accelerate's vImage, whose convolutions it computes, and Core Image and Core
// Animation where a stand-in's behaviour follows a documented rule.
extension Source {
  /// Every entry of this file, in the order `docs/sources.md` lists them within their groups.
  static let frameworks: [Source] = [
    vImageConvolutionHeader,
    vImageTypesHeader,
    ciImageClampedToExtent,
    caLayerDisplay,
    appleRunLoopModes,
    uikitInteractionWillMove,
    uikitInteractionDidMove,
    uikitPushTargetOffset,
    foundationTimerInitTargetSelector,
    foundationRunLoopAddTimer,
    tableBatchUpdatesHeader,
    uikitTableViewSetEditing,
    uikitScrollViewScrollRectToVisible,
  ]

  package static let vImageConvolutionHeader = Source(
    "sdk-vimage-convolution-h", .headers, .sdkHeader,
    "Accelerate SDK header vImage/Convolution.h (macOS 10.12 SDK), header comments",
    .url(
      "https://github.com/phracker/MacOSX-SDKs/blob/c2c56fa0632ecd70a9acf5cf9597f7a2099c9bf4/MacOSX10.12.sdk/System/Library/Frameworks/Accelerate.framework/Versions/A/Frameworks/vImage.framework/Versions/A/Headers/Convolution.h"
    ),
    note: "Opened at this commit. The four edging modes (kvImageCopyInPlace, "
      + "kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel), exactly one of "
      + "which must be given; the region of interest at srcOffsetToROI_X/Y of the destination's "
      + "size; kvImageGetTempBufferSize returning the size and touching no pixel; the box "
      + "filter's per-pixel formula, sum = (sum + kernel_area/2) / kernel_area, clamped to "
      + "0–255, each channel on its own; the tent kernel, the product of 1D kernels rising by 1 "
      + "towards the centre, divided by the sum of its weights; odd kernel sizes; the error "
      + "each check returns.")

  package static let vImageTypesHeader = Source(
    "sdk-vimage-types-h", .headers, .sdkHeader,
    "Accelerate SDK header vImage/vImage_Types.h (macOS 10.12 SDK), header comments",
    .url(
      "https://github.com/phracker/MacOSX-SDKs/blob/c2c56fa0632ecd70a9acf5cf9597f7a2099c9bf4/MacOSX10.12.sdk/System/Library/Frameworks/Accelerate.framework/Versions/A/Frameworks/vImage.framework/Versions/A/Headers/vImage_Types.h"
    ),
    note: "Opened at this commit. vImage_Buffer's fields, vImagePixelCount, the vImage_Error "
      + "codes (kvImageRoiLargerThanInputBuffer = -21766 …) and the vImage_Flags bits "
      + "(kvImageCopyInPlace = 2, kvImageBackgroundColorFill = 4, kvImageEdgeExtend = 8, "
      + "kvImageTruncateKernel = 64, kvImageGetTempBufferSize = 128 …).")

  package static let ciImageClampedToExtent = page(
    "coreimage-ciimage-clamped-to-extent", "CIImage.clampedToExtent()",
    "ciimage/clampedtoextent()", framework: "coreimage", status: .unchecked,
    note: "The edge pixels extend without end, so the image's extent is infinite; outside a "
      + "finite image's extent Core Image reads transparent black, so a blur softens its edges, "
      + "and a blur of a clamped image is infinite too, cropped back with cropped(to:).")

  package static let caLayerDisplay = page(
    "quartzcore-calayer-display", "CALayer.display()", "calayer/display()",
    framework: "quartzcore", status: .unchecked,
    note: "If the layer has a delegate, display() calls the delegate's display(_:) to update "
      + "the layer's contents; a view is its layer's delegate.")

  package static let appleRunLoopModes = Source(
    "apple-run-loop-modes", .guides, .appleArticle,
    "Threading Programming Guide, \"Run Loops\", section \"Run Loop Modes\"",
    .url(
      "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/RunLoopManagement/RunLoopManagement.html"
    ),
    status: .unchecked,
    note: "Each time a run loop runs, it runs in one mode, and only the sources and timers "
      + "associated with that mode deliver their events; the default, event-tracking and "
      + "common modes (the common set standing for several), and modes an app names itself.")

  package static let foundationTimerInitTargetSelector = page(
    "foundation-timer-init-target-selector",
    "Timer.init(timeInterval:target:selector:userInfo:repeats:)",
    "timer/init(timeinterval:target:selector:userinfo:repeats:)", framework: "foundation",
    status: .unchecked,
    note: "Initializes a timer with the object and selector; an interval of 0 or less is taken "
      + "as 0.0001 seconds; the timer holds its target strongly until it is invalidated. Such a "
      + "timer is not scheduled: it must be added to a run loop with add(_:forMode:), after "
      + "which it fires its interval later.")

  package static let foundationRunLoopAddTimer = page(
    "foundation-runloop-add-timer", "RunLoop.add(_:forMode:) (a timer)",
    "runloop/add(_:formode:)-392ag", framework: "foundation", status: .unchecked,
    note: "Registers a timer with an input mode; a timer may be added to several modes; while "
      + "running in the mode, the run loop fires the timer on or after its fire date; the run "
      + "loop retains it, and invalidate() removes it from every mode.")

  package static let tableBatchUpdatesHeader = Source(
    "sdk-uitableview-batch-updates-h", .headers, .sdkHeader,
    "UIKit SDK headers UITableView.h and UICollectionView.h, performBatchUpdates:completion:",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/88fdca9de873f60303011685188c9415d4ebff0a/iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UITableView.h"
    ), status: .unchecked,
    note: "Both declare the updates block NS_NOESCAPE and nullable, (void (NS_NOESCAPE ^ "
      + "_Nullable)(void))updates, the completion an escaping nullable block; the table's is "
      + "\"Nestable\" and iOS 11's. Swift imports such a block as a non-escaping optional "
      + "closure, which a Swift declaration cannot spell.")

  package static let uikitTableViewSetEditing = page(
    "uikit-tableview-set-editing", "UITableView.setEditing(_:animated:)",
    "uitableview/setediting(_:animated:)",
    note: "Toggles the table into and out of editing mode; entering it, the table calls "
      + "setEditing(_:animated:) on each visible UITableViewCell.")

  package static let uikitScrollViewScrollRectToVisible = page(
    "uikit-scrollview-scroll-rect-to-visible", "UIScrollView.scrollRectToVisible(_:animated:)",
    "uiscrollview/scrollrecttovisible(_:animated:)",
    note: "Scrolls the content so that the rectangle, in the scroll view's coordinates, is just "
      + "visible inside the scroll view; if it is already visible, the method does nothing.")

  package static let uikitInteractionWillMove = page(
    "uikit-interaction-will-move", "UIInteraction.willMove(to:)", "uiinteraction/willmove(to:)",
    note: "Tells the interaction that a view will add it to, or remove it from, the view's "
      + "interactions array; the view is nil for a removal.")

  package static let uikitInteractionDidMove = page(
    "uikit-interaction-did-move", "UIInteraction.didMove(to:)", "uiinteraction/didmove(to:)",
    note: "Tells the interaction that a view added it to, or removed it from, its interactions "
      + "array; the view is nil when the owner removed it.")

  package static let uikitPushTargetOffset = page(
    "uikit-push-target-offset", "UIPushBehavior.setTargetOffsetFromCenter(_:for:)",
    "uipushbehavior/settargetoffsetfromcenter(_:for:)",
    note: "Sets the offset from an item's centre at which the push's force vector is applied; "
      + "without one, the force is applied at the centre.")
}
