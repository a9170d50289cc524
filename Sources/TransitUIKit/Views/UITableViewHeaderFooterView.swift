import Foundation

/// Mirrors `UITableViewHeaderFooterView`: a section's header or footer with a content view and,
/// made when first asked for, a text label and a detail label in it. A table view makes one of
/// the class registered for an identifier (`register(_:forHeaderFooterViewReuseIdentifier:)`)
/// each time `dequeueReusableHeaderFooterView(withIdentifier:)` is asked; the table keeps the
/// section's view while the section is in view, so the delegate is asked once per showing.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  open var backgroundView: UIView?
  /// Mirrors `backgroundConfiguration` (iOS 14); kept, never drawn.
  open var backgroundConfiguration: UIBackgroundConfiguration?
  private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)
  /// Mirrors `contentConfiguration` (iOS 14): the view it makes fills the content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContentView = contentView.show(
        contentConfiguration, replacing: configuredContentView)
    }
  }
  private var configuredContentView: UIView?

  /// Mirrors `defaultContentConfiguration()` (iOS 14): a grouped list's header.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

  /// Mirrors `init(reuseIdentifier:)`, the initializer the table view calls for a registered
  /// class (`required` here, as a cell's is: `transit run` makes an `override` of it `required`).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    installContentView(contentView)
  }

  /// Mirrors `init(frame:)`, UIView's, which `UITableViewHeaderFooterView()` calls.
  public override init(frame: CGRect) {
    reuseIdentifier = nil
    super.init(frame: frame)
    installContentView(contentView)
  }

  public override init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    installContentView(contentView)
  }

  /// Mirrors `textLabel`: made the first time it is asked for, in the content view.
  open var textLabel: UILabel? {
    if let label = labels.text { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 20, dy: 0))
    contentView.addSubview(label)
    labels.text = label
    return label
  }

  /// Mirrors `detailTextLabel`: made the first time it is asked for, in the content view.
  open var detailTextLabel: UILabel? {
    if let label = labels.detail { return label }
    let label = UILabel(frame: contentView.bounds.insetBy(dx: 20, dy: 0))
    contentView.addSubview(label)
    labels.detail = label
    return label
  }

  /// Mirrors `prepareForReuse()`, which a subclass overrides; Transit never reuses a view, so
  /// UIKit never calls it here.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}
