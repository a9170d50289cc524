import Foundation
import TransitTrace

/// Mirrors `UISheetPresentationController` (iOS 15): the presentation controller of a page or
/// form sheet, with the heights it rests at (its detents).
///
/// UIKit makes one for `.pageSheet` and `.formSheet` (and a popover adapted to a sheet); a
/// transitioning delegate may also vend one, or a subclass, for `.custom`. A drag between detents
/// is not a transition: it changes `selectedDetentIdentifier` and tells the delegate, and no view
/// controller hears an appearance callback; a drag below the smallest detent dismisses
/// (Apple's sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:) page; WWDC21
/// "Customize and resize sheets in UIKit"; docs/lifecycle.md#fact-sheet-detent). Properties set
/// in code are logged, by the property's name, with the new value as `newValue`.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController, DeclaredClassName {
  /// Mirrors `UISheetPresentationController.Detent`: a height the sheet rests at.
  public final class Detent: Hashable {
    /// Mirrors `UISheetPresentationController.Detent.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }

      /// UIKit's identifiers print as these raw values.
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }

    public let identifier: Identifier
    let resolve: (CGFloat) -> CGFloat?

    init(identifier: Identifier, resolve: @escaping (CGFloat) -> CGFloat?) {
      self.identifier = identifier
      self.resolve = resolve
    }

    /// About half the screen's height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { maximum in (maximum / 2).rounded() }
    }

    /// The full height of a sheet.
    public static func large() -> Detent {
      Detent(identifier: .large) { maximum in maximum }
    }

    /// A height the resolver computes from the largest height a sheet can have (iOS 16).
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier("custom")) { maximum in
        resolver(ResolutionContext(maximumDetentValue: maximum))
      }
    }

    public static func == (lhs: Detent, rhs: Detent) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
  }

  struct ResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
  }

  /// `.pageSheet` or `.formSheet`: the style the sheet presents with.
  var sheetStyle = UIModalPresentationStyle.pageSheet
  private var storedDetents: [Detent] = [.large()]
  /// The detent the sheet rests at, as UIKit keeps it: nil means the smallest.
  var restingDetent: Detent.Identifier?
  private var storedLargestUndimmed: Detent.Identifier?
  private var storedPrefersGrabber = false

  public var declaredClassName: String { UIKitClassName.sheetPresentationController }

  override open var presentationStyle: UIModalPresentationStyle { sheetStyle }
  override open var shouldPresentInFullscreen: Bool { false }

  /// Mirrors `detents`; `[.large()]` by default.
  public var detents: [Detent] {
    get { storedDetents }
    set {
      logSetter(.detents, Value.array(newValue.map { .string($0.identifier.rawValue) })) {
        storedDetents = newValue.isEmpty ? [.large()] : newValue
      }
      restAtSelectedDetent()
    }
  }

  /// Mirrors `selectedDetentIdentifier`: the detent the user or the app chose last; nil means
  /// the smallest. Set in code, it tells the delegate nothing (Apple's page).
  public var selectedDetentIdentifier: Detent.Identifier? {
    get { restingDetent }
    set {
      logSetter(.selectedDetentIdentifier, identifierValue(newValue)) { restingDetent = newValue }
      restAtSelectedDetent()
    }
  }

  /// Mirrors `largestUndimmedDetentIdentifier`: the sheet dims what is behind it only above
  /// this detent; nil dims at every detent.
  public var largestUndimmedDetentIdentifier: Detent.Identifier? {
    get { storedLargestUndimmed }
    set {
      logSetter(.largestUndimmedDetentIdentifier, identifierValue(newValue)) {
        storedLargestUndimmed = newValue
      }
    }
  }

  /// Mirrors `prefersGrabberVisible`.
  public var prefersGrabberVisible: Bool {
    get { storedPrefersGrabber }
    set { logSetter(.prefersGrabberVisible, .bool(newValue)) { storedPrefersGrabber = newValue } }
  }

  /// Mirrors `prefersScrollingExpandsWhenScrolledToEdge`: true by default; kept, as a
  /// scenario's pan drags the sheet itself, never a scroll view inside it.
  public var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Mirrors `preferredCornerRadius`: nil for the system's radius; kept, nothing is drawn.
  public var preferredCornerRadius: CGFloat?
  /// Mirrors `prefersEdgeAttachedInCompactHeight`: kept; a phone in landscape still shows the
  /// sheet full width here.
  public var prefersEdgeAttachedInCompactHeight = false
  /// Mirrors `widthFollowsPreferredContentSizeWhenEdgeAttached`: kept.
  public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  /// Mirrors `prefersPageSizing` (iOS 17): true by default; kept, as it matters only on iPad.
  public var prefersPageSizing = true

  /// A sheet on screen moves to its selected detent when code changes the detent or the
  /// detents, as Apple's `selectedDetentIdentifier` page has it ("to animate changing the
  /// selected detent, assign a value to this property in an animateChanges(_:) block"): the
  /// presented view takes its frame at once, inside or outside `animateChanges(_:)`, whose
  /// animation's timing no source gives. Before the presentation puts the view in the
  /// container, the presentation's own frame is the selected detent's.
  private func restAtSelectedDetent() {
    guard let container = containerView, let view = presentedViewController.viewIfLoaded,
      view.superview === container
    else { return }
    let frame = frameOfPresentedViewInContainerView
    guard view.frame != frame else { return }
    view.frame = frame
    container.setNeedsLayout()
  }

  /// Mirrors `animateChanges(_:)`: runs `changes` at once and animates what it changed, such as
  /// `selectedDetentIdentifier`.
  public func animateChanges(_ changes: () -> Void) {
    guard let simulator = EngineContext.current else {
      changes()
      return
    }
    let owner = simulator.recorder.currentParticipant
    simulator.userCall(.animateChanges, on: self, args: ["changes": "closure"]) {
      let registration = simulator.recorder.currentCause
      simulator.recorder.call(
        .changes, on: owner, from: ParticipantRegistry.uikitID, block: registration
      ) {
        changes()
      }
      containerView?.setNeedsLayout()
    }
  }

  /// The sheet's top edge rests at its selected detent.
  override open var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let height = height(of: restingDetentOrSmallest, in: bounds)
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  // MARK: Heights

  /// The gap UIKit leaves above a large sheet, showing the presenter behind.
  static let topInset: CGFloat = 59

  /// The tallest a sheet can be in a container of `bounds`.
  func maximumHeight(in bounds: CGRect) -> CGFloat { bounds.height - Self.topInset }

  func height(of identifier: Detent.Identifier, in bounds: CGRect) -> CGFloat {
    let maximum = maximumHeight(in: bounds)
    let detent = storedDetents.first { $0.identifier == identifier } ?? storedDetents[0]
    return min(max(detent.resolve(maximum) ?? maximum, 0), maximum)
  }

  /// The detents from the smallest to the largest.
  func detentsBySize(in bounds: CGRect) -> [Detent.Identifier] {
    storedDetents.map(\.identifier).sorted {
      height(of: $0, in: bounds) < height(of: $1, in: bounds)
    }
  }

  var restingDetentOrSmallest: Detent.Identifier {
    let bounds = containerView?.bounds ?? .zero
    return restingDetent ?? detentsBySize(in: bounds).first ?? .large
  }

  private func identifierValue(_ identifier: Detent.Identifier?) -> Value {
    identifier.map { .string($0.rawValue) } ?? .null
  }

  /// Logs a property set by app code, then stores it.
  private func logSetter(_ name: CallName, _ value: Value, _ store: () -> Void) {
    guard let simulator = EngineContext.current else {
      store()
      return
    }
    simulator.userCall(name, on: self, args: ["newValue": value], store)
  }
}

/// Mirrors `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
  /// The height of the largest detent.
  var maximumDetentValue: CGFloat { get }
}

/// Mirrors `UISheetPresentationControllerDelegate`: the adaptive delegate, plus detent changes.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Called when the user's drag changed the selected detent; not for a change made in code.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    OptionalRequirement.notImplemented(by: self)
  }
}
