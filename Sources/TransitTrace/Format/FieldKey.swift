/// A member name some record type reads or writes; a reader ignores any other name.
///
/// Each field of the log is declared twice, in this file and in `RecordBody.swift`: here its
/// key and its spelling, there its line in its record's field list, which both `RecordDecoder`
/// and `RecordEncoder` follow. Everything else (recognising a name on a line, `MemberOrder`'s
/// guesses, the string cache, the messages) is derived from these declarations.
enum FieldKey: Int, CaseIterable {
  case seq, type, time, transition, cause, line
  case caller, receiver, call, args, result, block
  case state, kind, from, to, style, animated, container, interactive, percentComplete, didComplete
  case view, className, viewController, superview, index
  case target, translation
  case participant, code, message
  case schema, version, scenario, engine, source
  case id, role, anonymous
  case removesPresenter, inferred, evidence
  case animation, duration, delay, curve, rate, offset, removed, location
  case by, path

  /// The name as the log spells it.
  var name: String {
    // Spelt out rather than `String(describing:)`, which reflects at run time.
    switch self {
    case .seq: return "seq"
    case .type: return "type"
    case .time: return "t"
    case .transition: return "transition"
    case .cause: return "cause"
    case .line: return "line"
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
    case .source: return "source"
    case .id: return "id"
    case .role: return "role"
    case .anonymous: return "anonymous"
    case .removesPresenter: return "removesPresenter"
    case .inferred: return "inferred"
    case .evidence: return "evidence"
    case .animation: return "animation"
    case .duration: return "duration"
    case .delay: return "delay"
    case .curve: return "curve"
    case .rate: return "rate"
    case .offset: return "offset"
    case .removed: return "removed"
    case .location: return "location"
    case .by: return "by"
    case .path: return "path"
    }
  }
}
