// What usually starts a transition: a cell of a list the user touches, and the status bar a
// presentation hands over. These calls come before and around the lifecycle, not inside it
// (Apple's UICollectionView, UITableView and UIViewController symbol pages).
extension Glossary {
  /// The list views' data-source and delegate calls, text fields, then the status bar's.
  static let lists: [GlossaryEntry] = collectionView + tableView + textField + statusBar

  static let collectionView: [GlossaryEntry] = [
    GlossaryEntry(
      .collectionViewNumberOfItems,
      meaning:
        "The collection view asks its data source how many items a section has, at its first "
        + "layout pass and after reloads.",
      belongs: "Answer collectionView(_:numberOfItemsInSection:) from your model, quickly.",
      sources: [
        .documented(.uikitCvDataSource, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewCellForItem,
      meaning:
        "The collection view asks its data source for the cell of one visible item, after the "
        + "number of items.",
      belongs:
        "Dequeue and configure a cell in collectionView(_:cellForItemAt:); keep it quick, it "
        + "runs while scrolling.",
      sources: [
        .documented(.uikitCvDataSource, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewShouldHighlight,
      meaning:
        "A finger came down on a cell, and the collection view asks whether to highlight it. "
        + "false skips highlighting and selection altogether.",
      belongs:
        "Return false from collectionView(_:shouldHighlightItemAt:) only for cells that can "
        + "never be chosen.",
      sources: [
        .documented(.uikitCvShouldHighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewDidHighlight,
      meaning:
        "The cell under the finger is highlighted. The finger is still down; nothing is "
        + "selected yet.",
      belongs:
        "Give touch feedback in collectionView(_:didHighlightItemAt:), such as shrinking the "
        + "card under the finger a little.",
      avoid:
        "Don't present from collectionView(_:didHighlightItemAt:): the user may still scroll "
        + "away.",
      sources: [
        .documented(.uikitCvDidHighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewDidUnhighlight,
      meaning:
        "The highlight comes off, because the finger lifted or moved away. When the finger "
        + "lifted on the cell, the selection follows.",
      belongs: "Undo the touch feedback in collectionView(_:didUnhighlightItemAt:).",
      sources: [
        .documented(.uikitCvDidUnhighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewShouldSelect,
      meaning:
        "The finger lifted on a cell, and the collection view asks whether to select it.",
      belongs:
        "Return false from collectionView(_:shouldSelectItemAt:) to keep the selection as it is.",
      sources: [
        .documented(.uikitCvShouldSelect, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .collectionViewDidSelect,
      meaning:
        "The user chose a cell: the finger lifted on it and it is selected. Apps usually start "
        + "a transition here.",
      belongs:
        "Present or push the detail screen from collectionView(_:didSelectItemAt:), after "
        + "setting its transitioningDelegate.",
      avoid:
        "Don't present twice from collectionView(_:didSelectItemAt:) on a quick double tap; a "
        + "presentation is still in flight.",
      sources: [
        .documented(.uikitCvDidSelect, at: "fact-list-delegate-user-only")
      ]),
  ]

  static let tableView: [GlossaryEntry] = [
    GlossaryEntry(
      .tableViewNumberOfRows,
      meaning:
        "The table view asks its data source how many rows a section has, at its first layout "
        + "pass and after reloads.",
      belongs: "Answer tableView(_:numberOfRowsInSection:) from your model, quickly.",
      sources: [
        .documented(.uikitTvDataSource, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewCellForRow,
      meaning: "The table view asks its data source for the cell of one visible row.",
      belongs:
        "Dequeue and configure a cell in tableView(_:cellForRowAt:); keep it quick, it runs "
        + "while scrolling.",
      sources: [
        .documented(.uikitTvDataSource, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewShouldHighlight,
      meaning:
        "A finger came down on a row, and the table view asks whether to highlight it. false "
        + "skips highlighting and selection.",
      belongs:
        "Return false from tableView(_:shouldHighlightRowAt:) only for rows that can never be "
        + "chosen.",
      sources: [
        .documented(.uikitTvShouldHighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewDidHighlight,
      meaning: "The row under the finger is highlighted; the finger is still down.",
      belongs:
        "Give touch feedback in tableView(_:didHighlightRowAt:) when the cell's own is not enough.",
      sources: [
        .documented(.uikitTvDidHighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewDidUnhighlight,
      meaning:
        "The highlight comes off the row, because the finger lifted or moved away. When the "
        + "finger lifted on the row, the selection follows.",
      belongs: "Undo your touch feedback in tableView(_:didUnhighlightRowAt:).",
      sources: [
        .documented(.uikitTvDidUnhighlight, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewWillSelect,
      meaning:
        "The finger lifted on a row, and the table view asks which row to select: this one, "
        + "another, or none (nil).",
      belongs: "Return nil from tableView(_:willSelectRowAt:) to refuse the selection.",
      sources: [
        .documented(.uikitTvWillSelect, at: "fact-list-delegate-user-only")
      ]),
    GlossaryEntry(
      .tableViewDidSelect,
      meaning:
        "The user chose a row: the finger lifted on it and it is selected. Apps usually push "
        + "or present the detail screen here.",
      belongs: "Push or present the detail screen from tableView(_:didSelectRowAt:).",
      avoid:
        "Don't push again from tableView(_:didSelectRowAt:) while a push is in flight; a quick "
        + "double tap sends two selections.",
      sources: [
        .documented(.uikitTvDidSelect, at: "fact-list-delegate-user-only")
      ]),
  ]

  static let textField: [GlossaryEntry] = [
    GlossaryEntry(
      "textFieldShouldBeginEditing(_:)",
      meaning:
        "The user tapped a text field, and UIKit asks its delegate whether editing may begin.",
      belongs:
        "Return false from textFieldShouldBeginEditing(_:) to keep the keyboard away from this "
        + "field.",
      sources: [
        .observed(
          .logVastdevblog2012, "text field delegate calls logged")
      ]),
    GlossaryEntry(
      "textFieldDidBeginEditing(_:)",
      meaning:
        "Editing has begun: the text field is first responder and the keyboard is coming up.",
      belongs:
        "Use textFieldDidBeginEditing(_:) for what changes while the field is edited, such as "
        + "showing a Done button.",
      sources: [
        .observed(
          .logVastdevblog2012, "text field delegate calls logged")
      ]),
  ]

  static let statusBar: [GlossaryEntry] = [
    GlossaryEntry(
      .setNeedsStatusBarAppearanceUpdate,
      meaning:
        "A view controller tells UIKit its status bar preferences changed, and UIKit asks again "
        + "whoever controls the status bar.",
      belongs:
        "Call setNeedsStatusBarAppearanceUpdate() after changing what prefersStatusBarHidden "
        + "returns, inside an animation block to animate the change.",
      sources: [
        .documented(.uikitSetNeedsStatusBarUpdate, at: "fact-status-bar-update-animated")
      ]),
    GlossaryEntry(
      .prefersStatusBarHidden,
      meaning:
        "UIKit asks the view controller that controls the status bar whether to hide it. It "
        + "asks after setNeedsStatusBarAppearanceUpdate(), and when a presentation hands control "
        + "to the presented view controller (full screen, or "
        + "modalPresentationCapturesStatusBarAppearance).",
      belongs:
        "Return prefersStatusBarHidden from state the view controller already has; set "
        + "modalPresentationCapturesStatusBarAppearance for a .custom presentation that should "
        + "control it.",
      avoid:
        "Don't expect a .custom presentation's prefersStatusBarHidden to be asked unless it "
        + "captures the status bar appearance.",
      sources: [
        .documented(.uikitPrefersStatusBarHidden, at: "fact-status-bar-update-animated"),
        .documented(.uikitModalPresentationCapturesStatusBar, at: "fact-status-bar-capture"),
      ]),
  ]
}
