import Foundation
import TransitUIKit
import Yams

// The presentation controllers UIKit makes for a style, as the presenter sets them up before
// `present`: a sheet's detents (`UISheetPresentationController`, iOS 15), a popover's source
// view, and the `UIAdaptivePresentationControllerDelegate` that hears about adaptation and the
// swipe down; and `isModalInPresentation`.
extension ScenarioFile {
  /// What the presenter sets on the presented view controller's presentation controller before
  /// `present`, read through the property of its kind, as apps do.
  enum PresentationSetup {
    /// `sheetPresentationController`: `.pageSheet`, `.formSheet` or the default style.
    case sheet(SheetSpec)
    /// `popoverPresentationController`: `.popover`.
    case popover(PopoverSpec)
    /// `presentationController`, any style: only its delegate.
    case any(delegate: Ref)

    var delegate: Ref? {
      switch self {
      case .sheet(let sheet): sheet.delegate
      case .popover(let popover): popover.delegate
      case .any(let delegate): delegate
      }
    }
  }

  /// Mirrors what apps set on `UISheetPresentationController`; each property the file gives is
  /// set, and logged, in this order: detents, selectedDetentIdentifier,
  /// largestUndimmedDetentIdentifier, prefersGrabberVisible.
  struct SheetSpec {
    var detents: [Detent]?
    var selectedDetentIdentifier: Ref?
    var largestUndimmedDetentIdentifier: Ref?
    var prefersGrabberVisible: Bool?
    var delegate: Ref?
    var position: Position

    /// The identifiers the sheet rests at: its detents, or `[.large()]`, UIKit's default.
    var identifiers: [String] { detents?.map(\.identifier) ?? ["large"] }
  }

  /// `.medium()`, `.large()`, or `.custom(identifier:resolver:)` with a fixed height.
  enum Detent: Equatable {
    case medium
    case large
    case custom(identifier: String, height: CGFloat)

    /// The name the file uses for it.
    var identifier: String {
      switch self {
      case .medium: "medium"
      case .large: "large"
      case .custom(let identifier, _): identifier
      }
    }
  }

  /// Mirrors what apps set on `UIPopoverPresentationController`.
  struct PopoverSpec {
    /// The id of a view of the presenting screen.
    var sourceView: Ref
    var delegate: Ref?
    /// Where the file sets it up.
    var position: Position
  }

  /// A change the app makes to a presented sheet in code. Apple's
  /// `selectedDetentIdentifier` page: set in code it does not tell the delegate.
  struct SheetChange: Equatable {
    var selectedDetentIdentifier: Ref?
    var largestUndimmedDetentIdentifier: Ref?
    /// Inside `animateChanges(_:)`.
    var animated: Bool
    var position: Position
  }

  /// A `UIAdaptivePresentationControllerDelegate` (and `UISheetPresentationControllerDelegate`)
  /// that implements exactly the methods the file lists.
  struct PresentationControllerDelegateSpec {
    var className: String
    /// The answers of `adaptivePresentationStyle(for:traitCollection:)`, one per call, the
    /// last repeating; nil when it is not implemented.
    var adaptivePresentationStyle: [UIModalPresentationStyle]?
    var prepare = false
    var willPresentWithAdaptiveStyle = false
    /// What `presentationControllerShouldDismiss(_:)` returns, if it is implemented.
    var shouldDismiss: Bool?
    var didAttemptToDismiss = false
    var willDismiss = false
    var didDismiss = false
    var didChangeSelectedDetentIdentifier = false
    var position: Position
  }

  /// A view controller's keys for its presentation controller.
  static let presentationKeys = [
    "isModalInPresentation", "sheetPresentationController", "popoverPresentationController",
    "presentationController",
  ]

  /// The actions that change a presented sheet.
  static let sheetVerbs = ["animateChanges", "selectedDetentIdentifier"]

  static func parsePresentationKey(
    _ key: String, _ node: Node, keyNode: Node, into spec: inout ViewControllerSpec,
    _ reader: YAMLReader
  ) throws {
    if key == "isModalInPresentation" {
      spec.isModalInPresentation = try reader.bool(node, key)
      return
    }
    if spec.presentation != nil {
      throw reader.error(
        keyNode,
        "a view controller has one presentation controller; set it up under one of "
          + "sheetPresentationController, popoverPresentationController, presentationController")
    }
    switch key {
    case "sheetPresentationController":
      spec.presentation = .sheet(try parseSheet(node, at: reader.position(keyNode), reader))
    case "popoverPresentationController":
      var sourceView: Ref?
      var delegate: Ref?
      for field in try reader.mapping(node, key, allowed: ["sourceView", "delegate"]) {
        if field.key == "sourceView" {
          sourceView = try reader.ref(field.value, "sourceView (a view of the presenting screen)")
        } else {
          delegate = try reader.ref(field.value, "delegate")
        }
      }
      // UIKit raises an exception when a popover has neither a source view nor a bar button
      // item (Apple's UIPopoverPresentationController page, "sourceView").
      guard let sourceView else {
        throw reader.error(
          node,
          "a popover needs a sourceView, the id of a view of the presenting screen; UIKit "
            + "refuses to present one without it")
      }
      spec.presentation = .popover(
        PopoverSpec(
          sourceView: sourceView, delegate: delegate, position: reader.position(keyNode)))
    default:
      let fields = try reader.mapping(node, key, allowed: ["delegate"])
      guard let field = fields.first else {
        throw reader.error(node, "presentationController sets its delegate: {delegate: Name}")
      }
      spec.presentation = .any(delegate: try reader.ref(field.value, "delegate"))
    }
  }

