import Foundation

/// Mirrors `NSParagraphStyle`, which attributed text takes under `.paragraphStyle`: its values,
/// kept, as text is not laid out here.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
  public internal(set) var lineSpacing: CGFloat = 0
  public internal(set) var paragraphSpacing: CGFloat = 0
  public internal(set) var alignment = NSTextAlignment.natural
  public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
  public internal(set) var minimumLineHeight: CGFloat = 0
  public internal(set) var maximumLineHeight: CGFloat = 0
  public internal(set) var lineHeightMultiple: CGFloat = 0
  public internal(set) var firstLineHeadIndent: CGFloat = 0
  public internal(set) var headIndent: CGFloat = 0
  public internal(set) var tailIndent: CGFloat = 0

  /// Mirrors `NSParagraphStyle.default`.
  public static let `default` = NSParagraphStyle()

  public override init() { super.init() }
}

/// Mirrors `NSMutableParagraphStyle`: the same values, settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  public override var lineSpacing: CGFloat {
    get { super.lineSpacing }
    set { super.lineSpacing = newValue }
  }
  public override var paragraphSpacing: CGFloat {
    get { super.paragraphSpacing }
    set { super.paragraphSpacing = newValue }
  }
  public override var alignment: NSTextAlignment {
    get { super.alignment }
    set { super.alignment = newValue }
  }
  public override var lineBreakMode: NSLineBreakMode {
    get { super.lineBreakMode }
    set { super.lineBreakMode = newValue }
  }
  public override var minimumLineHeight: CGFloat {
    get { super.minimumLineHeight }
    set { super.minimumLineHeight = newValue }
  }
  public override var maximumLineHeight: CGFloat {
    get { super.maximumLineHeight }
    set { super.maximumLineHeight = newValue }
  }
  public override var lineHeightMultiple: CGFloat {
    get { super.lineHeightMultiple }
    set { super.lineHeightMultiple = newValue }
  }
  public override var firstLineHeadIndent: CGFloat {
    get { super.firstLineHeadIndent }
    set { super.firstLineHeadIndent = newValue }
  }
  public override var headIndent: CGFloat {
    get { super.headIndent }
    set { super.headIndent = newValue }
  }
  public override var tailIndent: CGFloat {
    get { super.tailIndent }
    set { super.tailIndent = newValue }
  }
}
