// The sources of iOS 18's zoom transition (`UIViewController.Transition.zoom`): Apple's article,
// session and symbol pages, the SDK headers, and what UIKit 18.2's binary shows of the zoom.
extension Source {
  /// The entries of this file, in the order `docs/sources.md` lists them within their groups.
  static let zoom: [Source] = [
    appleFluidTransitions, wwdc24Transitions,
    uikitPreferredTransition, uikitTransition, uikitTransitionZoom, uikitTransitionZoomBarButton,
    uikitZoomOptions,
    zoomTransitionHeaders,
    dec26ModalPresentationStyle, dec18ZoomTransition, dec18ZoomTransitionController,
  ]

  // MARK: Apple's programming guides, articles and samples

  package static let appleFluidTransitions = Source(
    "apple-fluid-transitions", .guides, .appleArticle,
    "Apple article \"Enhancing your app with fluid transitions\"",
    .url(
      "https://developer.apple.com/documentation/uikit/enhancing-your-app-with-fluid-transitions"),
    note: "iOS 18's zoom: set the new view controller's preferredTransition to .zoom with a "
      + "closure that returns the view to zoom from, then push it (or present it). The closure "
      + "is handed a context, so a detail screen that changes item zooms back to the current "
      + "item's thumbnail; people can grab, slow and reverse the transition at any time. On "
      + "platforms other than iPhone and iPad the system uses the default transition.")

  package static let wwdc24Transitions = Source(
    "apple-wwdc24-10145", .guides, .appleVideo,
    "WWDC24 session 10145, \"Enhance your UI animations and transitions\"",
    .url("https://developer.apple.com/videos/play/wwdc2024/10145/"), status: .unchecked,
    note: "Read through a public summary of the session, not its transcript. The zoom works for "
      + "a push and a full-screen presentation. Appearance callbacks with fluid transitions: a "
      + "cancelled pop ends in one run-loop turn that goes from disappearing back to appearing "
      + "and appeared; a push the user reverses is not cancelled: it completes at once "
      + "(viewDidAppear) and a pop starts in the same turn. Apps should be ready for a "
      + "transition to start at any time, and reset transition state in viewDidAppear and "
      + "viewDidDisappear.")

  // MARK: Apple's symbol pages

  package static let uikitPreferredTransition = page(
    "uikit-preferred-transition", "UIViewController.preferredTransition",
    "uiviewcontroller/preferredtransition",
    note: "iOS 18: the transition the system uses when the view controller is shown.")

  package static let uikitTransition = page(
    "uikit-view-controller-transition", "UIViewController.Transition",
    "uiviewcontroller/transition",
    note: "A class made only by its static members: zoom(options:sourceViewProvider:), "
      + "coverVertical, flipHorizontal, crossDissolve and partialCurl (iOS 18), "
      + "zoom(options:sourceBarButtonItemProvider:) (iOS 26).")

  package static let uikitTransitionZoom = page(
    "uikit-transition-zoom", "UIViewController.Transition.zoom(options:sourceViewProvider:)",
    "uiviewcontroller/transition/zoom(options:sourceviewprovider:)",
    note: "The system calls the source view provider when it presents and when it dismisses the "
      + "view controller, for the view to zoom in from or back out to; options defaults to nil.")

  package static let uikitTransitionZoomBarButton = page(
    "uikit-transition-zoom-bar-button",
    "UIViewController.Transition.zoom(options:sourceBarButtonItemProvider:)",
    "uiviewcontroller/transition/zoom(options:sourcebarbuttonitemprovider:)",
    note: "iOS 26: the zoom from a bar button item; the page has no discussion.")

  package static let uikitZoomOptions = page(
    "uikit-zoom-options", "UIViewController.Transition.ZoomOptions",
    "uiviewcontroller/transition/zoomoptions",
    note: "alignmentRectProvider, dimmingColor, dimmingVisualEffect and "
      + "interactiveDismissShouldBegin, with their InteractionContext (location, velocity, "
      + "willBegin) and AlignmentRectContext (sourceView, zoomedViewController).")

  // MARK: SDK header comments

  package static let zoomTransitionHeaders = Source(
    "sdk-uiviewcontrollertransition-h", .headers, .sdkHeader,
    "UIKit SDK headers UIViewControllerTransition.h and UIZoomTransitionOptions.h (iOS 18.0 SDK)",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/88fdca9de873f60303011685188c9415d4ebff0a/iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransition.h"
    ), status: .unchecked,
    note: "The source view provider \"is called whenever the transition needs to request a "
      + "source view\" and \"may be called multiple times during the transition's lifecycle\"; "
      + "the four other transitions are each \"Same as\" a UIModalTransitionStyle; init is "
      + "unavailable.")

  // MARK: UIKit's binary, iOS 18.2 (22C152)

  package static let dec18ZoomTransition = Source(
    "dec18-zoom-transition", .binary18, .binary,
    "UIKit 18.2: the zoom's transition controller and presentation style",
    .symbol(
      "-[_UIZoomViewControllerTransition _transitionControllerForViewController:traits:"
        + "isAppearing:], -_preferredModalPresentationStyle",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("_UIZoomViewControllerTransition.m")),
    note: "The zoom is vended only on an iPhone or an iPad idiom, and not when the view "
      + "controller uses a custom presentation or has an override transitioning delegate; it is "
      + "the view controller's own _zoomTransitionController, told whether it zooms in. Its "
      + "preferred modal presentation style is 0, full screen.")

  package static let dec18ZoomTransitionController = Source(
    "dec18-zoom-transition-controller", .binary18, .binary,
    "UIKit 18.2: the zoom's animator and interaction controller",
    .symbol(
      "_UIZoomTransitionController (-interruptibleAnimatorForTransition:, "
        + "-wantsInteractiveStart, -startInteractiveTransition:, the dismiss interaction's "
        + "delegate methods)",
      ios: "iOS 18.2 (22C152)", decompile: decompile18("_UIZoomTransitionController.m")),
    note: "One object is the animator (transitionDuration:, interruptibleAnimatorForTransition: "
      + "returning its property animator) and the interaction controller (wantsInteractiveStart "
      + "is whether its dismiss interaction is active); the dismiss interaction asks it whether "
      + "to begin, with a location and a velocity, and tells it of a dismissal or a cancel. "
      + "The durations are computed in Swift and not readable here.")

  // MARK: UIKit's binary, iOS 26.1 (23B85)

  package static let dec26ModalPresentationStyle = Source(
    "dec26-modal-presentation-style", .binary26, .binary,
    "UIKit 26.1: a view controller's modalPresentationStyle getter",
    .symbol(
      "-[UIViewController modalPresentationStyle]", ios: "iOS 26.1 (23B85)",
      decompile: decompile26(
        "UIViewController.mm", at: "a8efb0ea94ec5ffd75f5e4e8fc606935ee75ff90")),
    note: "An .automatic style asks the view controller's own preferred style, then its "
      + "preferredTransition's _preferredModalPresentationStyle, and only then the default "
      + "visual style (a page sheet).")
}
