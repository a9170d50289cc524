// The sources of the screens iOS 16 to 18 apps are made of: settings lists, forms, sheets and
// share sheets, as `transit run` runs them.
extension Source {
  /// This group's sources, in the order `docs/sources.md` lists them within their groups.
  static let screens: [Source] = [
    appleDisablingPullDown, uikitTableAllowsSelectionDuringEditing,
    uikitCollectionAllowsSelectionDuringEditing, uikitTextFieldDelegate,
    uikitBecomeFirstResponder, uikitActivityCompletionWithItemsHandler,
  ]

  package static let appleDisablingPullDown = Source(
    "apple-disabling-pull-down", .guides, .appleArticle,
    "Apple sample article \"Disabling the pull-down gesture for a sheet\"",
    .url(
      "https://developer.apple.com/documentation/uikit/disabling-the-pull-down-gesture-for-a-sheet"
    ), status: .unchecked,
    note: "The edit screen sets isModalInPresentation to true while it has unsaved changes, "
      + "and is made the delegate of its navigation controller's presentation controller "
      + "(navigationController.presentationController?.delegate = editViewController), which "
      + "then hears presentationControllerDidAttemptToDismiss(_:); the system does not call "
      + "presentationControllerShouldDismiss(_:) while isModalInPresentation is true. Read in a "
      + "public mirror of Apple's documentation (Averyy/apple-dev-docs), as Apple's page did not "
      + "open.")

  package static let uikitTableAllowsSelectionDuringEditing = page(
    "uikit-table-allows-selection-during-editing", "UITableView.allowsSelectionDuringEditing",
    "uitableview/allowsselectionduringediting",
    note: "Whether users can select cells while the table view is in editing mode; the default "
      + "is false. The allowsSelection page: true by default, and it affects cell selection only "
      + "when the table view isn't in editing mode.")

  package static let uikitCollectionAllowsSelectionDuringEditing = page(
    "uikit-collection-allows-selection-during-editing",
    "UICollectionView.allowsSelectionDuringEditing",
    "uicollectionview/allowsselectionduringediting",
    note: "iOS 14: whether users can select cells while the collection view is editing; the "
      + "default is false.")

  package static let uikitTextFieldDelegate = page(
    "uikit-text-field-delegate", "UITextFieldDelegate", "uitextfielddelegate",
    status: .unchecked,
    note: "Before a text field becomes first responder it asks textFieldShouldBeginEditing(_:); "
      + "once it is, it calls textFieldDidBeginEditing(_:) and posts "
      + "textDidBeginEditingNotification. Asked to resign, it asks "
      + "textFieldShouldEndEditing(_:), and once it has resigned calls "
      + "textFieldDidEndEditing(_:) and posts textDidEndEditingNotification.")

  package static let uikitBecomeFirstResponder = page(
    "uikit-become-first-responder", "UIResponder.becomeFirstResponder()",
    "uiresponder/becomefirstresponder()", status: .unchecked,
    note: "Answers true if the responder became first responder. Call it on a view only if it "
      + "is part of an active view hierarchy, which its window property tells.")

  package static let uikitActivityCompletionWithItemsHandler = page(
    "uikit-activity-completion-with-items-handler",
    "UIActivityViewController.completionWithItemsHandler",
    "uiactivityviewcontroller/completionwithitemshandler", status: .unchecked,
    note: "Called when the activity completes, or when the user dismisses the view controller "
      + "without choosing a service, with no activity type and completed false.")
}
