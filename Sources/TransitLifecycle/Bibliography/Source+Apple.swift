// Apple's own words: the archived programming guides, articles and sample code, the comments in
// the SDK headers, and reference text Apple has since retired.
extension Source {
  /// A page of the archived View Controller Programming Guide for iOS.
  static func vcpg(_ page: String) -> String {
    "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/"
      + page
  }

  // MARK: Apple's programming guides, articles and samples

  package static let vcpgAnimations = Source(
    "vcpg-animations", .guides, .appleGuide,
    "View Controller Programming Guide, \"Customizing the Transition Animations\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")),
    note: "Whole page. The sentence about presentations starting on the next run-loop "
      + "iteration and the modalTransitionStyle slip are on this page.")

  package static let vcpgTransitioningDelegate = Source(
    "vcpg-transitioning-delegate", .guides, .appleGuide,
    "View Controller Programming Guide, \"The Transitioning Delegate\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")),
    note: "Section \"The Transitioning Delegate\" and Figure 10-1: the presentation controller "
      + "is used only for .custom; without an animator UIKit uses the standard animation.")

  package static let vcpgCustomAnimationSequence = Source(
    "vcpg-custom-animation-sequence", .guides, .appleGuide,
    "View Controller Programming Guide, \"The Custom Animation Sequence\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")),
    note: "Section \"The Custom Animation Sequence\", including its Important note that "
      + "completeTransition(_:) must be called.")

  package static let vcpgTransitionCoordinator = Source(
    "vcpg-transition-coordinator", .guides, .appleGuide,
    "View Controller Programming Guide, \"The Transition Coordinator\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")),
    note: "Section \"The Transition Coordinator\".")

  package static let vcpgImplementingAnimators = Source(
    "vcpg-implementing-animators", .guides, .appleGuide,
    "View Controller Programming Guide, \"Implementing Your Animator Objects\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")),
    note: "Section \"Implementing Your Animator Objects\" and its listings (add the to view, "
      + "remove the from view, completeTransition(!transitionWasCancelled)).")

  package static let vcpgAlongside = Source(
    "vcpg-alongside", .guides, .appleGuide,
    "View Controller Programming Guide, \"Creating Animations that Run Alongside a "
      + "Transition\"",
    .url(vcpg("CustomizingtheTransitionAnimations.html")), note: "Section of that name.")

  package static let vcpgPresentations = Source(
    "vcpg-presentations", .guides, .appleGuide,
    "View Controller Programming Guide, \"Creating Custom Presentations\"",
    .url(vcpg("DefiningCustomPresentations.html")), note: "Whole page.")

  package static let vcpgPresentationProcess = Source(
    "vcpg-presentation-process", .guides, .appleGuide,
    "View Controller Programming Guide, \"The Custom Presentation Process\"",
    .url(vcpg("DefiningCustomPresentations.html")),
    note: "Section \"The Custom Presentation Process\": the presentation and dismissal steps.")

  package static let vcpgCustomViews = Source(
    "vcpg-custom-views", .guides, .appleGuide,
    "View Controller Programming Guide, \"Managing and Animating Custom Views\"",
    .url(vcpg("DefiningCustomPresentations.html")),
    note: "Section on adding, animating and removing a presentation controller's own views "
      + "(older citations call it \"Adding and Removing Custom Views\").")

  package static let vcpgSizeClasses = Source(
    "vcpg-size-classes", .guides, .appleGuide,
    "View Controller Programming Guide, \"Adapting to Different Size Classes\"",
    .url(vcpg("DefiningCustomPresentations.html")), note: "Section of that name.")

  package static let appleSampleCustomTransitions = Source(
    "apple-sample-custom-transitions", .guides, .appleSample,
    "Apple sample \"Custom View Controller Presentations and Transitions\" "
      + "(CustomTransitions), AAPLCustomPresentationSecondViewController.m",
    .url(
      "https://developer.apple.com/library/archive/samplecode/CustomTransitions/Listings/CustomTransitions_Custom_Presentation_AAPLCustomPresentationSecondViewController_m.html"
    ),
    note: "The comment at the top: a full-screen presentation controller moves the presenter's "
      + "view into the container and puts it back on dismissal.")

  package static let appleTableViewManagingSelections = Source(
    "apple-table-view-managing-selections", .guides, .appleGuide,
    "Table View Programming Guide for iOS, \"Managing Selections\"",
    .url(
      "https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/TableView_iPhone/ManageSelections/ManageSelections.html"
    ))

  package static let appleEventHandlingGestures = Source(
    "apple-event-handling-gestures", .guides, .appleArticle,
    "Apple article \"Using responders and the responder chain to handle events\"",
    .url(
      "https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events"
    ),
    note: "Gesture recognizers receive touch events before their view does; when a view's "
      + "recognizers fail to recognize a sequence of touches, UIKit sends the touches to the "
      + "view, and a view that does not handle them passes them up the responder chain.")

  package static let appleLanguageExceptionCrashes = Source(
    "apple-language-exception-crashes", .guides, .appleArticle,
    "Apple article \"Addressing language exception crashes\" (its example backtrace)",
    .url("https://developer.apple.com/documentation/xcode/addressing-language-exception-crashes"),
    status: .unchecked,
    note: "The example backtrace loads the presented view controller's view inside present, "
      + "under a frame that already has the animation and interaction controllers.")

  // MARK: SDK header comments

  package static let transitioningHeader = Source(
    "sdk-uiviewcontrollertransitioning-h", .headers, .sdkHeader,
    "UIKit SDK header UIViewControllerTransitioning.h (iOS 10.3 SDK), header comments",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS10.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitioning.h"
    ),
    note: "Comments on startInteractiveTransition (the interactor calls animateTransition if "
      + "needed), isAnimated for .custom, viewForKey: returning nil, transitionDuration:, "
      + "animationEnded: (invoked by completeTransition:), "
      + "UIPercentDrivenInteractiveTransition.")

  package static let transitionCoordinatorHeader = Source(
    "sdk-uiviewcontrollertransitioncoordinator-h", .headers, .sdkHeader,
    "UIKit SDK header UIViewControllerTransitionCoordinator.h (iOS 10.3 SDK), header " + "comments",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS10.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h"
    ),
    note: "Opened at this commit. Comments on animateAlongsideTransition:completion: (the "
      + "completion \"may not be after all the animations\"; for animators not built on UIView "
      + "animations, alongside animations run \"just after their animateTransition: method "
      + "returns\"), notifyWhenInteractionEnds/Changes (the handler \"is invoked BEFORE the "
      + "'will' method calls are made\"; on iOS 10 it \"may be called multiple times\"), the "
      + "coordinator (\"an ephemeral object that is released after the transition completes and "
      + "the last callback has been made\"), isAnimated (animateTransition: is invoked for "
      + "UIModalPresentationCustom even when not animated).")

  package static let presentationControllerHeader = Source(
    "sdk-uipresentationcontroller-h", .headers, .sdkHeader,
    "UIKit SDK header UIPresentationController.h (iOS 10.3 SDK), header comments",
    .url(
      "https://github.com/xybp888/iOS-SDKs/blob/368c9fb22e450ca5cbf1596e885fc6bd2cb6171c/iPhoneOS10.3.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIPresentationController.h"
    ),
    note: "Property comments; shouldRemovePresentersView: whether the presenter's view is "
      + "removed at the end of the presentation (default NO).")

  // MARK: Apple's former reference text

  package static let oldrefPresentCompletion = Source(
    "oldref-present-completion", .formerReference, .formerReferenceQuoted,
    "Former Apple reference for presentViewController:animated:completion:, quoted "
      + "(\"called after the viewDidAppear: method\")",
    .url("https://blog.csdn.net/weixin_34293911/article/details/92460894"),
    note: "The current page (uikit-present) only says the block runs after the presentation "
      + "finishes.")

  package static let oldrefCoordinatorReference = Source(
    "oldref-coordinator-reference", .formerReference, .formerReference,
    "Former Apple \"UIViewControllerTransitionCoordinator Protocol Reference\" (iOS 7)",
    .url(
      "https://developer.apple.com/library/ios/documentation/UIKit/Reference/UIViewControllerTransitionCoordinator_Protocol/Reference/Reference.html"
    ), status: .unchecked,
    note: "Retired address. Its statements on alongside completions are in the public header "
      + "sdk-uiviewcontrollertransitioncoordinator-h; cite that instead.")
}
