import Foundation

/// Mirrors `UICalendarView` (iOS 16): a month of days to pick from, with the app's decorations.
/// Its settings and selection are kept, as `UIDatePicker`'s are: the grid of days is not laid
/// out here, so a tap selects no day, the delegate is never asked for a day's decoration, and
/// the selection changes only when code sets it, telling its delegate nothing, as Apple's
/// `setSelected(_:animated:)` page has it for a selection made in code.
@preconcurrency @MainActor
open class UICalendarView: UIView {
  /// Mirrors `delegate`, held weakly.
  open weak var delegate: (any UICalendarViewDelegate)?
  /// Mirrors `selectionBehavior`: how days are selected (single, multiple), nil for none.
  open var selectionBehavior: UICalendarSelection?
  open var calendar = Calendar(identifier: .gregorian)
  /// Mirrors `locale`: `en_US`, where UIKit's is the user's, so that every run is the same.
  open var locale = Locale(identifier: "en_US")
  open var timeZone: TimeZone?
  open var fontDesign = UIFontDescriptor.SystemDesign.default
  /// Mirrors `availableDateRange`: every date, until the app narrows it.
  open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
  /// Mirrors `wantsDateDecorations` (iOS 16): true by default; kept.
  open var wantsDateDecorations = true
  /// Mirrors `visibleDateComponents`: the month shown, January 2001 at first, the reference
  /// date `UIDatePicker` starts at here, where UIKit shows today's month.
  open var visibleDateComponents = DateComponents(
    calendar: Calendar(identifier: .gregorian), year: 2001, month: 1)

  /// Mirrors `setVisibleDateComponents(_:animated:)`: the month shown, kept.
  open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
    visibleDateComponents = dateComponents
  }

  /// Mirrors `reloadDecorations(forDateComponents:animated:)`: no day is drawn, so nothing is
  /// asked again.
  open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {}

  /// Mirrors `UICalendarView.Decoration`: what a day shows under its number; kept, not drawn.
  @preconcurrency @MainActor
  open class Decoration: NSObject {
    /// Mirrors `UICalendarView.DecorationSize`.
    public enum Size: Int, Sendable { case small, medium, large }

    public override init() { super.init() }

    /// Mirrors `default(color:size:)`: a dot.
    public static func `default`(color: UIColor? = nil, size: Size = .medium) -> Decoration {
      Decoration()
    }

    /// Mirrors `image(_:color:size:)`.
    public static func image(_ image: UIImage?, color: UIColor? = nil, size: Size = .medium)
      -> Decoration
    {
      Decoration()
    }

    /// Mirrors `customView(_:)`: the view the provider would make, never asked for here.
    public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
      Decoration()
    }
  }

  /// Mirrors `UICalendarView.DecorationSize`.
  public typealias DecorationSize = Decoration.Size
}

/// Mirrors `UICalendarViewDelegate` (iOS 16): every method optional; never asked here.
@preconcurrency @MainActor
public protocol UICalendarViewDelegate: AnyObject {
  func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents)
    -> UICalendarView.Decoration?
  func calendarView(
    _ calendarView: UICalendarView,
    didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
  public func calendarView(
    _ calendarView: UICalendarView, decorationFor dateComponents: DateComponents
  ) -> UICalendarView.Decoration? { nil }
  public func calendarView(
    _ calendarView: UICalendarView,
    didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents
  ) {}
}

/// Mirrors `UICalendarSelection` (iOS 16): the base of a calendar's selection behaviors.
@preconcurrency @MainActor
open class UICalendarSelection: NSObject {
  /// Mirrors `updateSelectableDates()`: nothing is asked again, as no day is drawn.
  open func updateSelectableDates() {}
}

/// Mirrors `UICalendarSelectionSingleDate` (iOS 16): one selected day, kept.
@preconcurrency @MainActor
open class UICalendarSelectionSingleDate: UICalendarSelection {
  /// Mirrors `delegate`, held weakly.
  public private(set) weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
  /// Mirrors `selectedDate`.
  open var selectedDate: DateComponents?

  /// Mirrors `init(delegate:)`.
  public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Mirrors `setSelected(_:animated:)`: selected in code, the delegate hears nothing.
  open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
    self.selectedDate = selectedDate
  }
}

/// Mirrors `UICalendarSelectionSingleDateDelegate` (iOS 16); never asked here.
@preconcurrency @MainActor
public protocol UICalendarSelectionSingleDateDelegate: AnyObject {
  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
  func dateSelection(
    _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
  ) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
  public func dateSelection(
    _ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?
  ) -> Bool { true }
}

/// Mirrors `UICalendarSelectionMultiDate` (iOS 16): several selected days, kept.
@preconcurrency @MainActor
open class UICalendarSelectionMultiDate: UICalendarSelection {
  /// Mirrors `delegate`, held weakly.
  public private(set) weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
  /// Mirrors `selectedDates`.
  open var selectedDates: [DateComponents] = []

  /// Mirrors `init(delegate:)`.
  public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Mirrors `setSelectedDates(_:animated:)`: selected in code, the delegate hears nothing.
  open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
    self.selectedDates = selectedDates
  }
}

/// Mirrors `UICalendarSelectionMultiDateDelegate` (iOS 16); never asked here.
@preconcurrency @MainActor
public protocol UICalendarSelectionMultiDateDelegate: AnyObject {
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
  ) -> Bool
  func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
  ) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
  public func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents
  ) -> Bool { true }
  public func multiDateSelection(
    _ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents
  ) -> Bool { true }
}
