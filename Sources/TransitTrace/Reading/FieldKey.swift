#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A member name some record type reads; any other name is ignored.
enum FieldKey: Int, CaseIterable {
  case seq, type, time, transition, cause
  case caller, receiver, call, args, result, block
  case state, kind, from, to, style, animated, container, interactive, percentComplete, didComplete
  case view, className, viewController, superview, index
  case target, translation
  case participant, code, message
  case schema, version, scenario, engine
  case id, role

  /// The name as the log spells it.
  var name: String {
    // Spelt out rather than `String(describing:)`, which reflects at run time.
    switch self {
    case .seq: return "seq"
    case .type: return "type"
    case .time: return "t"
    case .transition: return "transition"
    case .cause: return "cause"
    case .caller: return "caller"
    case .receiver: return "receiver"
    case .call: return "call"
    case .args: return "args"
    case .result: return "result"
    case .block: return "block"
    case .state: return "state"
    case .kind: return "kind"
    case .from: return "from"
    case .to: return "to"
    case .style: return "style"
    case .animated: return "animated"
    case .container: return "container"
    case .interactive: return "interactive"
    case .percentComplete: return "percentComplete"
    case .didComplete: return "didComplete"
    case .view: return "view"
    case .className: return "class"
    case .viewController: return "viewController"
    case .superview: return "superview"
    case .index: return "index"
    case .target: return "target"
    case .translation: return "translation"
    case .participant: return "participant"
    case .code: return "code"
    case .message: return "message"
    case .schema: return "schema"
    case .version: return "version"
    case .scenario: return "scenario"
    case .engine: return "engine"
    case .id: return "id"
    case .role: return "role"
    }
  }

  /// The key a member name stands for, or nil for a name no record type reads.
  ///
  /// A switch on length and first letter rather than a dictionary, because it runs for every
  /// member of every line and must neither hash nor allocate.
  static func match(_ name: UnsafeBufferPointer<UInt8>) -> FieldKey? {
    guard let start = name.baseAddress else { return nil }
    func equals(_ candidate: StaticString) -> Bool {
      memcmp(start, candidate.utf8Start, name.count) == 0
    }
    switch name.count {
    case 1:
      if equals("t") { return .time }
      return nil
    case 2:
      if equals("to") { return .to }
      if equals("id") { return .id }
      return nil
    case 3:
      if equals("seq") { return .seq }
      return nil
    case 4:
      switch name[0] {
      case UInt8(ascii: "t"): return equals("type") ? .type : nil
      case UInt8(ascii: "c"): return equals("call") ? .call : equals("code") ? .code : nil
      case UInt8(ascii: "a"): return equals("args") ? .args : nil
      case UInt8(ascii: "k"): return equals("kind") ? .kind : nil
      case UInt8(ascii: "f"): return equals("from") ? .from : nil
      case UInt8(ascii: "v"): return equals("view") ? .view : nil
      case UInt8(ascii: "r"): return equals("role") ? .role : nil
      default: return nil
      }
    case 5:
      if equals("cause") { return .cause }
      if equals("state") { return .state }
      if equals("class") { return .className }
      if equals("block") { return .block }
      if equals("style") { return .style }
      if equals("index") { return .index }
      return nil
    case 6:
      if equals("caller") { return .caller }
      if equals("result") { return .result }
      if equals("target") { return .target }
      if equals("schema") { return .schema }
      if equals("engine") { return .engine }
      return nil
    case 7:
      if equals("message") { return .message }
      if equals("version") { return .version }
      return nil
    case 8:
      if equals("receiver") { return .receiver }
      if equals("animated") { return .animated }
      if equals("scenario") { return .scenario }
      return nil
    case 9:
      if equals("superview") { return .superview }
      if equals("container") { return .container }
      return nil
    case 10:
      if equals("transition") { return .transition }
      return nil
    case 11:
      if equals("participant") { return .participant }
      if equals("translation") { return .translation }
      if equals("interactive") { return .interactive }
      if equals("didComplete") { return .didComplete }
      return nil
    case 14:
      if equals("viewController") { return .viewController }
      return nil
    case 15:
      if equals("percentComplete") { return .percentComplete }
      return nil
    default: return nil
    }
  }
}