  private static func parseSheet(_ node: Node, at position: Position, _ reader: YAMLReader)
    throws -> SheetSpec
  {
    var sheet = SheetSpec(position: position)
    let keys = [
      "detents", "selectedDetentIdentifier", "largestUndimmedDetentIdentifier",
      "prefersGrabberVisible", "delegate",
    ]
    for field in try reader.mapping(node, "sheetPresentationController", allowed: keys) {
      switch field.key {
      case "detents":
        let items = try reader.sequence(field.value, "detents")
        guard !items.isEmpty else {
          throw reader.error(
            field.value,
            "detents needs at least one: [medium, large] or {custom: name, height: 300}"
          )
        }
        var detents: [Detent] = []
        for item in items {
          let detent = try parseDetent(item, reader)
          if detents.contains(where: { $0.identifier == detent.identifier }) {
            throw reader.error(item, "the detent '\(detent.identifier)' is listed twice")
          }
          detents.append(detent)
        }
        sheet.detents = detents
      case "selectedDetentIdentifier":
        sheet.selectedDetentIdentifier = try reader.ref(field.value, field.key)
      case "largestUndimmedDetentIdentifier":
        sheet.largestUndimmedDetentIdentifier = try reader.ref(field.value, field.key)
      case "prefersGrabberVisible":
        sheet.prefersGrabberVisible = try reader.bool(field.value, field.key)
      default:
        sheet.delegate = try reader.ref(field.value, "delegate")
      }
    }
    return sheet
  }

  /// `medium`, `large`, or `{custom: identifier, height: points}`.
  private static func parseDetent(_ node: Node, _ reader: YAMLReader) throws -> Detent {
    let expected = "medium, large or {custom: identifier, height: points}"
    if case .scalar = node {
      return try reader.choice(
        node, "a detent (\(expected))", [("medium", .medium), ("large", .large)])
    }
    var identifier: String?
    var height: CGFloat?
    for field in try reader.mapping(node, "a custom detent", allowed: ["custom", "height"]) {
      if field.key == "custom" {
        identifier = try reader.name(field.value, "a custom detent's identifier")
        if identifier == "medium" || identifier == "large" {
          throw reader.error(
            field.value, "'\(identifier!)' is UIKit's own detent; write it alone: \(expected)")
        }
      } else {
        height = CGFloat(try reader.number(field.value, "height (points)", in: 1...10_000))
      }
    }
    guard let identifier, let height else {
      throw reader.error(node, "a custom detent needs both: {custom: identifier, height: points}")
    }
    return .custom(identifier: identifier, height: height)
  }

  /// `{selectedDetentIdentifier: X}`, or `{animateChanges: {selectedDetentIdentifier: X,
  /// largestUndimmedDetentIdentifier: Y}}`; nil for another verb.
  static func sheetAction(_ verb: (key: String, value: Node), _ reader: YAMLReader) throws
    -> Action?
  {
    switch verb.key {
    case "selectedDetentIdentifier":
      return .changeSheet(
        SheetChange(
          selectedDetentIdentifier: try reader.ref(verb.value, verb.key),
          largestUndimmedDetentIdentifier: nil, animated: false,
          position: reader.position(verb.value)))
    case "animateChanges":
      var change = SheetChange(animated: true, position: reader.position(verb.value))
      let keys = ["selectedDetentIdentifier", "largestUndimmedDetentIdentifier"]
      for field in try reader.mapping(verb.value, "animateChanges", allowed: keys) {
        let ref = try reader.ref(field.value, field.key)
        if field.key == keys[0] {
          change.selectedDetentIdentifier = ref
        } else {
          change.largestUndimmedDetentIdentifier = ref
        }
      }
      if change.selectedDetentIdentifier == nil && change.largestUndimmedDetentIdentifier == nil {
        throw reader.error(
          verb.value,
          "animateChanges changes the sheet: {selectedDetentIdentifier: large} or "
            + "{largestUndimmedDetentIdentifier: medium}")
      }
      return .changeSheet(change)
    default:
      return nil
    }
  }

