import Foundation

extension NSLayoutConstraint {
  /// Mirrors `NSLayoutConstraint.FormatOptions`, with UIKit's raw values: an `alignAll` option
  /// is `1 << attribute`, the direction is in bits 16–17.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions([])
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  }

  /// Mirrors `constraints(withVisualFormat:options:metrics:views:)`: the constraints a visual
  /// format string describes (Apple's Auto Layout Guide, "Visual Format Language"), not yet
  /// active, as UIKit returns them.
  ///
  /// Read in one pass over the string. A connection's spacing, a view's size and their
  /// relations and priorities are constraints as the grammar says; `-` alone is the standard
  /// spacing (8 points between siblings, 20 to the superview's edge); an `alignAll` option
  /// aligns each view with the one before it. A string the grammar refuses, or a name
  /// `views` or `metrics` does not give, makes no constraint: UIKit raises
  /// NSInvalidArgumentException there, and Transit logs the note `visual-format-invalid`.
  public class func constraints(
    withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?,
    views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var reader = VisualFormatReader(format: format, metrics: metrics ?? [:], views: views)
    do throws(VisualFormatError) {
      return try reader.read(options: options)
    } catch {
      let about = views.keys.sorted().lazy.compactMap { views[$0] as? UIView }.first
      if let simulator = EngineContext.current, let about {
        simulator.note(
          about: about, code: "visual-format-invalid",
          "Unable to parse constraint format \"\(format)\": \(error.reason) at character "
            + "\(error.offset); UIKit raises NSInvalidArgumentException, and no constraint is "
            + "made.")
      }
      return []
    }
  }
}

/// Why a visual format string was refused, and where.
struct VisualFormatError: Error {
  let reason: String
  let offset: Int
}

/// One pass over a visual format string, making its constraints as it goes.
@preconcurrency @MainActor
struct VisualFormatReader {
  /// An element of the line: the superview's edge, or a view with its size predicates.
  private enum Element {
    case superview
    case view(UIView)
  }

  /// `== 20 @750`: a relation, a constant or a view, and a priority.
  private struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  /// The standard spacing, which Apple's guide names without a length: the 8 points between
  /// siblings and 20 to the superview's edge that UIKit's constraints have long described as
  /// `NSSpace(8)` and `NSSpace(20)`. Transit's choice where the guide gives no number.
  static let standardBetweenSiblings: CGFloat = 8
  static let standardToSuperview: CGFloat = 20

