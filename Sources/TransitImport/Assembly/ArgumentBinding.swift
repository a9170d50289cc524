import TransitLifecycle
import TransitTrace

/// Binds the values printed after a call to its parameters, where the binding is certain:
/// - a labelled value (`animated:1`) to the parameter with that argument label;
/// - a delegate's sender, printed first, to its first object parameter;
/// - one unlabelled value alone to the only parameter of its kind: a Boolean (`true`, `YES`,
///   `1`, `0`) to the only Bool, a number to a call whose only parameter is a number, `(null)` or
///   an object description to the only object parameter left.
///
/// Anything else is the app's own data (a page index, a colour) and binds to nothing: an
/// argument the console does not show is absent from the log, which the checker reads as
/// unknown, never as false or nil.
enum ArgumentBinding {
  /// The arguments of `printed`; `declare` gives the participant id of an object argument.
  static func bind(
    _ printed: PrintedCall, definition: CallDefinition,
    declare: (PrintedObject, String) throws -> String
  ) throws -> Arguments {
    let parameters = definition.parameters
    guard !parameters.isEmpty else { return Arguments() }
    var bound: [String: Value] = [:]
    if let sender = printed.sender,
      let first = parameters.first(where: { $0.value == .object })
    {
      bound[first.key] = .string(try declare(sender, first.key))
    }
    let labels = argumentLabels(of: definition)
    var unlabelled: [PrintedValue] = []
    for value in printed.values {
      if case .labelled(let label, let inner) = value {
        if let key = labels[label], let parameter = parameters.first(where: { $0.key == key }),
          bound[key] == nil, let converted = try convert(inner, for: parameter, declare)
        {
          bound[key] = converted
        }
      } else {
        unlabelled.append(value)
      }
    }
    if unlabelled.count == 1, let value = unlabelled.first {
      let open = parameters.filter { bound[$0.key] == nil }
      let candidates: [CallDefinition.Parameter]
      switch value {
      case .bool:
        candidates = open.filter { $0.value == .bool }
      case .number(let number):
        if parameters.count == 1, parameters[0].value == .number {
          candidates = open
        } else if number == 0 || number == 1 {
          candidates = open.filter { $0.value == .bool }
        } else {
          candidates = []
        }
      case .null, .object:
        candidates = open.filter { $0.value == .object }
      case .labelled, .other:
        candidates = []
      }
      if candidates.count == 1, let converted = try convert(value, for: candidates[0], declare) {
        bound[candidates[0].key] = converted
      }
    }
    return Arguments(parameters.compactMap { parameter in
      bound[parameter.key].map { (key: parameter.key, value: $0) }
    })
  }

  /// The value as the parameter holds it, or nil when it cannot hold it.
  private static func convert(
    _ value: PrintedValue, for parameter: CallDefinition.Parameter,
    _ declare: (PrintedObject, String) throws -> String
  ) throws -> Value? {
    switch (value, parameter.value) {
    case (.bool(let flag), .bool): return .bool(flag)
    case (.number(let number), .bool) where number == 0 || number == 1: return .bool(number == 1)
    case (.number(let number), .number):
      return number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
    case (.null, .object): return .null
    case (.object(let object), .object): return .string(try declare(object, parameter.key))
    default: return nil
    }
  }

  /// Each argument label of the signature, and the parameter name it stands for, to the key
  /// the log uses: `animated` → `flag` for `present(_:animated:completion:)`. Keys stand for
  /// themselves too.
  static func argumentLabels(of definition: CallDefinition) -> [String: String] {
    var labels: [String: String] = [:]
    for parameter in definition.parameters { labels[parameter.key] = parameter.key }
    let signature = definition.name.rawValue
    guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { return labels }
    let inside = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
    let names = inside.split(separator: ":").map(String.init)
    guard names.count == definition.parameters.count else { return labels }
    for (name, parameter) in zip(names, definition.parameters) where name != "_" {
      labels[name] = parameter.key
    }
    return labels
  }
}
