import Foundation
import Testing
import TransitTestSupport

/// A booking screen as iOS 16 to 18 apps write it, run as written: a `UICalendarView` with a
/// single date selection and decorations, and a label whose long press presents an edit menu
/// through `UIEditMenuInteraction`. Both are kept: no day is laid out to tap and no menu shows.
@Suite("transit run: a calendar view and an edit menu interaction")
struct RunCalendarEditMenuTests {
  static let app = """
    import UIKit

    final class BookingViewController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate, UIEditMenuInteractionDelegate {
        private let calendarView = UICalendarView()
        private var editMenu: UIEditMenuInteraction?

        override func viewDidLoad() {
            super.viewDidLoad()
            calendarView.calendar = Calendar(identifier: .gregorian)
            calendarView.delegate = self
            calendarView.availableDateRange = DateInterval(start: Date(timeIntervalSinceReferenceDate: 0), duration: 86_400 * 365)
            let selection = UICalendarSelectionSingleDate(delegate: self)
            selection.setSelected(DateComponents(year: 2001, month: 1, day: 15), animated: false)
            calendarView.selectionBehavior = selection
            calendarView.frame = CGRect(x: 0, y: 100, width: 393, height: 400)
            view.addSubview(calendarView)
            calendarView.reloadDecorations(forDateComponents: [DateComponents(year: 2001, month: 1, day: 1)], animated: true)

            let label = UILabel(frame: CGRect(x: 20, y: 600, width: 200, height: 40))
            label.text = "Booking 42"
            label.isUserInteractionEnabled = true
            label.accessibilityIdentifier = "booking"
            let menu = UIEditMenuInteraction(delegate: self)
            label.addInteraction(menu)
            editMenu = menu
            label.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:))))
            view.addSubview(label)
            let day = (calendarView.selectionBehavior as? UICalendarSelectionSingleDate)?.selectedDate?.day ?? 0
            print("selected day \\(day), menu on label \\(menu.view === label)")
        }

        @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
            guard recognizer.state == .began else { return }
            let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: recognizer.location(in: recognizer.view))
            configuration.preferredArrowDirection = .down
            editMenu?.presentEditMenu(with: configuration)
            print("edit menu asked for")
        }

        func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
            print("decoration asked")
            return dateComponents.day == 1 ? .default(color: .systemRed, size: .large) : nil
        }

        func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
            print("picked \\(dateComponents?.day ?? 0)")
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
            print("menu asked")
            return UIMenu(children: suggestedActions + [UIAction(title: "Share") { _ in }])
        }
    }

    """

  @Test("the calendar keeps its selection set in code; a long press asks for an edit menu")
  func booking() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Booking.swift", Self.app)
    try harness.write(
      "case.yaml",
      """
      scenario: booking
      viewControllers:
        BookingViewController: {swift: true, root: true}
      steps:
        - wait: 1
        - tap: {id: booking, hold: 1}
        - wait: 1

      """)
    let result = try harness.transit([
      "run", "Booking.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // No day is laid out and no menu is shown: neither delegate is asked.
    #expect(
      result.stdout == """
        selected day 15, menu on label true
        edit menu asked for

        """)
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }
}
