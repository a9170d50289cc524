// What developers recorded and reported: device logs in blog posts, issues and pull requests of
// public libraries, blog posts and Q&A pages, and the posts the built-in scenarios come from.
extension Source {
  // MARK: Device logs

  package static let logAviciiiphone2 = Source(
    "log-aviciiiphone-2", .deviceLogs, .deviceLog,
    "aviciiiphone, \"UIViewControllerTransitioningDelegate로 Present/Dismiss 해보자 - 2편\" "
      + "(device log at the end)",
    .url("https://aviciiiphone.tistory.com/30"),
    note: "Custom modal with a plain UIPresentationController and an interactive dismissal; "
      + "the lifecycle log closes the post. Also the origin of the card-zoom scenario.")

  package static let logVastdevblog2012 = Source(
    "log-vastdevblog-2012", .deviceLogs, .deviceLog,
    "Vast Engineering blog, \"UIViewController life cycle\" (2012, iOS 5)",
    .url("http://vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-cycle/"),
    status: .unchecked, note: "Navigation push and pop with a delegate that logs willShow/didShow.")

  package static let logReadkeNav = Source(
    "log-readke-nav", .deviceLogs, .deviceLog, "readke.com, navigation push/pop lifecycle log",
    .url("http://readke.com/c/0Z41505102021.html"), status: .unchecked)

  package static let logWangling2014 = Source(
    "log-wangling-2014", .deviceLogs, .deviceLog,
    "Wang Ling, \"The Inconsistent Order of View Transition Events\" (2014, iOS 7)",
    .url("http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html"),
    note: "Navigation (incl. cancelled interactive pop) and page-view-controller orders.")

  package static let logPgzxcTabBar = Source(
    "log-pgzxc-tab-bar", .deviceLogs, .deviceLog,
    "pgzxc, \"UITabBarViewController-控制器加载(3)\" (tab switch log)",
    .url("https://pgzxc.github.io/posts/efa3afd7.html"))

  package static let logBetterhee2022 = Source(
    "log-betterhee-2022", .deviceLogs, .deviceLog,
    "betterhee, \"LifeCycle\" (2022): present and dismiss logs for default, .fullScreen "
      + "and .overFullScreen",
    .url("https://betterhee.tistory.com/75"))

  package static let logJinnifyModal = Source(
    "log-jinnify-modal", .deviceLogs, .deviceLog,
    "jinnify, modal lifecycle in iOS 13: .fullScreen and page-sheet present and dismiss logs",
    .url("https://jinnify.tistory.com/64"),
    note: "The full-screen dismissal gives the presenter viewWillAppear and viewDidAppear; the "
      + "console is also in the importer's corpus.")

  // MARK: GitHub issues, pull requests and code

  package static let ghEureka1037 = Source(
    "gh-eureka-1037", .issues, .issue,
    "Eureka PR #1037: a cancelled interactive dismissal gives viewWillAppear and "
      + "viewDidAppear, no viewDidDisappear",
    .url("https://github.com/xmartlabs/Eureka/pull/1037"))

  package static let ghMleaksfinder132 = Source(
    "gh-mleaksfinder-132", .issues, .issue,
    "MLeaksFinder issue #132: a sheet dragged down but not dismissed still calls "
      + "dismissViewControllerAnimated:completion:",
    .url("https://github.com/Tencent/MLeaksFinder/issues/132"))

  package static let ghHero204 = Source(
    "gh-hero-204", .issues, .issue,
    "Hero issue #204: viewWillAppear again after a cancelled interactive transition",
    .url("https://github.com/HeroTransitions/Hero/issues/204"))

  package static let ghSpstorkcontroller19 = Source(
    "gh-spstorkcontroller-19", .issues, .issue,
    "SPStorkController issue #19: no viewWillAppear on the presenter after dismissal",
    .url("https://github.com/ivanvorobei/SPStorkController/issues/19"))

