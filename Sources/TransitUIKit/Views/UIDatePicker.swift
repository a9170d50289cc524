import Foundation

/// Mirrors `UIDatePicker`: a date and how it is picked, kept. Nothing spins a wheel or opens a
/// calendar here, so the date changes only when code sets it, and the picker sends no
/// `.valueChanged`.
///
/// Its first date is the reference date (1 January 2001, UTC), not today's: UIKit starts a
/// picker at the moment it is made, which would make two runs of one scenario log differently.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// Mirrors `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer, yearAndMonth
  }

  open var datePickerMode = Mode.dateAndTime
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic
  open var date = Date(timeIntervalSinceReferenceDate: 0)
  open var minimumDate: Date?
  open var maximumDate: Date?
  open var locale: Locale?
  open var calendar: Calendar! = Calendar(identifier: .gregorian)
  open var timeZone: TimeZone?
  open var minuteInterval = 1
  open var countDownDuration: TimeInterval = 0
  open var roundsToMinuteInterval = true

  /// Mirrors `datePickerStyle`: the style shown, the preferred one; for `.automatic`, the
  /// compact style since iOS 14, wheels for a count-down timer and for years and months.
  open var datePickerStyle: UIDatePickerStyle {
    guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
    switch datePickerMode {
    case .countDownTimer, .yearAndMonth: return .wheels
    default: return .compact
    }
  }

  /// Mirrors `setDate(_:animated:)`: the date, kept within the minimum and maximum.
  open func setDate(_ date: Date, animated: Bool) {
    var kept = date
    if let minimumDate, kept < minimumDate { kept = minimumDate }
    if let maximumDate, kept > maximumDate { kept = maximumDate }
    self.date = kept
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public override init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

/// Mirrors `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }
