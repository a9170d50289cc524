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
  /// Binds the arguments of `printed` into `bound`, empty at first, in the slots of its
  /// parameters' indices: filled where it lies rather than returned, as a copy of the slots
  /// costs about as much as binding them. `declare` gives the participant id of an object
  /// argument, passed for the parameter at the index it is given.
  static func bind(
    _ printed: PrintedCall, into bound: inout ArgumentSlots,
    declare: (PrintedObject, Int) throws -> String
  ) throws {
    let parameters = printed.call.parameters
    guard !parameters.isEmpty, printed.sender != nil || !printed.values.isEmpty else { return }
    if printed.sender != nil, let first = parameters.firstIndex(where: { $0.value == .object }) {
      bound[first] = .string(try declare(printed.sender!, first))
    }
    var unlabelled: PrintedValue?
    var unlabelledCount = 0
    for argument in printed.values {
      switch argument.label {
      case .parameter(let index):
        if bound[index] == nil,
          let converted = try convert(argument.value, for: parameters, at: index, declare)
        {
          bound[index] = converted
        }
      case .unknown:
        break
      case .none:
        unlabelled = argument.value
        unlabelledCount += 1
      }
    }
    if unlabelledCount == 1, let value = unlabelled {
      var candidate: Int?
      var candidates = 0
      for index in parameters.indices where bound[index] == nil {
        let fits: Bool
        switch value {
        case .bool: fits = parameters[index].value == .bool
        case .number(let number):
          fits =
            parameters.count == 1 && parameters[0].value == .number
            || ((number == 0 || number == 1) && parameters[index].value == .bool)
        case .null, .object: fits = parameters[index].value == .object
        case .other: fits = false
        }
        if fits {
          candidate = index
          candidates += 1
        }
      }
      if candidates == 1, let index = candidate,
        let converted = try convert(value, for: parameters, at: index, declare)
      {
        bound[index] = converted
      }
    }
  }

  /// The value as the parameter at `index` holds it, or nil when it cannot hold it.
  private static func convert(
    _ value: PrintedValue, for parameters: [CallDefinition.Parameter], at index: Int,
    _ declare: (PrintedObject, Int) throws -> String
  ) throws -> Value? {
    switch (value, parameters[index].value) {
    case (.bool(let flag), .bool): return .bool(flag)
    case (.number(let number), .bool) where number == 0 || number == 1: return .bool(number == 1)
    case (.number(let number), .number):
      return number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
    case (.null, .object): return .null
    case (.object(let object), .object): return .string(try declare(object, index))
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
    let inside = signature[
      signature.index(after: open)..<signature.index(before: signature.endIndex)]
    let names = inside.split(separator: ":").map(String.init)
    guard names.count == definition.parameters.count else { return labels }
    for (name, parameter) in zip(names, definition.parameters) where name != "_" {
      labels[name] = parameter.key
    }
    return labels
  }
}
