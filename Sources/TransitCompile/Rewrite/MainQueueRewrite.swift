import SwiftSyntax

/// The main dispatch queue, moved onto Transit's virtual run loop.
///
/// A program `transit run` makes has no real run loop, so Linux's main dispatch queue never
/// runs what it is given, and a member Transit's UIKit declared with `async`'s own signature in
/// an extension of `DispatchQueue` would be ambiguous with Dispatch's, not preferred to it. So
/// the rewrite names Transit's queue where the app's code hands the main queue a block:
/// `DispatchQueue.main.async` and `DispatchQueue.main.asyncAfter` become
/// `TransitMainQueue  .async` and `TransitMainQueue  .asyncAfter`, which run the block on the
/// virtual run loop as the code that gave it, and `DispatchTime.now()` becomes
/// `TransitClock.now()`, the virtual clock's time as a `DispatchTime`, so that a deadline the
/// app computes before handing it over (`let when = DispatchTime.now() + delay`) is read in
/// virtual time. A block timer, `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, which
/// Linux's Foundation schedules on a real run loop, becomes `Timer.transitTimer  (…)`, which
/// fires on the virtual one. `CFAbsoluteTimeGetCurrent()` becomes `TransitClock.absolute()`,
/// the date on the virtual clock, so code that times a gesture by two readings measures virtual
/// time on every platform, Core Foundation's own function being the real clock's on Apple's.
/// A timer made first and added after, `RunLoop.main.add(timer, forMode: .common)` (or
/// `RunLoop.current`'s, the main one in the app's code), becomes `TransitLoop .add(…)`, which
/// schedules it on the virtual run loop.
/// Each keeps its length. The main queue kept in a variable, or passed
/// as an argument (`group.notify(queue: .main)`), is Dispatch's own, and what it is given never
/// runs.
extension EditFinder {
  /// Rewrites `node` when it is `DispatchQueue.main.async` or
  /// `DispatchQueue.main.asyncAfter(deadline:)` called, `DispatchTime.now`, or
  /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` called, or
  /// `RunLoop.main.add(_:forMode:)`.
  func rewriteMainQueue(_ node: MemberAccessExprSyntax) {
    let name = node.declName.baseName.text
    guard let base = node.base else { return }
    if let labels = Self.labels[name], let queue = base.as(MemberAccessExprSyntax.self),
      queue.declName.baseName.text == "main", queue.declName.argumentNames == nil,
      Self.names(queue.base, "DispatchQueue"),
      let call = node.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == node.id
    {
      let given = call.arguments.map { $0.label?.text ?? "" }
      // Only the forms `TransitMainQueue` has: `asyncAfter(wallDeadline:)` stays Dispatch's.
      guard Set(given).isSubset(of: labels), name == "async" || given.first == "deadline"
      else { return }
      replace(queue, with: "TransitMainQueue", kind: .mainQueue)
    } else if name == "now", Self.names(base, "DispatchTime") {
      replace(base, with: "TransitClock", kind: .mainQueue)
    } else if name == "scheduledTimer", Self.names(base, "Timer"),
      let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
      call.arguments.first?.label?.text == "withTimeInterval"
    {
      replace(node.declName, with: "transitTimer", kind: .mainQueue)
    } else if name == "add", let loop = base.as(MemberAccessExprSyntax.self),
      ["main", "current"].contains(loop.declName.baseName.text), Self.names(loop.base, "RunLoop"),
      let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
      call.arguments.map({ $0.label?.text ?? "" }) == ["", "forMode"]
    {
      replace(loop, with: "TransitLoop", kind: .mainQueue)
    }
  }

  /// Rewrites `node` when it is `CFAbsoluteTimeGetCurrent` called.
  func rewriteAbsoluteTime(_ node: DeclReferenceExprSyntax) {
    guard node.baseName.text == "CFAbsoluteTimeGetCurrent", node.argumentNames == nil,
      let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id
    else { return }
    replace(node, with: "TransitClock.absolute", kind: .mainQueue)
  }

  /// The argument labels of the forms of `async` and `asyncAfter` `TransitMainQueue` has.
  private static let labels: [String: Set<String>] = [
    "async": ["group", "qos", "flags", "execute"],
    "asyncAfter": ["deadline", "qos", "flags", "execute"],
  ]

  /// Whether `expression` is the bare name `type`.
  private static func names(_ expression: ExprSyntax?, _ type: String) -> Bool {
    guard let reference = expression?.as(DeclReferenceExprSyntax.self) else { return false }
    return reference.baseName.text == type && reference.argumentNames == nil
  }
}