  private let scalars: [Unicode.Scalar]
  private let metrics: [String: Any]
  private let views: [String: Any]
  private var position = 0
  private var vertical = false
  private var made: [NSLayoutConstraint] = []

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    scalars = Array(format.unicodeScalars)
    self.metrics = metrics
    self.views = views
  }

  mutating func read(options: NSLayoutConstraint.FormatOptions) throws(VisualFormatError)
    -> [NSLayoutConstraint]
  {
    if scalars.count >= 2, scalars[1] == ":", scalars[0] == "H" || scalars[0] == "V" {
      vertical = scalars[0] == "V"
      position = 2
    }
    let leftToRight = options.contains(.directionLeftToRight)
    let leading: NSLayoutConstraint.Attribute =
      vertical ? .top : leftToRight ? .left : .leading
    let trailing: NSLayoutConstraint.Attribute =
      vertical ? .bottom : leftToRight ? .right : .trailing
    var previous: Element?
    var lastView: UIView?
    var spacing: [Predicate]?
    while position < scalars.count {
      if previous != nil { spacing = try connection() }
      let element: Element
      if take("|") {
        element = .superview
      } else {
        element = .view(try view())
      }
      switch (previous, element) {
      case (nil, _): break
      case (.superview, .view(let view)):
        let edge = try superview(of: view)
        for gap in spacing ?? [Predicate(constant: Self.standardToSuperview)] {
          add(view, leading, gap.relation, edge, leading, gap.constant, gap.priority)
        }
      case (.view(let before), .view(let view)):
        for gap in spacing ?? [Predicate(constant: Self.standardBetweenSiblings)] {
          add(view, leading, gap.relation, before, trailing, gap.constant, gap.priority)
        }
        align(view, with: before, options)
      case (.view(let before), .superview):
        let edge = try superview(of: before)
        for gap in spacing ?? [Predicate(constant: Self.standardToSuperview)] {
          add(edge, trailing, gap.relation, before, trailing, gap.constant, gap.priority)
        }
        guard position == scalars.count else { throw fail("'|' may only end the line") }
      case (.superview, .superview): throw fail("expected a view")
      }
      if case .view(let view) = element { lastView = view }
      previous = element
    }
    guard lastView != nil else { throw fail("expected a view") }
    return made
  }

  /// A connection: `-`, `-20-`, `-(>=8@750)-`, `-metric-`, or nothing (flush). The standard
  /// spacing, `-` alone, is nil, settled once both ends are known.
  private mutating func connection() throws(VisualFormatError) -> [Predicate]? {
    guard take("-") else { return [Predicate()] }
    if peek("[") || peek("|") { return nil }
    let predicates: [Predicate]
    if take("(") {
      predicates = try predicateList(sizes: false)
      try expect(")")
    } else {
      var single = Predicate()
      single.constant = try constant()
      predicates = [single]
    }
    try expect("-")
    return predicates
  }

  /// `[name]` or `[name(predicates)]`, whose size predicates become constraints.
  private mutating func view() throws(VisualFormatError) -> UIView {
    try expect("[")
    let start = position
    let name = identifier()
    guard !name.isEmpty else { throw fail("expected a view's name") }
    guard let view = views[name] as? UIView else {
      position = start
      throw fail("'\(name)' is not a key in the views dictionary")
    }
    if take("(") {
      let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
      for predicate in try predicateList(sizes: true) {
        if let other = predicate.view {
          add(view, size, predicate.relation, other, size, 0, predicate.priority)
        } else {
          add(
            view, size, predicate.relation, nil, .notAnAttribute, predicate.constant,
            predicate.priority)
        }
      }
      try expect(")")
    }
    try expect("]")
    return view
  }

  private mutating func predicateList(sizes: Bool) throws(VisualFormatError) -> [Predicate] {
    var list: [Predicate] = []
    repeat {
      var predicate = Predicate()
      if take("=") {
        try expect("=")
      } else if take("<") {
        try expect("=")
        predicate.relation = .lessThanOrEqual
      } else if take(">") {
        try expect("=")
        predicate.relation = .greaterThanOrEqual
      }
      let start = position
      let name = identifier()
      if !name.isEmpty, metrics[name] == nil {
        guard sizes, let other = views[name] as? UIView else {
          position = start
          throw fail("'\(name)' is not a key in the metrics or views dictionary")
        }
        predicate.view = other
      } else {
        position = start
        predicate.constant = try constant()
      }
      if take("@") { predicate.priority = UILayoutPriority(Float(try constant())) }
      list.append(predicate)
    } while take(",")
    return list
  }

  /// A number, or the name of a metric.
  private mutating func constant() throws(VisualFormatError) -> CGFloat {
    let start = position
    let name = identifier()
    if !name.isEmpty {
      guard let metric = boxedNumber(metrics[name]).map({ CGFloat($0) }) else {
        position = start
        throw fail("'\(name)' is not a number in the metrics dictionary")
      }
      return metric
    }
    var text = ""
    if take("-") { text = "-" }
    while position < scalars.count,
      scalars[position] == "." || ("0"..."9").contains(scalars[position])
    {
      text.unicodeScalars.append(scalars[position])
      position += 1
    }
    guard let value = Double(text) else {
      position = start
      throw fail("expected a number or a metric's name")
    }
    return CGFloat(value)
  }

  /// A C identifier: a letter or `_`, then letters, digits and `_`.
  private mutating func identifier() -> String {
    var name = ""
    while position < scalars.count {
      let scalar = scalars[position]
      let letter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
      guard letter || (!name.isEmpty && ("0"..."9").contains(scalar)) else { break }
      name.unicodeScalars.append(scalar)
      position += 1
    }
    return name
  }

  private func superview(of view: UIView) throws(VisualFormatError) -> UIView {
    guard let superview = view.superview else {
      throw fail(
        "unable to interpret '|' character, because the related view doesn't have a superview")
    }
    return superview
  }

  /// The `alignAll` options: `view`'s attribute equals `before`'s.
  private mutating func align(
    _ view: UIView, with before: UIView, _ options: NSLayoutConstraint.FormatOptions
  ) {
    for raw in 1...12 where options.rawValue & (1 << UInt(raw)) != 0 {
      guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
      add(view, attribute, .equal, before, attribute, 0, .required)
    }
  }

  /// Makes a constraint; a standard spacing (`-` alone) takes its length from what it joins.
  private mutating func add(
    _ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: UIView?,
    _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    _ priority: UILayoutPriority
  ) {
    let constraint = NSLayoutConstraint(
      item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
      attribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.priority = priority
    made.append(constraint)
  }

  private func peek(_ scalar: Unicode.Scalar) -> Bool {
    position < scalars.count && scalars[position] == scalar
  }

  private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    guard peek(scalar) else { return false }
    position += 1
    return true
  }

  private mutating func expect(_ scalar: Unicode.Scalar) throws(VisualFormatError) {
    guard take(scalar) else { throw fail("expected '\(scalar)'") }
  }

  private func fail(_ reason: String) -> VisualFormatError {
    VisualFormatError(reason: reason, offset: position)
  }
}