  package static let ghPresentr143 = Source(
    "gh-presentr-143", .issues, .issue,
    "Presentr issue #143: no viewDidAppear/viewWillAppear on the presenter after " + "dismissal",
    .url("https://github.com/IcaliaLabs/Presentr/issues/143"))

  package static let ghFittedsheets61 = Source(
    "gh-fittedsheets-61", .issues, .issue,
    "FittedSheets issue #61: the presenter gets no viewWillAppear after a sheet",
    .url("https://github.com/gordontucker/FittedSheets/issues/61"))

  package static let ghBubbletransition33 = Source(
    "gh-bubbletransition-33", .issues, .issue,
    "BubbleTransition PR #33: forwarding appearance with begin/endAppearanceTransition",
    .url("https://github.com/andreamazz/BubbleTransition/pull/33"))

  package static let ghBubbletransition39 = Source(
    "gh-bubbletransition-39", .issues, .issue,
    "BubbleTransition PR #39: no forwarding needed for .fullScreen (unbalanced calls)",
    .url("https://github.com/andreamazz/BubbleTransition/pull/39"))

  package static let ghZfdragablemodal38 = Source(
    "gh-zfdragablemodal-38", .issues, .issue,
    "ZFDragableModalTransition PR #38: appearance calls for a custom transition",
    .url("https://github.com/zoonooz/ZFDragableModalTransition/pull/38"))

  package static let ghZfdragablemodal3 = Source(
    "gh-zfdragablemodal-3", .issues, .issue,
    "ZFDragableModalTransition issue #3: \"Attempt to dismiss … while a presentation or "
      + "dismiss is in progress\"",
    .url("https://github.com/zoonooz/ZFDragableModalTransition/issues/3"))

  package static let ghMusicplayertransition2 = Source(
    "gh-musicplayertransition-2", .issues, .issue,
    "MusicPlayerTransition issue #2: missing appearance calls on the presenter",
    .url("https://github.com/xxxAIRINxxx/MusicPlayerTransition/issues/2"))

  package static let ghHwpanmodal74 = Source(
    "gh-hwpanmodal-74", .issues, .issue,
    "HWPanModal issue #74: make the presenter's beginAppearanceTransition optional",
    .url("https://github.com/HeathWang/HWPanModal/issues/74"))

  package static let ghPanmodal140 = Source(
    "gh-panmodal-140", .issues, .issue,
    "PanModal PR #140: iOS gives the presenter no appearance calls for over-full-screen "
      + "and page-sheet styles",
    .url("https://github.com/slackhq/PanModal/pull/140"))

  package static let ghMotion24 = Source(
    "gh-motion-24", .issues, .issue,
    "Motion issue #24: no viewWillAppear once begin/endAppearanceTransition were removed",
    .url("https://github.com/CosmicMind/Motion/issues/24"))

  package static let ghBufferednavigation5 = Source(
    "gh-bufferednavigation-5", .issues, .issue,
    "BufferedNavigationController issue #5: no didShow after a cancelled pop gesture " + "(iOS 7)",
    .url("https://github.com/Plasma/BufferedNavigationController/issues/5"))

  package static let radar21137690 = Source(
    "radar-21137690", .issues, .issue,
    "Open Radar 21137690 (mirror): no willShow/didShow when the back gesture is cancelled",
    .url("https://github.com/lionheart/openradar-mirror/issues/1114"))

  package static let radar17762871 = Source(
    "radar-17762871", .issues, .issue,
    "Open Radar 17762871 (mirror): the \"while a presentation is in progress\" warnings",
    .url("https://github.com/lionheart/openradar-mirror/issues/3466"))

  package static let ghMyflightbook370 = Source(
    "gh-myflightbook-370", .issues, .issue,
    "MyFlightbookiOS issue #370: \"while a presentation is in progress\" on iOS 18 and 26 (2025)",
    .url("https://github.com/ericberman/MyFlightbookiOS/issues/370"), status: .unchecked,
    note: "The current wording of the warning: \"Attempt to present … on … (from …) while a "
      + "presentation is in progress.\"")