  static func parsePresentationControllerDelegates(_ node: Node, _ reader: YAMLReader) throws
    -> [PresentationControllerDelegateSpec]
  {
    let methods = [
      "adaptivePresentationStyle", "prepare", "willPresentWithAdaptiveStyle",
      "presentationControllerShouldDismiss", "presentationControllerDidAttemptToDismiss",
      "presentationControllerWillDismiss", "presentationControllerDidDismiss",
      "sheetPresentationControllerDidChangeSelectedDetentIdentifier",
    ]
    // The styles Apple's adaptivePresentationStyle(for:traitCollection:) page lets the delegate
    // answer, and the sheet UIKit adapts a popover to since iOS 13; none keeps the style.
    let styles: [(String, UIModalPresentationStyle)] = [
      .fullScreen, .overFullScreen, .formSheet, .pageSheet, UIModalPresentationStyle.none,
    ].map { ($0.description, $0) }
    return try reader.each(reader.mapping(node, "presentationControllerDelegates")) { entry in
      let name = try reader.name(entry.keyNode, "a presentation controller delegate's class name")
      var spec = PresentationControllerDelegateSpec(
        className: name, position: reader.position(entry.keyNode))
      let what = "presentation controller delegate '\(name)' (list only the methods it implements)"
      for method in try reader.mapping(entry.value, what, allowed: methods) {
        switch method.key {
        case "adaptivePresentationStyle":
          let what = "adaptivePresentationStyle (the style to use, or none to keep it)"
          if case .sequence = method.value {
            let answers = try reader.sequence(method.value, what).map {
              try reader.choice($0, what, styles)
            }
            guard !answers.isEmpty else {
              throw reader.error(method.value, "adaptivePresentationStyle needs an answer")
            }
            spec.adaptivePresentationStyle = answers
          } else {
            spec.adaptivePresentationStyle = [try reader.choice(method.value, what, styles)]
          }
        case "prepare": spec.prepare = try reader.bool(method.value, method.key)
        case "willPresentWithAdaptiveStyle":
          spec.willPresentWithAdaptiveStyle = try reader.bool(method.value, method.key)
        case "presentationControllerShouldDismiss":
          spec.shouldDismiss = try reader.bool(method.value, method.key)
        case "presentationControllerDidAttemptToDismiss":
          spec.didAttemptToDismiss = try reader.bool(method.value, method.key)
        case "presentationControllerWillDismiss":
          spec.willDismiss = try reader.bool(method.value, method.key)
        case "presentationControllerDidDismiss":
          spec.didDismiss = try reader.bool(method.value, method.key)
        default:
          spec.didChangeSelectedDetentIdentifier = try reader.bool(method.value, method.key)
        }
      }
      return spec
    }
  }

  /// A sheet is set up only on a view controller presented as a sheet, a popover only on one
  /// presented as a popover; delegates are declared; detent identifiers name detents of the
  /// sheet; a popover's source view is a view the file declares.
  func checkPresentationReferences(_ fail: (Position, String) -> ScenarioFileError) throws {
    let delegateNames = presentationControllerDelegates.map(\.className)
    let viewIDs = viewControllers.flatMap { $0.views.map(\.id) }
    for spec in viewControllers {
      guard let setup = spec.presentation else { continue }
      if let delegate = setup.delegate, !delegateNames.contains(delegate.name) {
        throw fail(
          delegate.position,
          "'\(delegate.name)' is not a presentation controller delegate; "
            + (delegateNames.isEmpty
              ? "declare it under presentationControllerDelegates"
              : "declared: " + delegateNames.joined(separator: ", ")))
      }
      let style = spec.style ?? .automatic
      switch setup {
      case .sheet(let sheet):
        // `sheetPresentationController` is nil for any other style (Apple's page).
        guard [.automatic, .pageSheet, .formSheet].contains(style) else {
          throw fail(
            sheet.position,
            "\(spec.className) is presented as \(style), so its sheetPresentationController is "
              + "nil; a sheet needs modalPresentationStyle pageSheet, formSheet or the default")
        }
        for ref in [sheet.selectedDetentIdentifier, sheet.largestUndimmedDetentIdentifier]
        where ref != nil && !sheet.identifiers.contains(ref!.name) {
          throw fail(
            ref!.position,
            "'\(ref!.name)' is not one of the sheet's detents: "
              + sheet.identifiers.joined(separator: ", "))
        }
      case .popover(let popover):
        guard style == .popover else {
          throw fail(
            popover.position,
            "\(spec.className) is presented as \(style), so its popoverPresentationController "
              + "is nil; a popover needs modalPresentationStyle: popover")
        }
        guard viewIDs.contains(popover.sourceView.name) else {
          throw fail(
            popover.sourceView.position,
            "there is no view '\(popover.sourceView.name)' for the popover to point at")
        }
      case .any:
        break
      }
    }
  }
}
