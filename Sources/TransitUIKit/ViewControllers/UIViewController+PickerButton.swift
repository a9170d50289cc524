import Foundation

extension UIViewController {
  /// Adds the button a system picker's own screen ends it with, titled `title`: at the top left,
  /// as a document or photo picker's Cancel, or at the top right, as a colour picker's Close.
  /// A tap runs `tapped`, which tells the delegate what the picker's page says it is told.
  package func addPickerButton(
    titled title: String, trailing: Bool = false, _ tapped: @escaping () -> Void
  ) {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.frame = CGRect(
      x: trailing ? view.bounds.width - 88 : 8, y: 8, width: 80, height: 44)
    if trailing { button.autoresizingMask = [.flexibleLeftMargin] }
    button.addAction(UIAction { _ in tapped() }, for: .touchUpInside)
    view.addSubview(button)
  }
}