  package static let ghPromotion473 = Source(
    "gh-promotion-473", .issues, .issue,
    "ProMotion issue #473: \"Attempt to dismiss from view controller … while a "
      + "presentation or dismiss is in progress\"",
    .url("https://github.com/jamonholmgren/ProMotion/issues/473"))

  package static let ghAwpercentdriven2 = Source(
    "gh-awpercentdriven-2", .issues, .issue,
    "AWPercentDrivenInteractiveTransition issue #2: completeTransition:YES even when "
      + "cancelled",
    .url("https://github.com/MrAlek/AWPercentDrivenInteractiveTransition/issues/2"))

  package static let ghWinobjc2114 = Source(
    "gh-winobjc-2114", .issues, .issue,
    "WinObjC issue #2114: presentingViewController is nil in the modal's "
      + "viewDidDisappear on iOS",
    .url("https://github.com/microsoft/WinObjC/issues/2114"))

  package static let ghTzimagepicker402 = Source(
    "gh-tzimagepicker-402", .issues, .issue,
    "TZImagePickerController issue #402: crash stack, present from "
      + "_runAlongsideCompletions inside completeTransition:",
    .url("https://github.com/banchichen/TZImagePickerController/issues/402"),
    note: "Also the exception \"Application tried to present modally an active controller\".")

  package static let ghNeuburgCustomAnimation2 = Source(
    "gh-neuburg-custom-animation-2", .issues, .issue,
    "Matt Neuburg, Programming iOS book examples: bk2ch06p296customAnimation2 (custom "
      + "tab-bar transition)",
    .url(
      "https://github.com/mattneub/Programming-iOS-Book-Examples/tree/HEAD/bk2ch06p296customAnimation2"
    ),
    note: "Animator consulted for programmatic selectedIndex changes; interaction controller "
      + "after the animator; the reversed will calls on cancel.")

  package static let ghAnimatableStatusBar = Source(
    "gh-animatable-status-bar", .issues, .issue, "aunnnn/AnimatableStatusBarViewController",
    .url("https://github.com/aunnnn/AnimatableStatusBarViewController"))

  // MARK: Blog posts and Q&A pages

  package static let blogSplinter2015 = Source(
    "blog-splinter-2015", .posts, .blogPost,
    "Chris Hulbert (splinter.com.au), \"iOS8 view controller transitioning bug\" (2015)",
    .url("http://www.splinter.com.au/2015/04/17/ios8-view-controller-transitioning-bug/"))

  package static let blogYeahg2021 = Source(
    "blog-yeahg-2021", .posts, .blogPost,
    "yeahg_dev (velog), TIL 29.10.21: page sheet vs full screen, the presenter's " + "callbacks",
    .url("https://velog.io/@yeahg_dev/29.10.21-%EB%A6%B4%EB%A6%AC-TIL-6lp6877u"))

  package static let blogHirata2020 = Source(
    "blog-hirata-2020", .posts, .blogPost,
    "Ichiro Hirata, \"iOS Lifecycle When Dismissing a Modal View With .pageSheet in iOS "
      + "13\" (summary of WWDC19 slides)",
    .url(
      "https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7"
    ))

  package static let blogCsdnIos13Automatic = Source(
    "blog-csdn-ios13-automatic", .posts, .blogPost,
    "CSDN post on iOS 13's default UIModalPresentationAutomatic",
    .url("https://blog.csdn.net/weixin_34082789/article/details/93164555"))

  package static let blogJuejinCustomAppearance = Source(
    "blog-juejin-custom-appearance", .posts, .blogPost,
    "juejin, \"UIModalPresentationStyleCustom不调用viewWillDisappear问题\" (quotes Apple on "
      + ".fullScreen/.overFullScreen)",
    .url("https://juejin.cn/post/7032937831286702094"))

  package static let soXcode10TransitionStuck = Source(
    "so-xcode10-transition-stuck", .posts, .questionPage,
    "Q&A \"Xcode 10: Custom Animated Transitions Stuck\" (mirror of a Stack Overflow "
      + "question)",
    .url("https://example-a.com/answer/52370098"),
    note: "A custom transition that never completes on iOS 12 leaves the UI stuck on the "
      + "presented view controller, no gestures or taps working; the cause is not found in the "
      + "question. Original presumably https://stackoverflow.com/questions/52370098 "
      + "(unchecked).")

  // MARK: Where the built-in scenarios come from

  package static let blogHyun99999AppStore2021 = Source(
    "blog-hyun99999-app-store-2021", .scenarioOrigins, .blogPost,
    "hyun99999, \"iOS) UIPresentationController 를 알아보고 App Store clone app 를 살펴보자\" (2021)",
    .url(
      "https://hyun99999.github.io/ios/iOS-UIPresentationController-%EB%A5%BC-%EC%95%8C%EC%95%84%EB%B3%B4%EA%B3%A0-AppStorecloneapp-%EB%A5%BC-%EC%82%B4%ED%8E%B4%EB%B3%B4%EC%9E%90"
    ), note: "Origin of the App Store \"Today\" scenario.")

  package static let blogKoggyAppStore1 = Source(
    "blog-koggy-app-store-1", .scenarioOrigins, .blogPost,
    "ScutiUY (koggy), \"iOS) Appstore Transition 따라하기(1) - 기본 구성\" (2020)",
    .url("https://koggy.tistory.com/23"), note: "Origin of the App Store menu scenario.")

  package static let blogHucetPart4 = Source(
    "blog-hucet-part4", .scenarioOrigins, .blogPost,
    "hucet, \"iOS 사용성 최대로 올려보자! (Part4) - UIViewController Non Interactive Transition\"",
    .url("https://hucet.tistory.com/17"), note: "Origin of the slide-transition scenarios.")

  package static let blogPresto95CustomPresentations = Source(
    "blog-presto95-custom-presentations", .scenarioOrigins, .blogPost,
    "presto95, Korean translation of \"Creating Custom Presentations\" (View Controller "
      + "Programming Guide)",
    .url("https://presto95.github.io/"), status: .unchecked,
    note: "Origin of the dimming-sheet scenario. The translation's own address was not "
      + "confirmed (only the blog's other translations were); cite the original guide, "
      + "vcpg-presentations.")

  // MARK: Sources without a confirmed public address

  package static let blogAxl4112016 = Source(
    "blog-axl411-2016", .unconfirmed, .blogPostWithoutAddress,
    "axl411 (Ele.me iOS team), \"详解 iOS 8 UIPresentationController Custom Presentation\" "
      + "(2016-02-12, iOS 9)",
    .unknown, status: .none,
    note: "A step-by-step account of what UIKit calls during a custom presentation. Its text "
      + "survives as a Hexo blog post, but no public address for it was found. Each fact it "
      + "supports is also supported by: vcpg-presentation-process (will-begin, "
      + "presentedView, layout hooks, did-end), dec18-adaptive (adaptive queries, "
      + "shouldPresentInFullscreen), dec26-complete-transition and gh-tzimagepicker-402 (the "
      + "coordinator's completion runs last).")

  package static let douglasHillCancelAppearance = Source(
    "douglas-hill-cancel-appearance", .unconfirmed, .socialPost,
    "Douglas Hill, note on cancelling a child's appearance transition by beginning it in "
      + "the other direction",
    .url("https://douglashill.co/status/1160211814522740737"), status: .unchecked,
    note: "Address as reported; not opened. Supporting: dec26-cancel-begin-appearance (UIKit's "
      + "own private cancel), uikit-begin-appearance-transition.")
}
